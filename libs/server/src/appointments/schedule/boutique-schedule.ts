import type { OpeningRange } from '@bridal/shared/appointments/boutique-settings';
import type { Queryable } from '../../db/queryable';
import { AppError } from '../../errors/app-error';

export type { OpeningRange };

/** What the slot arithmetic needs of a boutique: its zone, hours, length, capacity and closed dates. */
export interface BoutiqueSchedule {
  timeZone: string;
  /** Seven lists, Monday first, of local 'HH:MM' ranges; an empty list is a closed day. */
  openingHours: OpeningRange[][];
  appointmentMinutes: number;
  capacity: number;
  /** Local dates, YYYY-MM-DD. */
  closedDates: string[];
}

export const boutiqueNotFoundMessage = 'Boutique not found.';

export interface ScheduleRow {
  timeZone: string;
  openingHours: OpeningRange[][];
  appointmentMinutes: number;
  capacity: number;
  closedDates: string[];
}

/** The boutique's schedule columns as a BoutiqueSchedule (one primary-key read). */
export const scheduleColumns = (sql: Queryable) => sql`
  time_zone, opening_hours, appointment_minutes, appointment_capacity AS capacity,
  array(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(closed_dates) AS d ORDER BY d) AS closed_dates`;

export function toBoutiqueSchedule(row: ScheduleRow): BoutiqueSchedule {
  return {
    timeZone: row.timeZone,
    openingHours: row.openingHours,
    appointmentMinutes: row.appointmentMinutes,
    capacity: row.capacity,
    closedDates: row.closedDates,
  };
}

/** The boutique's schedule; 404 when there is no such boutique. */
export async function readBoutiqueSchedule(sql: Queryable, boutiqueId: number): Promise<BoutiqueSchedule> {
  const [row] = await sql<ScheduleRow[]>`SELECT ${scheduleColumns(sql)} FROM boutiques WHERE id = ${boutiqueId}`;
  if (!row) throw new AppError('NOT_FOUND', boutiqueNotFoundMessage);
  return toBoutiqueSchedule(row);
}
