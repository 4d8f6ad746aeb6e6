import { DateTime } from 'luxon';

/** A real follow-up day. Tests shorten it (FOLLOW_UP_DAY_SECONDS) so a plan falls due in seconds. */
export const realFollowUpDayMs = 86_400_000;

/**
 * When a follow-up `days` after `endedAt` falls due. With real days it is the same local wall time
 * N calendar days on in the boutique's zone, so a DST change in between moves the UTC instant, not
 * the hour she reads; a shortened day is plain arithmetic.
 */
export function followUpDueAt(options: { endedAt: Date; days: number; timeZone: string; dayMs: number }): Date {
  const { endedAt, days, timeZone, dayMs } = options;
  if (dayMs !== realFollowUpDayMs) return new Date(endedAt.getTime() + days * dayMs);
  return DateTime.fromJSDate(endedAt, { zone: timeZone }).plus({ days }).toJSDate();
}
