import { describe, expect, it } from '@jest/globals';
import { boutiqueDate, boutiqueInstant, weekdayOf, zoneAtMidday } from './boutique-day';

// 00:30 UTC on Sunday 29 November 2026: still Saturday evening in New York, Sunday in Tokyo.
const afterMidnightUtc = new Date('2026-11-29T00:30:00Z');
// 23:30 UTC on Saturday 28 November 2026: Saturday evening in New York, already Sunday in Tokyo.
const beforeMidnightUtc = new Date('2026-11-28T23:30:00Z');

describe('boutiqueDate', () => {
  it("counts the boutique's days, not UTC's, on both sides of midnight UTC", () => {
    expect(boutiqueDate('America/New_York', 0, afterMidnightUtc)).toBe('2026-11-28');
    expect(boutiqueDate('America/New_York', -1, afterMidnightUtc)).toBe('2026-11-27');
    expect(boutiqueDate('Asia/Tokyo', 0, afterMidnightUtc)).toBe('2026-11-29');
    expect(boutiqueDate('America/New_York', 0, beforeMidnightUtc)).toBe('2026-11-28');
    expect(boutiqueDate('Asia/Tokyo', 0, beforeMidnightUtc)).toBe('2026-11-29');
    expect(boutiqueDate('Asia/Tokyo', 3, beforeMidnightUtc)).toBe('2026-12-02');
  });

  it('moves by calendar days across a change of the clocks', () => {
    // 23:30 EST on Saturday 13 March 2027; the clocks go forward that night.
    const saturdayNight = new Date('2027-03-14T04:30:00Z');
    expect(boutiqueDate('America/New_York', 0, saturdayNight)).toBe('2027-03-13');
    expect(boutiqueDate('America/New_York', 1, saturdayNight)).toBe('2027-03-14');
    expect(boutiqueDate('America/New_York', 2, saturdayNight)).toBe('2027-03-15');
    expect(weekdayOf('2027-03-14')).toBe(7);
  });
});

describe('boutiqueInstant', () => {
  it("is the wall time in the boutique's zone, whatever its offset that day", () => {
    expect(boutiqueInstant('America/New_York', '2027-03-13', '10:00').toISOString()).toBe('2027-03-13T15:00:00.000Z');
    expect(boutiqueInstant('America/New_York', '2027-03-14', '10:00').toISOString()).toBe('2027-03-14T14:00:00.000Z');
    expect(boutiqueInstant('UTC', '2027-03-14', '08:00').toISOString()).toBe('2027-03-14T08:00:00.000Z');
    expect(() => boutiqueInstant('UTC', '2027-02-30', '08:00')).toThrow('no instant');
  });
});

describe('zoneAtMidday', () => {
  it('is a zone where it is between noon and one, at any hour UTC', () => {
    for (const now of [afterMidnightUtc, beforeMidnightUtc, new Date('2026-11-28T12:05:00Z')]) {
      const zone = zoneAtMidday(now);
      const hour = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(now);
      expect([zone, hour]).toEqual([zone, '12']);
    }
  });
});
