import { describe, expect, it } from '@jest/globals';
import { sizeFitOf } from './dress-fit';

const dress = (
  sizes: Partial<{ sizes: string[]; sampleSizes: string[]; orderRange: { min: number; max: number } | null }>,
) => ({
  sizes: [],
  ...sizes,
});

describe('sizeFitOf', () => {
  it('says a dress in stock in her size is in stock', () => {
    expect(sizeFitOf(dress({ sizes: ['10', '12', 'UK 18'] }), [12])).toEqual({
      fits: true,
      how: 'in_stock',
      reason: 'in stock in 12',
    });
    expect(sizeFitOf(dress({ sizes: ['UK 18'] }), [14, 16]).reason).toBe('in stock in 14');
    expect(sizeFitOf(dress({ sizes: ['2X'] }), [20]).how).toBe('in_stock');
  });

  it('says a sample she can try on, and the range it orders in', () => {
    expect(sizeFitOf(dress({ sampleSizes: ['12'], orderRange: { min: 0, max: 30 } }), [12])).toEqual({
      fits: true,
      how: 'sample',
      reason: 'sample in 12, orders 0-30',
    });
    expect(sizeFitOf(dress({ sampleSizes: ['12'] }), [12]).reason).toBe('sample in 12');
  });

  it('says a dress orderable in her size orders in that range', () => {
    expect(sizeFitOf(dress({ sizes: ['8'], orderRange: { min: 0, max: 30 } }), [20])).toEqual({
      fits: true,
      how: 'orderable',
      reason: 'orders 0-30',
    });
    expect(sizeFitOf(dress({ sampleSizes: ['10'], orderRange: { min: 2, max: 28 } }), [20]).reason).toBe(
      'orders 2-28 (sample in 10)',
    );
  });

  it('does not fit a dress that is neither stocked, sampled nor orderable in her size', () => {
    const fit = sizeFitOf(dress({ sizes: ['4', '6'], sampleSizes: ['8'], orderRange: { min: 0, max: 16 } }), [20]);
    expect(fit.fits).toBe(false);
    expect(fit.reason).toBe('not in her size (20): in stock in 4, 6, sample in 8, orders 0-16');
    expect(sizeFitOf(dress({ sizes: ['10', '12'] }), [20])).toMatchObject({ fits: false, how: 'in_stock' });
  });

  it('excludes nothing when the sheet gives no size information, and says so', () => {
    expect(sizeFitOf(dress({}), [12])).toEqual({
      fits: true,
      how: 'unknown',
      reason: 'sizes not listed on the sheet: check with the designer',
    });
    const unreadable = sizeFitOf(dress({ sizes: ['call for sizes', '95'] }), [12]);
    expect(unreadable).toMatchObject({ fits: true, how: 'unknown' });
    expect(unreadable.reason).toMatch(/not readable.*call for sizes, 95/);
  });

  it('excludes nothing when her size is not known, and says to ask her', () => {
    const fit = sizeFitOf(dress({ sizes: ['10'], orderRange: { min: 0, max: 30 } }), []);
    expect(fit).toMatchObject({ fits: true, how: 'unknown' });
    expect(fit.reason).toBe('her size is not known: ask her (in stock in 10, orders 0-30)');
  });

  it('matches half sizes within an order range, not a stocked size', () => {
    expect(sizeFitOf(dress({ sizes: ['14'], orderRange: { min: 0, max: 30 } }), [14.5]).how).toBe('orderable');
  });
});
