import type { AppointmentStatus, AppointmentSummary } from '@bridal/shared/appointments/appointment';
import { outcomeMessages } from '@bridal/shared/appointments/outcome';
import { DateTime } from 'luxon';
import type { Queryable } from '../../db/queryable';
import { AppError } from '../../errors/app-error';

/** One appointment of the boutique as the appointment mode reads and writes it. */
export interface LoadedAppointment {
  summary: AppointmentSummary;
  boutiqueId: number;
  timeZone: string;
  answers: { budget?: string; customBudget?: string };
}

interface Row {
  id: string;
  brideId: string;
  brideName: string;
  brideStatus: AppointmentSummary['brideStatus'];
  answers: { budget?: string; customBudget?: string } | null;
  consultantId: string | null;
  consultantName: string | null;
  startsAt: Date;
  durationMinutes: number;
  status: AppointmentStatus;
  bookedBy: AppointmentSummary['bookedBy'];
  startedAt: Date | null;
  hasOutcome: boolean;
  source: 'app' | 'import';
  timeZone: string;
  openingHours: { from: string; to: string }[][];
}

/** Within one of the day's opening ranges, in the boutique's zone. */
function outsideHours(row: Row): boolean {
  const start = DateTime.fromJSDate(row.startsAt, { zone: row.timeZone });
  const end = start.plus({ minutes: row.durationMinutes });
  const ranges = row.openingHours[start.weekday - 1] ?? [];
  const from = start.toFormat('HH:mm');
  const to = end.hasSame(start, 'day') ? end.toFormat('HH:mm') : '24:00';
  return !ranges.some((range) => range.from <= from && to <= range.to);
}

/**
 * The boutique's appointment (FOR UPDATE inside a transaction when `lock`); another boutique's,
 * or an id that is not one, is not found.
 */
export async function loadAppointment(
  sql: Queryable,
  boutiqueId: number,
  appointmentId: string,
  options: { lock?: boolean } = {},
): Promise<LoadedAppointment> {
  const lock = options.lock ? sql`FOR UPDATE OF a` : sql``;
  const [row] = await sql<Row[]>`
    SELECT a.id, a.bride_id, br.name AS bride_name, br.status AS bride_status, br.answers,
           a.consultant_id, u.name AS consultant_name, a.starts_at, a.duration_minutes, a.status, a.booked_by,
           a.started_at, a.source, EXISTS (SELECT 1 FROM appointment_outcomes o WHERE o.appointment_id = a.id) AS has_outcome,
           b.time_zone, b.opening_hours
    FROM appointments a
    JOIN brides br ON br.id = a.bride_id
    JOIN boutiques b ON b.id = a.boutique_id
    LEFT JOIN users u ON u.id = a.consultant_id
    WHERE a.id = ${appointmentId} AND a.boutique_id = ${boutiqueId}
    ${lock}`;
  if (!row) throw new AppError('NOT_FOUND', outcomeMessages.notFound);
  const endsAt = new Date(row.startsAt.getTime() + row.durationMinutes * 60_000);
  return {
    boutiqueId,
    timeZone: row.timeZone,
    answers: row.answers ?? {},
    summary: {
      id: row.id,
      brideId: row.brideId,
      brideName: row.brideName,
      brideStatus: row.brideStatus,
      consultantId: row.consultantId,
      consultantName: row.consultantName,
      startsAt: row.startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      durationMinutes: row.durationMinutes,
      status: row.status,
      bookedBy: row.bookedBy,
      startedAt: row.startedAt?.toISOString() ?? null,
      outsideHours: outsideHours(row),
      hasOutcome: row.hasOutcome,
      imported: row.source === 'import',
    },
  };
}

/** Started: 'Start Consultation' was pressed, or its time has come. */
export const hasStarted = (summary: AppointmentSummary, now: Date) =>
  summary.startedAt !== null || new Date(summary.startsAt).getTime() <= now.getTime();
