import { describe, expect, it } from '@jest/globals';
import { formatUsRange, formatUsSize, parseUsRange, toUsSizes } from './read-size';
import { sizeSystemOffsets } from './size-chart';

describe('toUsSizes', () => {
  it('reads US, W, UK, EU and IT sizes by the bridal chart', () => {
    expect(toUsSizes('12')).toEqual([12]);
    expect(toUsSizes('0')).toEqual([0]);
    expect(toUsSizes('34')).toEqual([34]);
    expect(toUsSizes('14W')).toEqual([14]);
    expect(toUsSizes('20 w')).toEqual([20]);
    expect(toUsSizes('UK 18')).toEqual([14]);
    expect(toUsSizes('uk18')).toEqual([14]);
    expect(toUsSizes('18 UK')).toEqual([14]);
    expect(toUsSizes('EU 44')).toEqual([14]);
    expect(toUsSizes('FR 44')).toEqual([14]);
    expect(toUsSizes('IT 46')).toEqual([12]);
    expect(toUsSizes('US 8')).toEqual([8]);
    expect(toUsSizes('size 12')).toEqual([12]);
    expect(toUsSizes('Sz. 14')).toEqual([14]);
    expect(sizeSystemOffsets).toMatchObject({ uk: 4, eu: 30, it: 34 });
  });

  it('takes half sizes', () => {
    expect(toUsSizes('14.5')).toEqual([14.5]);
    expect(toUsSizes('14 1/2')).toEqual([14.5]);
    expect(toUsSizes('14\u00bd')).toEqual([14.5]);
    expect(toUsSizes('12.3')).toBeNull();
  });

  it('reads letter and plus sizes as the US sizes they cover', () => {
    expect(toUsSizes('XS')).toEqual([0, 2]);
    expect(toUsSizes('M')).toEqual([8, 10]);
    expect(toUsSizes('XL')).toEqual([14, 16]);
    expect(toUsSizes('xxl')).toEqual([18, 20]);
    expect(toUsSizes('3XL')).toEqual([22, 24]);
    expect(toUsSizes('1X')).toEqual([14, 16]);
    expect(toUsSizes('2X')).toEqual([18, 20]);
    expect(toUsSizes('4X')).toEqual([26, 28]);
  });

  it('refuses sizes that make no sense', () => {
    for (const token of [
      '95',
      'size 95',
      'XXXXL',
      '4XL',
      '5X',
      '-4',
      'EU 20',
      'UK 2',
      '36',
      '',
      '   ',
      'call',
      'n/a',
      '12 UK EU',
    ]) {
      expect(toUsSizes(token)).toBeNull();
    }
  });
});

describe('parseUsRange', () => {
  it('reads orderable ranges as US sizes', () => {
    expect(parseUsRange('0-30')).toEqual({ min: 0, max: 30, reversed: false });
    expect(parseUsRange('2-28W')).toEqual({ min: 2, max: 28, reversed: false });
    expect(parseUsRange('UK 8-20')).toEqual({ min: 4, max: 16, reversed: false });
    expect(parseUsRange('8-20 UK')).toEqual({ min: 4, max: 16, reversed: false });
    expect(parseUsRange('Size Range 0-30')).toEqual({ min: 0, max: 30, reversed: false });
    expect(parseUsRange('sizes 0 to 30')).toEqual({ min: 0, max: 30, reversed: false });
    expect(parseUsRange('0 \u2013 30')).toEqual({ min: 0, max: 30, reversed: false });
    expect(parseUsRange('XS-XL')).toEqual({ min: 0, max: 16, reversed: false });
  });

  it('reads a range written backwards the right way round, and says so', () => {
    expect(parseUsRange('30-0')).toEqual({ min: 0, max: 30, reversed: true });
  });

  it('refuses what is not a range of sizes', () => {
    for (const text of ['12', '-4-10', '2-95', 'call us', '0-30-34', '']) expect(parseUsRange(text)).toBeNull();
  });
});

describe('formatUsSize', () => {
  it('writes sizes as people do', () => {
    expect(formatUsSize(12)).toBe('12');
    expect(formatUsSize(14.5)).toBe('14.5');
    expect(formatUsRange({ min: 0, max: 30 })).toBe('0-30');
    expect(formatUsRange({ min: 12, max: 12 })).toBe('12');
  });
});
