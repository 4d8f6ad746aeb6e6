import { describe, expect, it } from '@jest/globals';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes a cell with a comma, quote or line break, and doubles its quotes', () => {
    expect(csvCell('Plain')).toBe('Plain');
    expect(csvCell('Lace, tulle')).toBe('"Lace, tulle"');
    expect(csvCell('The "Dream"')).toBe('"The ""Dream"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps a text a spreadsheet would run as a formula as text, and writes numbers and blanks as they are', () => {
    for (const formula of ['=SUM(A1)', '+1', '-2', '@cmd', '\tTab']) expect(csvCell(formula)).toBe(`'${formula}`);
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(null)).toBe('');
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
    ).toBe('Name,Price\nIvy,2900\nFern,\n');
  });
});
