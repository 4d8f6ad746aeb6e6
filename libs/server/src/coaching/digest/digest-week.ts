import type { DigestPeriods } from '@bridal/shared/coaching/digest';
import { DateTime } from 'luxon';

/** The digest goes out from Monday at this hour, boutique-local. */
export const digestSendHour = 8;
/** The longer window stable rates are read over. */
export const digestWindowWeeks = 12;

/** A digest's week: the Monday it is sent (boutique-local), its ISO week and the periods it reads. */
export interface DigestWeek {
  weekStart: string;
  /** '2026-W45': with the boutique's id, the id of its weekly job. */
  isoWeek: string;
  periods: DigestPeriods;
}

const day = (date: DateTime) => date.toISODate()!;

/** The week of a digest sent on `weekStart` (a Monday): the week before it, the one before that, 12 weeks. */
export function digestWeekOf(weekStart: string): DigestWeek {
  const monday = DateTime.fromISO(weekStart, { zone: 'UTC' });
  if (!monday.isValid || monday.weekday !== 1) throw new Error(`not a Monday: ${weekStart}`);
  const daysBefore = (days: number) => day(monday.minus({ days }));
  return {
    weekStart,
    isoWeek: monday.toFormat("kkkk-'W'WW"),
    periods: {
      lastWeek: { from: daysBefore(7), to: daysBefore(1) },
      weekBefore: { from: daysBefore(14), to: daysBefore(8) },
      window: { from: daysBefore(7 * digestWindowWeeks), to: daysBefore(1) },
    },
  };
}

/**
 * The boutique's current week at `now`, in its zone, and whether its digest is due: from Monday
 * 08:00 local, whatever the offset that day (a DST Monday included).
 */
export function currentDigestWeek(now: Date, timeZone: string): { week: DigestWeek; due: boolean } {
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  const monday = local.startOf('week');
  return { week: digestWeekOf(day(monday)), due: local >= monday.set({ hour: digestSendHour }) };
}

/**
 * The current week so far, as a digest would read it on its Monday: Monday to today, the week
 * before, and the 12 weeks up to today (the owner's live preview).
 */
export function weekSoFar(now: Date, timeZone: string): DigestWeek {
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  const monday = today.startOf('week');
  return {
    weekStart: day(monday),
    isoWeek: monday.toFormat("kkkk-'W'WW"),
    periods: {
      lastWeek: { from: day(monday), to: day(today) },
      weekBefore: { from: day(monday.minus({ days: 7 })), to: day(monday.minus({ days: 1 })) },
      window: { from: day(today.minus({ days: 7 * digestWindowWeeks - 1 })), to: day(today) },
    },
  };
}
