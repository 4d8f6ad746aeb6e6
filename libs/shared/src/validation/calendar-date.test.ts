import { describe, expect, it } from '@jest/globals';
import { isCalendarDate } from './calendar-date';

describe('isCalendarDate', () => {
  it('takes a real day written YYYY-MM-DD', () => {
    expect(isCalendarDate('2027-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });

  it('refuses a day the calendar does not have, or another way of writing one', () => {
    for (const value of ['2027-02-30', '2027-13-01', '2027-00-10', '2027-2-3', '27-02-03', '2027-02-03T00:00', ''])
      expect(isCalendarDate(value)).toBe(false);
  });
});
