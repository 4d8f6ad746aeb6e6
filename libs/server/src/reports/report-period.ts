import { DateTime } from 'luxon';

/**
 * A report's period, resolved once: the boutique-local days asked for (both included) and the
 * half-open instants they cover in the boutique's zone. Every report reader takes this, so none
 * writes the zone window again.
 */
export interface ReportPeriod {
  /** The first instant of the first day (included). */
  from: Date;
  /** The first instant after the last day (excluded). */
  to: Date;
  /** The boutique's IANA zone the days are counted in. */
  zone: string;
  /** The days as asked (YYYY-MM-DD), both included. */
  firstDay: string;
  lastDay: string;
}

export interface ResolveReportPeriodOptions {
  timeZone: string;
  /** Boutique-local days, both included; both absent: the last four weeks up to today. */
  from?: string;
  to?: string;
  now?: Date;
}

/** The last four weeks, today included, in the boutique's zone. */
function defaultReportDays(timeZone: string, now = new Date()): { from: string; to: string } {
  const today = DateTime.fromJSDate(now, { zone: timeZone });
  return { from: today.minus({ days: 27 }).toISODate()!, to: today.toISODate()! };
}

const startOfDay = (day: string, zone: string) => DateTime.fromISO(day, { zone }).startOf('day');

/** The days of a report as instants in the boutique's zone (a day is 23 or 25 hours when the clock changes). */
export function resolveReportPeriod({ timeZone, from, to, now }: ResolveReportPeriodOptions): ReportPeriod {
  const days = from !== undefined && to !== undefined ? { from, to } : defaultReportDays(timeZone, now);
  return {
    from: startOfDay(days.from, timeZone).toJSDate(),
    to: startOfDay(days.to, timeZone).plus({ days: 1 }).startOf('day').toJSDate(),
    zone: timeZone,
    firstDay: days.from,
    lastDay: days.to,
  };
}
