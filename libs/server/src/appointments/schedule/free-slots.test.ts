import { describe, expect, it } from '@jest/globals';
import type { BoutiqueSchedule } from './boutique-schedule';
import { computeFreeSlots, unofferedStart } from './free-slots';

const everyDay = (ranges: { from: string; to: string }[]) => Array.from({ length: 7 }, () => ranges);

const schedule = (overrides: Partial<BoutiqueSchedule> = {}): BoutiqueSchedule => ({
  timeZone: 'America/New_York',
  openingHours: everyDay([{ from: '10:00', to: '13:00' }]),
  appointmentMinutes: 60,
  capacity: 2,
  closedDates: [],
  ...overrides,
});

const longAgo = new Date('2020-01-01T00:00:00Z');

describe('computeFreeSlots', () => {
  it('steps through each opening range by the appointment length, each slot ending within it', () => {
    const slots = computeFreeSlots({
      schedule: schedule({
        openingHours: everyDay([
          { from: '14:00', to: '17:00' },
          { from: '09:30', to: '12:00' },
        ]),
        appointmentMinutes: 90,
      }),
      booked: [],
      from: new Date('2027-06-01T12:00:00Z'),
      days: 1,
      now: longAgo,
    });
    // 09:30 and 11:00 would end 12:30 > 12:00; 14:00 and 15:30 (ends 17:00). EDT is UTC-4.
    expect(slots).toEqual([
      { startsAt: '2027-06-01T13:30:00.000Z', date: '2027-06-01', remaining: 2 },
      { startsAt: '2027-06-01T18:00:00.000Z', date: '2027-06-01', remaining: 2 },
      { startsAt: '2027-06-01T19:30:00.000Z', date: '2027-06-01', remaining: 2 },
    ]);
  });

  it('counts the local days from the boutique-local day of `from`', () => {
    // 02:00 UTC on 2 June is still 1 June in New York.
    const slots = computeFreeSlots({
      schedule: schedule(),
      booked: [],
      from: new Date('2027-06-02T02:00:00Z'),
      days: 2,
      now: longAgo,
    });
    expect([...new Set(slots.map((s) => s.date))]).toEqual(['2027-06-01', '2027-06-02']);
    expect(slots).toHaveLength(6);
  });

  it('leaves out closed days of the week and closed dates', () => {
    const hours = everyDay([{ from: '10:00', to: '11:00' }]);
    hours[0] = []; // Mondays closed
    const slots = computeFreeSlots({
      schedule: schedule({ openingHours: hours, closedDates: ['2027-06-09'] }),
      booked: [],
      from: new Date('2027-06-07T12:00:00Z'), // Monday
      days: 7,
      now: longAgo,
    });
    expect(slots.map((s) => s.date)).toEqual(['2027-06-08', '2027-06-10', '2027-06-11', '2027-06-12', '2027-06-13']);
  });

  it('leaves out slots that have begun or passed when now is in the middle of a day', () => {
    const slots = computeFreeSlots({
      schedule: schedule(),
      booked: [],
      from: new Date('2027-06-01T12:00:00Z'),
      days: 1,
      now: new Date('2027-06-01T15:00:00Z'), // 11:00 local: the 11:00 slot has started
    });
    expect(slots.map((s) => s.startsAt)).toEqual(['2027-06-01T16:00:00.000Z']);
  });

  it('counts booked appointments overlapping a slot against the capacity', () => {
    const at = (iso: string, durationMinutes = 60) => ({ startsAt: new Date(iso), durationMinutes });
    const slots = computeFreeSlots({
      schedule: schedule(),
      booked: [
        at('2027-06-01T14:00:00Z'), // 10:00, one of two places
        at('2027-06-01T15:00:00Z'), // 11:00, twice: full
        at('2027-06-01T15:00:00Z'),
        at('2027-06-01T16:30:00Z', 30), // 12:30, overlaps the 12:00 slot
        at('2027-06-01T13:00:00Z', 60), // 09:00-10:00 touches, does not overlap 10:00
      ],
      from: new Date('2027-06-01T12:00:00Z'),
      days: 1,
      now: longAgo,
    });
    expect(slots).toEqual([
      { startsAt: '2027-06-01T14:00:00.000Z', date: '2027-06-01', remaining: 1 },
      { startsAt: '2027-06-01T16:00:00.000Z', date: '2027-06-01', remaining: 1 },
    ]);
  });

  it('keeps a long booking from the previous range counted', () => {
    const slots = computeFreeSlots({
      schedule: schedule({ capacity: 1 }),
      booked: [{ startsAt: new Date('2027-06-01T13:00:00Z'), durationMinutes: 180 }], // 09:00-12:00
      from: new Date('2027-06-01T12:00:00Z'),
      days: 1,
      now: longAgo,
    });
    expect(slots.map((s) => s.startsAt)).toEqual(['2027-06-01T16:00:00.000Z']);
  });

  describe('across DST changes, a 10:00 slot stays 10:00 local', () => {
    const cases = [
      {
        zone: 'America/New_York',
        day: '2027-03-14',
        before: '2027-03-13T15:00:00.000Z',
        after: '2027-03-15T14:00:00.000Z',
      },
      {
        zone: 'America/New_York',
        day: '2027-11-07',
        before: '2027-11-06T14:00:00.000Z',
        after: '2027-11-08T15:00:00.000Z',
      },
      {
        zone: 'Europe/London',
        day: '2027-03-28',
        before: '2027-03-27T10:00:00.000Z',
        after: '2027-03-29T09:00:00.000Z',
      },
      {
        zone: 'Europe/London',
        day: '2027-10-31',
        before: '2027-10-30T09:00:00.000Z',
        after: '2027-11-01T10:00:00.000Z',
      },
    ];
    it.each(cases)('$zone around $day', ({ zone, day, before, after }) => {
      const from = new Date(`${day}T12:00:00Z`);
      const slots = computeFreeSlots({
        schedule: schedule({ timeZone: zone, openingHours: everyDay([{ from: '10:00', to: '11:00' }]) }),
        booked: [],
        from: new Date(from.getTime() - 24 * 3_600_000),
        days: 3,
        now: longAgo,
      });
      expect(slots).toHaveLength(3);
      expect(slots[0]!.startsAt).toBe(before);
      expect(slots[2]!.startsAt).toBe(after);
      expect(slots[1]!.date).toBe(day);
    });
  });

  it('skips a local time the clock skips (spring forward) in America/New_York', () => {
    const slots = computeFreeSlots({
      schedule: schedule({ openingHours: everyDay([{ from: '01:00', to: '04:00' }]), capacity: 1 }),
      booked: [],
      from: new Date('2027-03-14T12:00:00Z'),
      days: 1,
      now: longAgo,
    });
    // 01:00 EST, no 02:00, 03:00 EDT.
    expect(slots.map((s) => s.startsAt)).toEqual(['2027-03-14T06:00:00.000Z', '2027-03-14T07:00:00.000Z']);
  });

  it('offers an ambiguous local time once (fall back) in America/New_York', () => {
    const slots = computeFreeSlots({
      schedule: schedule({ openingHours: everyDay([{ from: '00:00', to: '03:00' }]) }),
      booked: [],
      from: new Date('2027-11-07T12:00:00Z'),
      days: 1,
      now: longAgo,
    });
    expect(slots.map((s) => s.startsAt)).toEqual([
      '2027-11-07T04:00:00.000Z', // 00:00 EDT
      '2027-11-07T05:00:00.000Z', // 01:00, once: its first occurrence (EDT)
      '2027-11-07T07:00:00.000Z', // 02:00 EST
    ]);
  });

  it('skips the missing hour and keeps the ambiguous one once in Europe/London', () => {
    const spring = computeFreeSlots({
      schedule: schedule({
        timeZone: 'Europe/London',
        openingHours: everyDay([{ from: '00:30', to: '02:30' }]),
        appointmentMinutes: 30,
      }),
      booked: [],
      from: new Date('2027-03-28T12:00:00Z'),
      days: 1,
      now: longAgo,
    });
    // 00:30 GMT; 01:00 and 01:30 do not exist; 02:00 BST (= 01:00 UTC).
    expect(spring.map((s) => s.startsAt)).toEqual(['2027-03-28T00:30:00.000Z', '2027-03-28T01:00:00.000Z']);
    const autumn = computeFreeSlots({
      schedule: schedule({ timeZone: 'Europe/London', openingHours: everyDay([{ from: '01:00', to: '02:00' }]) }),
      booked: [],
      from: new Date('2027-10-31T12:00:00Z'),
      days: 1,
      now: longAgo,
    });
    expect(autumn.map((s) => s.startsAt)).toEqual(['2027-10-31T00:00:00.000Z']); // 01:00 BST, once
  });

  it('answers no slots for zero days', () => {
    expect(computeFreeSlots({ schedule: schedule(), booked: [], from: longAgo, days: 0, now: longAgo })).toEqual([]);
  });
});

