import { describe, expect, it } from '@jest/globals';
import { addDays, baselinePeriod, currentGoalsSince, goalPeriod, spanOf } from './goal-periods';

const march = { startsOn: '2025-03-01', dueOn: '2025-03-31' };

describe("a goal's periods", () => {
  it('measures from the day it was set to today while it runs', () => {
    expect(goalPeriod(march, '2025-03-01')).toEqual({ from: '2025-03-01', to: '2025-03-01' });
    expect(goalPeriod(march, '2025-03-12')).toEqual({ from: '2025-03-01', to: '2025-03-12' });
  });

  it('stops at its date once that has passed', () => {
    expect(goalPeriod(march, '2025-03-31')).toEqual({ from: '2025-03-01', to: '2025-03-31' });
    expect(goalPeriod(march, '2025-05-02')).toEqual({ from: '2025-03-01', to: '2025-03-31' });
  });

  it('never ends before it starts', () => {
    expect(goalPeriod(march, '2025-02-27')).toEqual({ from: '2025-03-01', to: '2025-03-01' });
  });

  it('takes her baseline over as many days just before it, across a month and a leap day', () => {
    expect(baselinePeriod(march)).toEqual({ from: '2025-01-29', to: '2025-02-28' });
    expect(baselinePeriod({ startsOn: '2024-03-01', dueOn: '2024-03-01' })).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
    });
    // Across the clocks changing: days, not hours.
    expect(baselinePeriod({ startsOn: '2025-11-03', dueOn: '2025-11-09' })).toEqual({
      from: '2025-10-27',
      to: '2025-11-02',
    });
  });

  it('shows goals ended in the last two weeks, and spans periods', () => {
    expect(currentGoalsSince('2025-03-10')).toBe('2025-02-24');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(spanOf([])).toBeNull();
    expect(
      spanOf([
        { from: '2025-03-05', to: '2025-03-10' },
        { from: '2025-03-01', to: '2025-03-08' },
      ]),
    ).toEqual({ from: '2025-03-01', to: '2025-03-10' });
  });
});
