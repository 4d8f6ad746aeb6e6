import { describe, expect, it } from '@jest/globals';
import { outsideQuietHours } from './quiet-hours';
import { appointmentTextTimes } from './record-appointment-texts';

const quiet = { start: '21:00', end: '09:00' };
const iso = (date: Date | undefined) => date?.toISOString();

describe('quiet hours in the boutique zone', () => {
  it('lets a text due in the day go at once', () => {
    // 14:00 in New York (EDT).
    const due = new Date('2027-06-02T18:00:00Z');
    expect(iso(outsideQuietHours(due, quiet, 'America/New_York'))).toBe(due.toISOString());
  });

  it('holds a text due late in the evening until 09:00 the next morning', () => {
    // 22:30 EDT on 2 June: waits until 09:00 EDT on 3 June.
    expect(iso(outsideQuietHours(new Date('2027-06-03T02:30:00Z'), quiet, 'America/New_York'))).toBe(
      '2027-06-03T13:00:00.000Z',
    );
  });

  it('holds a text due before dawn until 09:00 the same day', () => {
    // 06:00 BST in London on 2 June: 09:00 BST.
    expect(iso(outsideQuietHours(new Date('2027-06-02T05:00:00Z'), quiet, 'Europe/London'))).toBe(
      '2027-06-02T08:00:00.000Z',
    );
  });

  it('ends quiet hours at 09:00 on the wall clock across the spring DST change (New York)', () => {
    // Saturday 13 March 2027 22:00 EST; the clocks go forward that night; 09:00 on Sunday is EDT (13:00 UTC).
    expect(iso(outsideQuietHours(new Date('2027-03-14T03:00:00Z'), quiet, 'America/New_York'))).toBe(
      '2027-03-14T13:00:00.000Z',
    );
  });

  it('ends quiet hours at 09:00 on the wall clock across the autumn DST change (London)', () => {
    // Saturday 30 October 2027 23:00 BST; the clocks go back that night; 09:00 on Sunday is GMT (09:00 UTC).
    expect(iso(outsideQuietHours(new Date('2027-10-30T22:00:00Z'), quiet, 'Europe/London'))).toBe(
      '2027-10-31T09:00:00.000Z',
    );
  });

  it('never holds a text past the appointment it is about', () => {
    // Due 22:00 EDT, her appointment at 08:30 the next morning, before quiet hours end: no text.
    const due = new Date('2027-06-03T02:00:00Z');
    expect(outsideQuietHours(due, quiet, 'America/New_York', new Date('2027-06-03T12:30:00Z'))).toBeUndefined();
  });

  it('takes quiet hours within one day, and none when start equals end', () => {
    const lunch = { start: '12:00', end: '13:30' };
    expect(iso(outsideQuietHours(new Date('2027-06-02T16:15:00Z'), lunch, 'America/New_York'))).toBe(
      '2027-06-02T17:30:00.000Z',
    );
    const due = new Date('2027-06-03T02:30:00Z');
    expect(iso(outsideQuietHours(due, { start: '09:00', end: '09:00' }, 'America/New_York'))).toBe(iso(due));
  });
});

describe('when her texts are due', () => {
  const base = { reminderHours: [48, 24], quiet, timeZone: 'America/New_York' };

  it('confirms now and reminds 48 h and 24 h before', () => {
    const now = new Date('2027-06-01T16:00:00Z');
    // Friday 4 June 14:00 EDT.
    const startsAt = new Date('2027-06-04T18:00:00Z');
    expect(
      appointmentTextTimes({ ...base, change: 'booked', startsAt, now }).map((t) => [t.kind, iso(t.dueAt)]),
    ).toEqual([
      ['booked', now.toISOString()],
      ['reminder', '2027-06-02T18:00:00.000Z'],
      ['reminder', '2027-06-03T18:00:00.000Z'],
    ]);
  });

  it('counts reminders in elapsed hours across the spring DST change, then keeps quiet hours on the wall clock', () => {
    const now = new Date('2027-03-10T15:00:00Z');
    // Monday 15 March 10:00 EDT (14:00 UTC); 24 h before is Sunday 14 March 10:00 EDT, 48 h before
    // is Saturday 13 March 09:00 EST (14:00 UTC), the clocks having moved in between.
    const startsAt = new Date('2027-03-15T14:00:00Z');
    expect(appointmentTextTimes({ ...base, change: 'moved', startsAt, now }).map((t) => iso(t.dueAt))).toEqual([
      '2027-03-13T14:00:00.000Z',
      '2027-03-14T14:00:00.000Z',
    ]);
    // An 08:00 appointment: 48 h and 24 h before fall in the night, each waits for 09:00 (EST, then EDT).
    const early = new Date('2027-03-15T12:00:00Z');
    expect(appointmentTextTimes({ ...base, change: 'moved', startsAt: early, now }).map((t) => iso(t.dueAt))).toEqual([
      '2027-03-13T14:00:00.000Z',
      '2027-03-14T13:00:00.000Z',
    ]);
  });

  it('drops reminders already past and sends nothing for a cancellation', () => {
    const now = new Date('2027-06-03T12:00:00Z');
    const startsAt = new Date('2027-06-04T18:00:00Z');
    expect(appointmentTextTimes({ ...base, change: 'moved', startsAt, now }).map((t) => iso(t.dueAt))).toEqual([
      '2027-06-03T18:00:00.000Z',
    ]);
    expect(appointmentTextTimes({ ...base, change: 'cancelled', startsAt, now })).toEqual([]);
  });
});
