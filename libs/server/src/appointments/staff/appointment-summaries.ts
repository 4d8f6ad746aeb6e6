import type { AppointmentStatus, AppointmentSummary, BookedBy } from '@bridal/shared/appointments/appointment';
import type { ConfirmedVia } from '@bridal/shared/appointments/sms';
import type { Queryable } from '../../db/queryable';
import type { BoutiqueSchedule } from '../schedule/boutique-schedule';
import { isWithinHours } from '../schedule/within-hours';
import { holdsPlace } from '@bridal/shared/appointments/transitions';

interface SummaryRow {
  id: string;
  brideId: string;
  brideName: string;
  brideStatus: AppointmentSummary['brideStatus'];
  consultantId: string | null;
  consultantName: string | null;
  startsAt: Date;
  durationMinutes: number;
  status: AppointmentStatus;
  bookedBy: BookedBy;
  startedAt: Date | null;
  hasOutcome: boolean;
  source: 'app' | 'import';
  confirmedAt: Date | null;
  confirmedVia: ConfirmedVia | null;
  paymentHold: 'card' | 'deposit' | null;
  typeName: string | null;
  roomName: string | null;
  partySize: number | null;
}

/** Which appointments to read; always within one boutique. */
export interface SummaryFilter {
  boutiqueId: number;
  appointmentId?: string;
  from?: Date;
  to?: Date;
  brideId?: string;
  consultantId?: string;
  /** A consultant's view: her own and the unassigned ones. */
  visibleTo?: string;
  /** Leave out cancelled ones. */
  activeOnly?: boolean;
}

/** Appointments of a boutique as every screen sees them, in time order; `outsideHours` from its hours. */
export async function readAppointmentSummaries(
  sql: Queryable,
  schedule: BoutiqueSchedule,
  filter: SummaryFilter,
): Promise<AppointmentSummary[]> {
  const rows = await sql<SummaryRow[]>`
    SELECT a.id, a.bride_id, br.name AS bride_name, br.status AS bride_status, a.consultant_id,
           u.name AS consultant_name, a.starts_at, a.duration_minutes, a.status, a.booked_by, a.started_at, a.source,
           a.confirmed_at, a.confirmed_via,
           a.payment_hold,
           EXISTS (SELECT 1 FROM appointment_outcomes o WHERE o.appointment_id = a.id) AS has_outcome,
           t.name AS type_name, r.name AS room_name, a.party_size
    FROM appointments a
    JOIN brides br ON br.id = a.bride_id AND br.boutique_id = a.boutique_id
    LEFT JOIN users u ON u.id = a.consultant_id AND u.boutique_id = a.boutique_id
    LEFT JOIN appointment_types t ON t.id = a.appointment_type_id AND t.boutique_id = a.boutique_id
    LEFT JOIN fitting_rooms r ON r.id = a.fitting_room_id AND r.boutique_id = a.boutique_id
    WHERE a.boutique_id = ${filter.boutiqueId}
      ${filter.appointmentId ? sql`AND a.id = ${filter.appointmentId}` : sql``}
      ${filter.from ? sql`AND a.starts_at + make_interval(mins => a.duration_minutes) > ${filter.from}` : sql``}
      ${filter.to ? sql`AND a.starts_at < ${filter.to}` : sql``}
      ${filter.brideId ? sql`AND a.bride_id = ${filter.brideId}` : sql``}
      ${filter.consultantId ? sql`AND a.consultant_id = ${filter.consultantId}` : sql``}
      ${filter.visibleTo ? sql`AND (a.consultant_id = ${filter.visibleTo} OR a.consultant_id IS NULL)` : sql``}
      ${filter.activeOnly ? sql`AND a.status <> 'cancelled'` : sql``}
    ORDER BY a.starts_at, br.name, a.id`;
  return rows.map((row) => toSummary(row, schedule));
}

function toSummary(row: SummaryRow, schedule: BoutiqueSchedule): AppointmentSummary {
  const startsAt = new Date(row.startsAt);
  return {
    id: row.id,
    brideId: row.brideId,
    brideName: row.brideName,
    brideStatus: row.brideStatus,
    consultantId: row.consultantId,
    consultantName: row.consultantId ? row.consultantName : null,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + row.durationMinutes * 60_000).toISOString(),
    durationMinutes: row.durationMinutes,
    status: row.status,
    bookedBy: row.bookedBy,
    startedAt: row.startedAt ? new Date(row.startedAt).toISOString() : null,
    // Only a booked appointment can be in the way; past ones keep their hours.
    outsideHours: holdsPlace(row.status) && !isWithinHours(schedule, startsAt, row.durationMinutes),
    hasOutcome: row.hasOutcome,
    imported: row.source === 'import',
    confirmed:
      row.confirmedAt && row.confirmedVia
        ? { at: new Date(row.confirmedAt).toISOString(), via: row.confirmedVia }
        : null,
    paymentHold: row.paymentHold,
    typeName: row.typeName,
    roomName: row.roomName,
    partySize: row.partySize,
  };
}

/** One appointment of the boutique, or undefined (another boutique's, or no such id). */
export async function readAppointmentSummary(
  sql: Queryable,
  schedule: BoutiqueSchedule,
  boutiqueId: number,
  appointmentId: string,
): Promise<AppointmentSummary | undefined> {
  const [summary] = await readAppointmentSummaries(sql, schedule, { boutiqueId, appointmentId });
  return summary;
}
