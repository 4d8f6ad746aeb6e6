import { describe, expect, it } from '@jest/globals';
import { addDays, datesOfView, formatDate, mondayOf, rangeOfDates, stepView } from './schedule-range';

describe('schedule range', () => {
  it('steps days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('finds the Monday of a week', () => {
    expect(mondayOf('2027-03-10')).toBe('2027-03-08');
    expect(mondayOf('2027-03-14')).toBe('2027-03-08');
    expect(mondayOf('2027-03-08')).toBe('2027-03-08');
  });

  it('lists the dates of a day and of a week, and pages through them', () => {
    expect(datesOfView('day', '2027-03-10')).toEqual(['2027-03-10']);
    expect(datesOfView('week', '2027-03-10')).toHaveLength(7);
    expect(datesOfView('week', '2027-03-10')[6]).toBe('2027-03-14');
    expect(stepView('week', '2027-03-10', -1)).toBe('2027-03-03');
    expect(stepView('day', '2027-03-10', 1)).toBe('2027-03-11');
  });

  it('asks for a day more on each side, so any zone fits', () => {
    expect(rangeOfDates(['2027-03-10'])).toEqual({
      from: '2027-03-09T00:00:00.000Z',
      to: '2027-03-12T00:00:00.000Z',
    });
  });

  it('writes a calendar date without shifting it', () => {
    expect(formatDate('2027-03-10')).toBe('Wed, Mar 10');
  });
});
