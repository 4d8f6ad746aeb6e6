import { describe, expect, it } from '@jest/globals';
import { billedConsultants, feeLine, monthlyFee, seatLimit } from './pricing';

describe('the Standard plan fee', () => {
  it('bills at least 4 consultants at $49', () => {
    expect(monthlyFee(1)).toBe(196);
    expect(monthlyFee(4)).toBe(196);
    expect(monthlyFee(6)).toBe(294);
    expect(billedConsultants(2)).toBe(4);
  });

  it('words the fee line as the settings page shows it', () => {
    expect(feeLine(2)).toBe('2 consultants (4 minimum) × $49/month');
    expect(feeLine(6)).toBe('6 consultants × $49/month');
    expect(feeLine(4)).toBe('4 consultants × $49/month');
  });
});

describe('the seat limit', () => {
  it('gives a boutique every seat it is billed for: what it picked, at least the 4-seat minimum', () => {
    expect([1, 2, 3, 4].map(seatLimit)).toEqual([4, 4, 4, 4]);
    expect(seatLimit(6)).toBe(6);
    expect(seatLimit(20)).toBe(20);
    // The seats usable and the seats billed never part: a full boutique pays for what it uses.
    for (const picked of [1, 3, 4, 5, 20]) expect(billedConsultants(seatLimit(picked))).toBe(seatLimit(picked));
  });
});
