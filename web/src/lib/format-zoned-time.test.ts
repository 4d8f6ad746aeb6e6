import { describe, expect, it } from '@jest/globals';
import { formatZonedDate, formatZonedDateAndTime, formatZonedTime, shortZoneName } from './format-zoned-time';

// Whatever the machine's zone (the tests' runner, a consultant's laptop), these read the boutique's.
describe("times in the boutique's zone", () => {
  it('writes a notification time and a submitted day on the boutique clock, far from the machine', () => {
    // 03:30 UTC is the evening before in Honolulu and midday in Tokyo.
    expect(formatZonedDateAndTime('2026-03-04T03:30:00.000Z', 'Pacific/Honolulu')).toBe('Mar 3, 2026, 5:30 PM');
    expect(formatZonedDateAndTime('2026-03-04T03:30:00.000Z', 'Asia/Tokyo')).toBe('Mar 4, 2026, 12:30 PM');
    expect(formatZonedDate('2026-03-04T03:30:00.000Z', 'Pacific/Honolulu')).toBe('Mar 3, 2026');
    expect(formatZonedDate(null, 'UTC')).toBeNull();
    expect(formatZonedDateAndTime('soon', 'UTC')).toBeNull();
  });

  it('follows the boutique across its DST change (London, last Sunday of March 2026)', () => {
    expect(formatZonedTime('2026-03-28T09:00:00.000Z', 'Europe/London')).toBe('9:00 AM');
    expect(formatZonedTime('2026-03-29T09:00:00.000Z', 'Europe/London')).toBe('10:00 AM');
    expect(shortZoneName('Europe/London', '2026-03-28T09:00:00.000Z')).toBe('GMT');
    expect(shortZoneName('Europe/London', '2026-03-29T09:00:00.000Z')).toBe('GMT+1');
    expect(shortZoneName('America/New_York', '2026-07-01T12:00:00.000Z')).toBe('EDT');
  });
});
