import { minutesOfTime, type OpeningRange } from '@bridal/shared/appointments/boutique-settings';
import { DateTime, IANAZone } from 'luxon';

/**
 * A boutique-local calendar day and the arithmetic of its wall times. The zone's offsets come from
 * luxon's IANAZone; a day asks for them twice (its start and end) and, only on a day the clock
 * changes, twice more per wall time. A free-slot list of 60 days stays a few milliseconds.
 */
export interface LocalDay {
  /** YYYY-MM-DD. */
  date: string;
  /** 1 = Monday ... 7 = Sunday. */
  weekday: number;
  /** The day's wall midnight written as if it were UTC (ms). */
  wallMidnight: number;
  zone: IANAZone;
  /** The zone's offset (minutes) before and after the day; equal on a day the clock does not change. */
  offsetBefore: number;
  offsetAfter: number;
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

export function zoneOf(timeZone: string): IANAZone {
  return IANAZone.create(timeZone);
}

function localDayAt(zone: IANAZone, wallMidnight: number): LocalDay {
  const noon = new Date(wallMidnight + 12 * hourMs);
  return {
    date: noon.toISOString().slice(0, 10),
    weekday: ((noon.getUTCDay() + 6) % 7) + 1,
    wallMidnight,
    zone,
    // Before the day's first instant and after its last, whatever the zone's offset (-12..+14 h).
    offsetBefore: zone.offset(wallMidnight - 14 * hourMs - minuteMs),
    offsetAfter: zone.offset(wallMidnight + 36 * hourMs + minuteMs),
  };
}

/** The local day of an instant in the zone. */
export function localDayOf(zone: IANAZone, instant: number): LocalDay {
  const wall = instant + zone.offset(instant) * minuteMs;
  return localDayAt(zone, wall - (((wall % (24 * hourMs)) + 24 * hourMs) % (24 * hourMs)));
}

/** `count` consecutive local days from the local day of `from`. */
export function localDays(timeZone: string, from: Date, count: number): LocalDay[] {
  const zone = zoneOf(timeZone);
  const first = localDayOf(zone, from.getTime());
  return Array.from({ length: Math.max(0, count) }, (_, index) =>
    index === 0 ? first : localDayAt(zone, first.wallMidnight + index * 24 * hourMs),
  );
}

/**
 * The instant (ms) of a local wall time of the day, or null when the clock skips it (spring
 * forward). An ambiguous time (fall back) gets one instant: its first occurrence.
 */
export function localInstant(day: LocalDay, minutes: number): number | null {
  const wall = day.wallMidnight + minutes * minuteMs;
  if (day.offsetBefore === day.offsetAfter) return wall - day.offsetBefore * minuteMs;
  const candidates = [day.offsetBefore, day.offsetAfter]
    .map((offset) => wall - offset * minuteMs)
    .filter((instant) => (instant - wall) / -minuteMs === day.zone.offset(instant));
  return candidates.length === 0 ? null : Math.min(...candidates);
}

/** As localInstant, but a skipped time moves on to where the clock resumes (for range bounds). */
function boundInstant(day: LocalDay, minutes: number): number {
  return localInstant(day, minutes) ?? day.wallMidnight + minutes * minuteMs - day.offsetBefore * minuteMs;
}

/** Where a range of a day begins and ends, as instants (ms). */
export function rangeBounds(day: LocalDay, range: OpeningRange): { start: number; end: number } {
  return { start: boundInstant(day, minutesOfTime(range.from)), end: boundInstant(day, minutesOfTime(range.to)) };
}

/** The ranges of a day in time order (stored ranges are validated, not necessarily sorted). */
export const sortedRanges = (ranges: OpeningRange[] | undefined): OpeningRange[] =>
  [...(ranges ?? [])].sort((a, b) => minutesOfTime(a.from) - minutesOfTime(b.from));

/** The opening ranges of a local day: its weekday's, or none on a closed date. */
export function rangesOfDay(
  schedule: { openingHours: OpeningRange[][]; closedDates: string[] },
  day: LocalDay,
): OpeningRange[] {
  if (schedule.closedDates.includes(day.date)) return [];
  return sortedRanges(schedule.openingHours[day.weekday - 1]);
}

/** The local day of an instant as the integer yyyymmdd: the second key of the per-day booking lock. */
export function dayLockKey(timeZone: string, instant: Date): number {
  const local = DateTime.fromJSDate(instant, { zone: timeZone });
  return local.year * 10_000 + local.month * 100 + local.day;
}
