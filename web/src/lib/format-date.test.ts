import { describe, expect, it } from '@jest/globals';
import {
  formatCalendarDay,
  formatInstantDay,
  formatInstantDayAndTime,
  formatLastLogin,
  formatLongDate,
} from './format-date';

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

  it('shows an instant with its time, as the review page always has', () => {
    const instant = '2026-06-20T15:04:00Z';
    const medium = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    expect(formatInstantDayAndTime(instant)).toBe(medium.format(new Date(instant)));
    expect(formatInstantDayAndTime('')).toBeNull();
  });

  it('shows the last login day, or Never', () => {
    expect(formatLastLogin('2026-03-03T15:00:00Z')).toBe('Mar 3, 2026');
    expect(formatLastLogin(null)).toBe('Never');
    expect(formatLastLogin('not a date')).toBe('Never');
  });
});
