import { describe, expect, it } from '@jest/globals';
import { formatCalendarDay, formatInstantDay, formatLongDate } from './format-date';

describe('the dates the web app shows', () => {
  it('shows a wedding date as the same calendar day, and nothing for a missing or bad one', () => {
    expect(formatCalendarDay('2027-05-22')).toBe('May 22, 2027');
    expect(formatCalendarDay('2027-05-22T00:00:00.000Z')).toBe('May 22, 2027');
    expect(formatCalendarDay(null)).toBeNull();
    expect(formatCalendarDay('soon')).toBeNull();
    expect(formatInstantDay('not a date')).toBeNull();
  });

  it('writes the wedding day in full, the same day in every time zone', () => {
    expect(formatLongDate('2026-06-20')).toBe('Saturday, June 20, 2026');
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate('June')).toBe('');
  });
});
