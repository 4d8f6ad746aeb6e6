import { describe, expect, it } from '@jest/globals';
import { describeTimeZone, groupSlotsByDay } from './slot-days';

describe('the booking page slots', () => {
  it('groups slots by the boutique day, in order', () => {
    const slots = [
      { startsAt: '2027-03-16T14:00:00.000Z', date: '2027-03-16', remaining: 1 },
      { startsAt: '2027-03-16T15:30:00.000Z', date: '2027-03-16', remaining: 2 },
      { startsAt: '2027-03-18T14:00:00.000Z', date: '2027-03-18', remaining: 1 },
    ];
    expect(groupSlotsByDay(slots).map((day) => [day.date, day.slots.length])).toEqual([
      ['2027-03-16', 2],
      ['2027-03-18', 1],
    ]);
    expect(groupSlotsByDay([])).toEqual([]);
  });

  it('names the zone in words, or by its IANA name', () => {
    expect(describeTimeZone('America/New_York')).toBe('Eastern Time');
    expect(describeTimeZone('Not/AZone')).toBe('Not/AZone');
  });
});
