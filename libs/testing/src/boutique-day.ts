/**
 * "Today", "yesterday" and "in three days" as the product counts them: calendar days in the
 * boutique's own time zone, never the machine's or the database's. From midnight UTC until
 * midnight in New York the two disagree, and a test that asks the wrong one fails at night. The
 * lint rule for tests points here.
 */
import { localDateOf } from '@bridal/server/appointments/staff/read-staff-day';
import { DateTime, type DurationLike } from 'luxon';

/** The boutique's date `days` from its today (YYYY-MM-DD); negative for days gone by. */
export function boutiqueDate(timeZone: string, days = 0, now: Date = new Date()): string {
  return DateTime.fromISO(localDateOf(now, timeZone)).plus({ days }).toISODate()!;
}

/** The instant of a wall time (HH:MM) on one of the boutique's dates. */
export function boutiqueInstant(timeZone: string, date: string, time: string): Date {
  const instant = DateTime.fromISO(`${date}T${time}`, { zone: timeZone });
  if (!instant.isValid) throw new Error(`no instant ${date} ${time} in ${timeZone}: ${instant.invalidExplanation}`);
  return instant.toJSDate();
}

/** Her weekday (1 = Monday ... 7 = Sunday) of a boutique date. */
export const weekdayOf = (date: string): number => DateTime.fromISO(date).weekday;

/**
 * A fixed-offset zone (Etc/GMT±N) whose local time is now between noon and one, so a test's
 * "today" there has hours left on both sides whatever hour it runs.
 */
export function zoneAtMidday(now: Date = new Date()): string {
  const offset = 12 - now.getUTCHours();
  // Etc/GMT names count the other way: Etc/GMT-3 is three hours ahead of UTC.
  return offset === 0 ? 'Etc/GMT' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

/**
 * The instant this long before now (an expiry passed, a session idle, a job queued a minute ago):
 * elapsed time, not calendar days, on the same clock the product reads, so a test states the
 * duration and leaves the arithmetic to the date library.
 */
export const instantAgo = (duration: DurationLike, now: Date = new Date()): Date =>
  DateTime.fromJSDate(now).minus(duration).toJSDate();

/** The instant this long after now (a session that still has thirty seconds, a trial open a day). */
export const instantIn = (duration: DurationLike, now: Date = new Date()): Date =>
  DateTime.fromJSDate(now).plus(duration).toJSDate();
