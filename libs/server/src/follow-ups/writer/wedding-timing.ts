import { DateTime } from 'luxon';
import type { FollowUpFacts } from './follow-up-writer';
import { countOf } from '@bridal/shared/wording/count-of';

/**
 * Weeks kept free between the gown's arrival and the wedding: bridal alterations usually take two
 * or three fittings over about two months, so an order that lands later leaves them no room.
 */
export const alterationWeeks = 8;

export type TimingVerdict = 'comfortable' | 'tight' | 'too-late' | 'no-date' | 'past';

export interface WeddingTiming {
  verdict: TimingVerdict;
  /** Today in the boutique's time zone (YYYY-MM-DD). */
  today: string;
  /** Whole weeks from today to her wedding, null without a date. */
  weeksAway: number | null;
  /** The last day an order leaves time for delivery and alterations (YYYY-MM-DD), null without a date. */
  orderBy: string | null;
  /** When a gown ordered today would arrive (YYYY-MM-DD). */
  arrivesBy: string;
  leadWeeks: number;
  /** The last day of the hold, counted from today (YYYY-MM-DD); null when the boutique holds none. */
  holdUntil: string | null;
}

// Calendar dates are counted as dates (in UTC, which has no daylight saving), after today is read
// in the boutique's own zone: a DST change can then never shift a day.
const dateOnly = (iso: string) => DateTime.fromISO(iso, { zone: 'utc', locale: 'en-US' });

/** Her wedding date against the boutique's order lead time and hold, from today in its time zone. */
export function readWeddingTiming(facts: Pick<FollowUpFacts, 'bride' | 'boutique' | 'now'>): WeddingTiming {
  const zone = facts.boutique.timeZone;
  const localToday = DateTime.fromJSDate(facts.now, { zone }).toISODate() ?? facts.now.toISOString().slice(0, 10);
  const today = dateOnly(localToday);
  const leadWeeks = facts.boutique.orderLeadWeeks;
  const base = {
    today: localToday,
    leadWeeks,
    arrivesBy: today.plus({ weeks: leadWeeks }).toISODate()!,
    holdUntil: facts.boutique.holdDays > 0 ? today.plus({ days: facts.boutique.holdDays }).toISODate()! : null,
  };
  const weddingDate = facts.bride.weddingDate;
  if (!weddingDate) return { ...base, verdict: 'no-date', weeksAway: null, orderBy: null };
  const wedding = dateOnly(weddingDate);
  const days = Math.round(wedding.diff(today, 'days').days);
  const orderBy = wedding.minus({ weeks: leadWeeks + alterationWeeks }).toISODate()!;
  const weeksAway = Math.floor(days / 7);
  if (days < 0) return { ...base, verdict: 'past', weeksAway, orderBy };
  const verdict: TimingVerdict = orderBy >= localToday ? 'comfortable' : days >= leadWeeks * 7 ? 'tight' : 'too-late';
  return { ...base, verdict, weeksAway, orderBy };
}

/** "Saturday, March 14" (the year only when it is not this year's). */
export function formatDay(iso: string, today: string): string {
  const date = dateOnly(iso);
  return date.toFormat(iso.slice(0, 4) === today.slice(0, 4) ? 'cccc, LLLL d' : 'cccc, LLLL d, yyyy');
}

/** The appointment's day in the boutique's time zone: "Saturday, March 7". */
export function formatAppointmentDay(startsAt: Date, timeZone: string, today: string): string {
  const local = DateTime.fromJSDate(startsAt, { zone: timeZone });
  return formatDay(local.toISODate()!, today);
}

/** "1 week", "30 weeks". */
export const weeks = (count: number): string => countOf(count, 'week');
