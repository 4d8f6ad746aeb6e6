import { describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import { dashboardEtag } from './dashboard-etag';

const etagAt = (now: Date) =>
  dashboardEtag({ boutiqueId: 1000, userId: 'u', role: 'consultant', version: '7', publicUrl: 'http://x', now });

describe('dashboardEtag', () => {
  it('turns at every local midnight, so Today rolls over without a write, whatever the zone', () => {
    const zones = ['America/New_York', 'Europe/London', 'Asia/Kolkata', 'Asia/Kathmandu', 'Pacific/Chatham'];
    for (const zone of zones) {
      // A DST change night too (New York and London change in March).
      for (const day of ['2027-03-14', '2027-03-28', '2027-06-01']) {
        const midnight = DateTime.fromISO(`${day}T00:00`, { zone }).toJSDate();
        const before = new Date(midnight.getTime() - 1);
        expect([zone, day, etagAt(before) === etagAt(midnight)]).toEqual([zone, day, false]);
      }
    }
  });

  it('stays the same within a window', () => {
    const start = new Date('2027-06-01T10:00:00Z');
    expect(etagAt(new Date(start.getTime() + 14 * 60_000))).toBe(etagAt(start));
  });
});
