import { describe, expect, it } from '@jest/globals';
import { describePeriod, presetPeriod } from './report-period';

describe('the report periods', () => {
  it('counts each preset back from the boutique day, both ends included', () => {
    expect(presetPeriod('last-4-weeks', '2025-03-30')).toEqual({ from: '2025-03-03', to: '2025-03-30' });
    expect(presetPeriod('last-3-months', '2025-05-31')).toEqual({ from: '2025-03-01', to: '2025-05-31' });
    expect(presetPeriod('last-12-months', '2024-02-29')).toEqual({ from: '2023-03-01', to: '2024-02-29' });
  });

  it('writes a period as days', () => {
    expect(describePeriod('2025-03-03', '2025-03-30')).toBe('Mar 3, 2025 – Mar 30, 2025');
  });
});
