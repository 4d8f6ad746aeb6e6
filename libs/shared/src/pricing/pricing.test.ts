import { describe, expect, it } from '@jest/globals';
import { billedConsultants, feeLine, monthlyFee } from './pricing';

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