describe('unofferedStart', () => {
  // Sunday 14 March 2027: New York springs forward at 02:00 (EST UTC-5 before, EDT UTC-4 after).
  const springForward = schedule({ openingHours: everyDay([{ from: '00:00', to: '12:00' }]) });
  const now = new Date('2027-03-13T12:00:00Z');

  it('takes a slot start of its day, the same wall times on both sides of a clock change', () => {
    for (const startsAt of ['2027-03-14T06:00:00Z', '2027-03-14T07:00:00Z', '2027-03-14T14:00:00Z']) {
      expect([startsAt, unofferedStart(springForward, new Date(startsAt), now)]).toEqual([startsAt, null]);
    }
  });

  it('refuses a time off the grid, outside the hours or on a closed date as off the grid', () => {
    const closed = schedule({ closedDates: ['2027-03-15'] });
    expect(unofferedStart(springForward, new Date('2027-03-14T14:07:00Z'), now)).toBe('grid');
    // 13:00 EDT is past the range's end; 10:30 is between two steps.
    expect(unofferedStart(springForward, new Date('2027-03-14T17:00:00Z'), now)).toBe('grid');
    expect(unofferedStart(springForward, new Date('2027-03-14T14:30:00Z'), now)).toBe('grid');
    expect(unofferedStart(closed, new Date('2027-03-15T14:00:00Z'), now)).toBe('grid');
  });

  it('refuses a time past the last local day of the window, wherever the day starts in UTC', () => {
    const window = 3; // 13, 14 and 15 March in New York
    expect(unofferedStart(springForward, new Date('2027-03-15T14:00:00Z'), now, window)).toBeNull();
    expect(unofferedStart(springForward, new Date('2027-03-16T14:00:00Z'), now, window)).toBe('window');
    // 01:00 UTC on 16 March is still 15 March in New York, but at 21:00, after hours.
    expect(unofferedStart(springForward, new Date('2027-03-16T01:00:00Z'), now, window)).toBe('grid');
    expect(unofferedStart(springForward, new Date('9999-12-31T14:00:00Z'), now)).toBe('window');
  });
});
