import { describe, expect, it } from '@jest/globals';
import { localDateOf, localDayBounds } from './read-staff-day';
import { mayStartAt } from './start-appointment';
import { mayActOn } from './staff-access';

describe('localDateOf', () => {
  it("counts the day in the boutique's zone, not UTC's", () => {
    const instant = new Date('2027-03-10T03:30:00Z');
    expect(localDateOf(instant, 'UTC')).toBe('2027-03-10');
    expect(localDateOf(instant, 'America/New_York')).toBe('2027-03-09');
    expect(localDateOf(instant, 'Asia/Tokyo')).toBe('2027-03-10');
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(localDateOf(new Date('2027-03-10T03:30:00Z'), 'Mars/Olympus')).toBe('2027-03-10');
  });
});

describe('localDayBounds', () => {
  it('spans 24 hours on an ordinary day', () => {
    const { from, to } = localDayBounds('2027-06-01', 'Europe/Paris');
    expect(from.toISOString()).toBe('2027-05-31T22:00:00.000Z');
    expect(to.getTime() - from.getTime()).toBe(24 * 3_600_000);
  });

  it('spans 23 hours on the spring DST change and 25 on the autumn one', () => {
    const spring = localDayBounds('2027-03-14', 'America/New_York');
    expect(spring.to.getTime() - spring.from.getTime()).toBe(23 * 3_600_000);
    const autumn = localDayBounds('2027-11-07', 'America/New_York');
    expect(autumn.to.getTime() - autumn.from.getTime()).toBe(25 * 3_600_000);
  });
});

describe('mayStartAt', () => {
  const startsAt = new Date('2027-03-10T15:00:00Z');
  it('opens 30 minutes before the start and stays open after', () => {
    expect(mayStartAt(startsAt, new Date('2027-03-10T14:29:59Z'))).toBe(false);
    expect(mayStartAt(startsAt, new Date('2027-03-10T14:30:00Z'))).toBe(true);
    expect(mayStartAt(startsAt, new Date('2027-03-10T18:00:00Z'))).toBe(true);
  });
});

describe('mayActOn', () => {
  it('lets admins act on all, a consultant on hers and unassigned ones', () => {
    expect(mayActOn({ userId: 'a', isAdmin: true }, 'b')).toBe(true);
    expect(mayActOn({ userId: 'a', isAdmin: false }, 'a')).toBe(true);
    expect(mayActOn({ userId: 'a', isAdmin: false }, null)).toBe(true);
    expect(mayActOn({ userId: 'a', isAdmin: false }, 'b')).toBe(false);
  });
});
