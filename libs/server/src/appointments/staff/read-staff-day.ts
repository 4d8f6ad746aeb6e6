import type { DashboardDay } from '@bridal/shared/dashboard/dashboard';
import { DateTime } from 'luxon';
import type { Queryable } from '../../db/queryable';
import { readBoutiqueSchedule } from '../schedule/boutique-schedule';
import { readAppointmentSummaries } from './appointment-summaries';
import type { StaffActor } from './staff-access';

/** The boutique-local date of an instant (YYYY-MM-DD), as the day views and the dashboard's ETag count days. */
export function localDateOf(instant: Date, timeZone: string): string {
  const local = DateTime.fromJSDate(instant, { zone: timeZone });
  return (local.isValid ? local : DateTime.fromJSDate(instant, { zone: 'UTC' })).toISODate()!;
}

/** Where a boutique-local day begins and ends, as instants (23 or 25 hours on a DST change). */
export function localDayBounds(date: string, timeZone: string): { from: Date; to: Date } {
  const start = DateTime.fromISO(date, { zone: timeZone }).startOf('day');
  return { from: start.toJSDate(), to: start.plus({ days: 1 }).toJSDate() };
}

/**
 * Today in the boutique's zone for the dashboard: an admin's is the whole team's day, a
 * consultant's hers and the unassigned ones; cancelled appointments left out, in time order.
 */
export async function readStaffDay(
  sql: Queryable,
  options: { boutiqueId: number; actor: StaffActor; now?: Date },
): Promise<DashboardDay> {
  const { boutiqueId, actor } = options;
  const schedule = await readBoutiqueSchedule(sql, boutiqueId);
  const date = localDateOf(options.now ?? new Date(), schedule.timeZone);
  const { from, to } = localDayBounds(date, schedule.timeZone);
  const appointments = await readAppointmentSummaries(sql, schedule, {
    boutiqueId,
    from,
    to,
    visibleTo: actor.isAdmin ? undefined : actor.userId,
    activeOnly: true,
  });
  // Only those that begin today: one running over from yesterday is yesterday's.
  const today = appointments.filter((a) => Date.parse(a.startsAt) >= from.getTime());
  return { timeZone: schedule.timeZone, date, appointments: today };
}
