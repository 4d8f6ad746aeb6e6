import { DateTime } from 'luxon';

/** The boutique's quiet hours, as wall times in its zone ('HH:MM'); from == to means none. */
export interface QuietHours {
  from: string;
  to: string;
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * When a follow-up may go out: `now` when it is outside the quiet hours, else the instant they end
 * in the boutique's zone. Quiet hours may wrap midnight (20:00-09:00). On a DST night the end is
 * the wall time of that day, which luxon maps to the right instant (a wall time skipped by a
 * spring-forward moves to just after the gap rather than vanishing).
 */
export function nextSendTime(now: Date, quiet: QuietHours, timeZone: string): Date {
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  if (from === to) return now;
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  const minute = local.hour * 60 + local.minute + local.second / 60 + local.millisecond / 60_000;
  const wraps = from > to;
  const quietNow = wraps ? minute >= from || minute < to : minute >= from && minute < to;
  if (!quietNow) return now;
  // Before midnight in a wrapping window, the quiet hours end tomorrow.
  const endDay = wraps && minute >= from ? local.plus({ days: 1 }) : local;
  const end = DateTime.fromObject(
    { year: endDay.year, month: endDay.month, day: endDay.day, hour: Math.floor(to / 60), minute: to % 60 },
    { zone: timeZone },
  );
  return end.toJSDate();
}

/**
 * What Send answers, in the boutique's zone: 'Queued: it goes out at 8:00 AM on Tue, Dec 3
 * (Europe/London time), after the quiet hours.' when the quiet hours hold it, else that it goes now.
 * The web's follow-up item says the same (describeFollowUp).
 */
export function describeQueuedSend(sendAt: Date, queuedAt: Date, timeZone: string): string {
  if (sendAt.getTime() <= queuedAt.getTime()) return 'Queued: it goes out now.';
  const local = DateTime.fromJSDate(sendAt, { zone: timeZone }).setLocale('en-US');
  return `Queued: it goes out at ${local.toFormat("h:mm a 'on' ccc, LLL d")} (${timeZone} time), after the quiet hours.`;
}
