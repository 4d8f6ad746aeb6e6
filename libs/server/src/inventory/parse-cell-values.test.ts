import { describe, expect, it } from '@jest/globals';
import { parsePrice, parseQuantity, parseSizes, parseYesNo } from './parse-cell-values';

describe('parsePrice', () => {
  it.each([
    ['$1,299.00', 1299],
    ['1299', 1299],
    ['1.299,00 €', 1299],
    ['USD 2400', 2400],
    ['2,400-2,800', 2400],
    ['2,400 - 2,800', 2400],
    ['£1,850', 1850],
    ['1 299 €', 1299],
    ["CHF 1'299.50", 1299.5],
    ['999,50', 999.5],
    ['1299.5', 1299.5],
    ['1396.425', 1396.43],
    ['2.4k', 2400],
    ['$3,200.', 3200],
    ['call', null],
    ['Call for price', null],
    ['POA', null],
    ['', null],
    ['0', null],
    ['$0.00', null],
  ])('%j -> %j', (text, expected) => {
    expect(parsePrice(text)).toBe(expected);
  });
});

describe('parseSizes', () => {
  it.each([
    ['2-16', ['2', '4', '6', '8', '10', '12', '14', '16']],
    ['0,2,4', ['0', '2', '4']],
    ['XS-XL', ['XS', 'S', 'M', 'L', 'XL']],
    ['8 10 12', ['8', '10', '12']],
    ['sample size 10', ['10']],
    ['Sample Size: 10 (worn)', ['10']],
    ['US 2 – 8', ['2', '4', '6', '8']],
    ['2 to 6', ['2', '4', '6']],
    ['1-7', ['1', '3', '5', '7']],
    ['16W-20W', ['16W', '18W', '20W']],
    ['s, m, l', ['S', 'M', 'L']],
    ['2XL', ['XXL']],
    ['10, 12, 10', ['10', '12']],
    // Excel stores a typed "2-16" as 16 February.
    ['2025-02-16', ['2', '4', '6', '8', '10', '12', '14', '16']],
    ['one of a kind', []],
    ['', []],
  ])('%j -> %j', (text, expected) => {
    expect(parseSizes(text)).toEqual(expected);
  });
});

describe('parseQuantity and parseYesNo', () => {
  it('reads stock counts and flags', () => {
    expect(parseQuantity('0')).toBe(0);
    expect(parseQuantity('3 pcs')).toBe(3);
    expect(parseQuantity('Sold out')).toBe(0);
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('ask')).toBeNull();
    for (const text of ['Yes', 'y', 'TRUE', '1', 'x', 'X', '✓', 'Best Seller', '2'])
      expect(parseYesNo(text)).toBe(true);
    for (const text of ['No', 'n', 'FALSE', '0', '', 'maybe', '-1']) expect(parseYesNo(text)).toBe(false);
  });
});
