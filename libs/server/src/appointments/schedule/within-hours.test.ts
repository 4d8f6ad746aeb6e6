import { describe, expect, it } from '@jest/globals';
import type { BoutiqueSchedule } from './boutique-schedule';
import { computeFreeSlots } from './free-slots';
import { isWithinHours } from './within-hours';

const hours = Array.from({ length: 7 }, () => [
  { from: '10:00', to: '12:00' },
  { from: '13:00', to: '18:00' },
]);
hours[0] = [];
const schedule: BoutiqueSchedule = {
  timeZone: 'Europe/London',
  openingHours: hours,
  appointmentMinutes: 60,
  capacity: 2,
  closedDates: ['2027-12-25'],
};

describe('isWithinHours', () => {
  it('accepts an appointment inside one range of its local day', () => {
    expect(isWithinHours(schedule, new Date('2027-06-01T09:00:00Z'), 60)).toBe(true); // 10:00 BST
    expect(isWithinHours(schedule, new Date('2027-06-01T16:00:00Z'), 60)).toBe(true); // 17:00-18:00
  });

  it('refuses one that starts before, runs past, or spans two ranges', () => {
    expect(isWithinHours(schedule, new Date('2027-06-01T08:30:00Z'), 60)).toBe(false);
    expect(isWithinHours(schedule, new Date('2027-06-01T16:30:00Z'), 60)).toBe(false);
    expect(isWithinHours(schedule, new Date('2027-06-01T10:30:00Z'), 120)).toBe(false);
  });

  it('refuses a closed weekday and a closed date', () => {
    expect(isWithinHours(schedule, new Date('2027-06-07T09:00:00Z'), 60)).toBe(false); // Monday
    expect(isWithinHours(schedule, new Date('2027-12-25T10:00:00Z'), 60)).toBe(false);
  });

  it('uses the local time on both sides of a DST change', () => {
    expect(isWithinHours(schedule, new Date('2027-03-27T10:00:00Z'), 60)).toBe(true); // 10:00 GMT
    expect(isWithinHours(schedule, new Date('2027-03-30T09:00:00Z'), 60)).toBe(true); // 10:00 BST (Tuesday)
    expect(isWithinHours(schedule, new Date('2027-03-30T08:00:00Z'), 60)).toBe(false); // 09:00 BST
  });

  it.each([
    ['America/New_York', '2027-03-13T12:00:00Z'],
    ['America/New_York', '2027-11-06T12:00:00Z'],
    ['Europe/London', '2027-03-27T12:00:00Z'],
    ['Europe/London', '2027-10-30T12:00:00Z'],
  ])('accepts every free slot %s offers around %s, DST change included', (timeZone, from) => {
    const nightAndDay: BoutiqueSchedule = {
      ...schedule,
      timeZone,
      openingHours: Array.from({ length: 7 }, () => [
        { from: '00:00', to: '04:00' },
        { from: '10:00', to: '18:00' },
      ]),
      appointmentMinutes: 30,
      closedDates: [],
    };
    const slots = computeFreeSlots({
      schedule: nightAndDay,
      booked: [],
      from: new Date(from),
      days: 3,
      now: new Date(0),
    });
    expect(slots.length).toBeGreaterThan(3 * 20);
    for (const slot of slots) expect(isWithinHours(nightAndDay, new Date(slot.startsAt), 30)).toBe(true);
  });
});
