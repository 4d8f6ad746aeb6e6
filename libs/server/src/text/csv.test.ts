import { describe, expect, it } from '@jest/globals';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes every text cell and doubles its quotes, so no separator inside it splits it', () => {
    expect(csvCell('Plain')).toBe('"Plain"');
    expect(csvCell('Lace, tulle')).toBe('"Lace, tulle"');
    expect(csvCell('Lace; tulle')).toBe('"Lace; tulle"');
    expect(csvCell('The "Dream"')).toBe('"The ""Dream"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('')).toBe('""');
  });

  it('keeps a text a spreadsheet would run as a formula as text, and writes numbers and blanks as they are', () => {
    for (const formula of ['=SUM(A1)', '+1', '-2', '@cmd', '\tTab', '\rReturn', '  =1+1']) {
      expect(csvCell(formula)).toBe(`"'${formula}"`);
    }
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(null)).toBe('');
  });

  it('neutralises a formula after any separator inside a cell, for readers that split on ; or ignore quotes', () => {
    expect(csvCell("x;=cmd|' /C calc'!A0;")).toBe(`"x;'=cmd|' /C calc'!A0;"`);
    expect(csvCell('Ivy, =1+1')).toBe(`"Ivy, '=1+1"`);
    expect(csvCell('a;+b,-c\t@d\n=e')).toBe(`"a;'+b,'-c\t'@d\n'=e"`);
    // A separator followed by anything else, and a trigger not after a separator, are left alone.
    expect(csvCell('A-line; 2-6, lace')).toBe('"A-line; 2-6, lace"');
  });

  it('writes a header and rows, one line each, ending with a line break', () => {
    expect(
      toCsv(
        ['Name', 'Price'],
        [
          ['Ivy', 2900],
          ['Fern', null],
        ],
      ),
    ).toBe('"Name","Price"\n"Ivy",2900\n"Fern",\n');
  });
});
