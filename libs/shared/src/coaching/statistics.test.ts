import { describe, expect, it } from '@jest/globals';
import { difference, intervalZ, minimumCount, statisticsNote, wilson } from './statistics';

const z2 = intervalZ * intervalZ;

describe('wilson', () => {
  it('has nothing to say of 0 out of 0: no value, no interval', () => {
    expect(wilson(0, 0)).toEqual({ part: 0, whole: 0, value: null, low: null, high: null });
  });

  it('puts 0 out of 10 at 0 %, with an upper bound of z² / (n + z²), never below zero', () => {
    const none = wilson(0, 10);
    expect(none.value).toBe(0);
    expect(none.low).toBeCloseTo(0, 10);
    expect(none.high).toBeCloseTo(z2 / (10 + z2), 10);
    expect(none.high).toBeCloseTo(0.213, 3);
  });

  it('puts 10 out of 10 at 100 %, with a lower bound of n / (n + z²), never above one', () => {
    const all = wilson(10, 10);
    expect(all.value).toBe(1);
    expect(all.low).toBeCloseTo(10 / (10 + z2), 10);
    expect(all.low).toBeCloseTo(0.787, 3);
    expect(all.high).toBeCloseTo(1, 10);
  });

  it('centres 5 out of 10 on 50 %, from 26.9 % to 73.1 % (90 %)', () => {
    const half = wilson(5, 10);
    expect(half.value).toBe(0.5);
    expect(half.low).toBeCloseTo(0.2693, 4);
    expect(half.high).toBeCloseTo(0.7307, 4);
    expect(half.low! + half.high!).toBeCloseTo(1, 10);
  });

  it('narrows as the counts grow', () => {
    const small = wilson(5, 10);
    const large = wilson(50, 100);
    expect(large.high! - large.low!).toBeLessThan(small.high! - small.low!);
  });
});

describe('difference', () => {
  it('says "higher" when both sides are large and clearly apart: 40 of 50 against 20 of 50', () => {
    const result = difference(40, 50, 20, 50);
    expect(result.value).toBeCloseTo(0.4, 10);
    expect(result.low).toBeCloseTo(0.2418, 4);
    expect(result.high).toBeCloseTo(0.5307, 4);
    expect(result.verdict).toBe('higher');
    expect(result.with).toMatchObject({ part: 40, whole: 50, value: 0.8 });
    expect(result.without).toMatchObject({ part: 20, whole: 50, value: 0.4 });
  });

  it('says "lower" the other way round', () => {
    const result = difference(20, 50, 40, 50);
    expect(result.value).toBeCloseTo(-0.4, 10);
    expect(result.high).toBeLessThan(0);
    expect(result.verdict).toBe('lower');
  });

  it(`says "too few" under ${minimumCount} on either side, however far apart`, () => {
    expect(difference(7, 7, 0, 7).verdict).toBe('too_few');
    expect(difference(50, 50, 0, minimumCount - 1).verdict).toBe('too_few');
    expect(difference(minimumCount, minimumCount, 0, minimumCount).verdict).toBe('higher');
  });

  it('says "too few" with no value when a side is empty', () => {
    expect(difference(5, 10, 0, 0)).toMatchObject({ value: null, low: null, high: null, verdict: 'too_few' });
  });

  it('says "no clear difference" when the interval spans zero: 10 of 20 against 9 of 20', () => {
    const result = difference(10, 20, 9, 20);
    expect(result.value).toBeCloseTo(0.05, 10);
    expect(result.low).toBeCloseTo(-0.1978, 4);
    expect(result.high).toBeCloseTo(0.2894, 4);
    expect(result.verdict).toBe('no_clear_difference');
  });
});

describe('statisticsNote', () => {
  it('states the interval and the minimum count the page goes by', () => {
    expect(statisticsNote).toContain('90 %');
    expect(statisticsNote).toContain(`fewer than ${minimumCount}`);
  });
});
