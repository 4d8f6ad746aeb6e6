import type { BoutiqueSchedule } from './boutique-schedule';
import { localDayOf, rangeBounds, rangesOfDay, zoneOf } from './local-time';

/**
 * Whether an appointment from startsAt lasting durationMinutes lies inside one opening range of
 * its local day, that day not being a closed date.
 */
export function isWithinHours(schedule: BoutiqueSchedule, startsAt: Date, durationMinutes: number): boolean {
  const start = startsAt.getTime();
  if (Number.isNaN(start)) return false;
  const end = start + durationMinutes * 60_000;
  const day = localDayOf(zoneOf(schedule.timeZone), start);
  return rangesOfDay(schedule, day).some((range) => {
    const bounds = rangeBounds(day, range);
    return start >= bounds.start && end <= bounds.end;
  });
}
