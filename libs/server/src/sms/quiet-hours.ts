import { DateTime } from 'luxon';

/** Local times of day, 'HH:MM', between which no text goes (the end may be on the next day). */
export interface QuietHours {
  start: string;
  end: string;
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/**
 * When a text due at `dueAt` may go: at once outside quiet hours, else when they end in the
 * boutique's zone (a wall-clock time, so a DST change in the night moves the instant, not the
 * hour). Undefined when that is not before `latest` (her appointment's start): a text about it is
 * no use once she is there, and none goes in the night instead.
 */
export function outsideQuietHours(dueAt: Date, quiet: QuietHours, timeZone: string, latest?: Date): Date | undefined {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return dueAt;
  const local = DateTime.fromJSDate(dueAt, { zone: timeZone });
  const minute = local.hour * 60 + local.minute;
  const quietNow = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!quietNow) return dueAt;
  // The end falls today, or (for a span over midnight, due before midnight) tomorrow.
  const endDay = start > end && minute >= start ? local.plus({ days: 1 }) : local;
  const endsAt = endDay.set({ hour: Math.floor(end / 60), minute: end % 60, second: 0, millisecond: 0 }).toJSDate();
  return latest && endsAt.getTime() >= latest.getTime() ? undefined : endsAt;
}
