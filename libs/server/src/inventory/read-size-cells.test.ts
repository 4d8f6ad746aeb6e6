import { describe, expect, it } from '@jest/globals';
import { rangeOfHeader, readRangeCell, readSizeCell, systemOfHeader } from './read-size-cells';

describe('readSizeCell', () => {
  it.each([
    ['2-16', ['2', '4', '6', '8', '10', '12', '14', '16']],
    ['8 10 12', ['8', '10', '12']],
    ['XS-XL', ['XS', 'S', 'M', 'L', 'XL']],
    ['14W, 16W', ['14W', '16W']],
    ['2X, 3X', ['2X', '3X']],
    ['10 (worn)', ['10']],
    ['US 2 – 8', ['2', '4', '6', '8']],
  ])('reads %j as written', (text, sizes) => {
    expect(readSizeCell(text)).toEqual({
      sizes,
      rejected: [],
      converted: [],
      usCount: expect.any(Number),
      reversed: [],
      isNote: false,
    });
  });

  it.each([
    ['size 95', [], ['95']],
    ['XXXXL', [], ['XXXXL']],
    ['-4', [], ['-4']],
    ['0, 95, 12', ['0', '12'], ['95']],
    ['-2, 4', ['4'], ['-2']],
  ])('leaves out what makes no sense in %j', (text, sizes, rejected) => {
    const reading = readSizeCell(text);
    expect(reading.sizes).toEqual(sizes);
    expect(reading.rejected).toEqual(rejected);
    expect(reading.isNote).toBe(false);
  });

  it('converts UK and EU sizes to US, the cell or the header naming the system', () => {
    expect(readSizeCell('UK 18')).toMatchObject({
      sizes: ['14'],
      converted: [{ from: 'UK 18', to: '14' }],
      usCount: 0,
    });
    expect(readSizeCell('EU 44').sizes).toEqual(['14']);
    expect(readSizeCell('UK 8, 10').sizes).toEqual(['4', '6']);
    expect(readSizeCell('8, 10, UK 16')).toMatchObject({ sizes: ['8', '10', '12'], usCount: 2 });
    expect(readSizeCell('16, 18', 'UK').sizes).toEqual(['12', '14']);
    expect(readSizeCell('UK 60').rejected).toEqual(['UK 60']);
  });

  it('turns a backwards range round and says so', () => {
    expect(readSizeCell('16-2')).toMatchObject({
      sizes: ['2', '4', '6', '8', '10', '12', '14', '16'],
      reversed: ['16-2'],
    });
  });

  it('tells a note from an empty cell', () => {
    for (const text of ['call store', 'ask', 'see Jane']) expect(readSizeCell(text).isNote).toBe(true);
    for (const text of ['', '  ', 'n/a', '-', 'TBD'])
      expect(readSizeCell(text)).toMatchObject({ sizes: [], isNote: false });
  });
});

describe('readRangeCell', () => {
  const header = { min: 0, max: 30 };

  it.each([
    ['0-30', { min: 0, max: 30 }],
    ['2-28W', { min: 2, max: 28 }],
    ['UK 6-22', { min: 2, max: 18 }],
    ['sizes 0 to 24', { min: 0, max: 24 }],
    ['0, 2, 4, 26', { min: 0, max: 26 }],
  ])('reads %j as US %j', (text, range) => {
    expect(readRangeCell(text, null)).toEqual({ range, reversed: null, problem: null });
  });

  it('turns "30-0" round and marks it', () => {
    expect(readRangeCell('30-0', null)).toEqual({ range: { min: 0, max: 30 }, reversed: '30-0', problem: null });
  });

  it("takes the header's range for an empty or 'yes' cell", () => {
    expect(readRangeCell('', header).range).toEqual(header);
    expect(readRangeCell('Yes', header).range).toEqual(header);
    expect(readRangeCell('', null).range).toBeNull();
    expect(readRangeCell('2-20', header).range).toEqual({ min: 2, max: 20 });
  });

  it('reads a UK header system into bare cells', () => {
    expect(readRangeCell('6-22', null, 'UK').range).toEqual({ min: 2, max: 18 });
  });

  it('reports what is not a range', () => {
    expect(readRangeCell('0-95', header)).toEqual({ range: null, reversed: null, problem: 'not_a_range' });
    expect(readRangeCell('call store', header)).toEqual({ range: null, reversed: null, problem: 'note' });
  });
});

describe('headers that carry a range or a system', () => {
  it('reads them', () => {
    expect(rangeOfHeader('Size Range 0-30')).toEqual({ min: 0, max: 30 });
    expect(rangeOfHeader('Order Sizes (UK 6-22)')).toEqual({ min: 2, max: 18 });
    expect(rangeOfHeader('Sizes Offered')).toBeNull();
    expect(systemOfHeader('UK Sizes')).toBe('UK');
    expect(systemOfHeader('Size (EU)')).toBe('EU');
    expect(systemOfHeader('Sizes Available')).toBeNull();
  });
});
