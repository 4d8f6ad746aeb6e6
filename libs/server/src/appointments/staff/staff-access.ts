import { scheduleMessages } from '@bridal/shared/appointments/schedule';
import type { AppointmentStatus } from '@bridal/shared/appointments/appointment';
import { rolesOf, type StoredRole } from '../../auth/role-mapping';
import type { Queryable } from '../../db/queryable';
import type { DashboardChanges } from '../../dashboard-version/dashboard-version';
import type { Sql } from '../../db/create-sql';
import { AppError } from '../../errors/app-error';
import type { AppointmentAction } from '@bridal/shared/appointments/transitions';
import { requireTransition } from '../../db/appointment-status';

/** Who acts on the schedule: admins act on every appointment, a consultant on hers and unassigned ones. */
export interface StaffActor {
  userId: string;
  isAdmin: boolean;
}

/** A staff action on one appointment of the boutique (start, no-show). */
export interface StaffActionOptions {
  sql: Sql;
  changes: DashboardChanges;
  boutiqueId: number;
  appointmentId: string;
  actor: StaffActor;
  now?: Date;
}

export interface StaffAppointmentRow {
  id: string;
  brideId: string;
  consultantId: string | null;
  status: AppointmentStatus;
  startsAt: Date;
  durationMinutes: number;
  startedAt: Date | null;
}

export const otherConsultantsMessage = "This appointment is a colleague's. Ask an admin to reassign it.";

/** The signed-in account as an appointment actor: owners and admins are admins here. */
export const staffActorOf = (user: { userId: string; role: StoredRole }): StaffActor => ({
  userId: user.userId,
  isAdmin: rolesOf(user.role).userType === 'admin',
});

/**
 * Whether a consultant may act on an appointment: hers, or nobody's yet. The one rule for every
 * action on an appointment (schedule, checklist, outcome), so none is looser than the others.
 */
export const mayActOn = (actor: StaffActor, consultantId: string | null) =>
  actor.isAdmin || consultantId === null || consultantId === actor.userId;

/** 403 with the schedule's message unless the actor may act on the appointment. */
export function requireMayActOn(actor: StaffActor, consultantId: string | null): void {
  if (!mayActOn(actor, consultantId)) throw new AppError('FORBIDDEN', otherConsultantsMessage);
}

/**
 * The boutique's appointment for a staff action: 404 for no such id or another boutique's; 403
 * when a consultant reaches for a colleague's. `lock` holds the row for the caller's transaction.
 */
export async function findStaffAppointment(
  sql: Queryable,
  options: { boutiqueId: number; appointmentId: string; actor: StaffActor; lock?: boolean },
): Promise<StaffAppointmentRow> {
  const { boutiqueId, appointmentId, actor } = options;
  const [row] = await sql<StaffAppointmentRow[]>`
    SELECT id, bride_id, consultant_id, status, starts_at, duration_minutes, started_at
    FROM appointments WHERE id = ${appointmentId} AND boutique_id = ${boutiqueId}
    ${options.lock ? sql`FOR UPDATE` : sql``}`;
  if (!row) throw new AppError('NOT_FOUND', scheduleMessages.notFound);
  requireMayActOn(actor, row.consultantId);
  return row;
}

/** 404 unless the bride belongs to the boutique. */
export async function requireBoutiqueBride(sql: Queryable, boutiqueId: number, brideId: string): Promise<void> {
  const [row] = await sql`SELECT 1 FROM brides WHERE id = ${brideId} AND boutique_id = ${boutiqueId}`;
  if (!row) throw new AppError('NOT_FOUND', scheduleMessages.brideNotFound);
}

/** 404 unless the user is an active member of the boutique's team. */
export async function requireTeamMember(sql: Queryable, boutiqueId: number, userId: string): Promise<void> {
  const [row] =
    await sql`SELECT 1 FROM users WHERE id = ${userId} AND boutique_id = ${boutiqueId} AND status IN ('active', 'pending')`;
  if (!row) throw new AppError('NOT_FOUND', scheduleMessages.consultantNotFound);
}

/**
 * The consultant a staff booking goes to: a consultant books for herself unless she leaves it
 * unassigned (null); an admin books for anyone of the team. Undefined from an admin: unassigned.
 */
export async function bookingConsultant(
  sql: Queryable,
  boutiqueId: number,
  actor: StaffActor,
  requested: string | null | undefined,
): Promise<string | null> {
  if (requested) await requireTeamMember(sql, boutiqueId, requested);
  if (actor.isAdmin) return requested ?? null;
  if (requested === undefined) return actor.userId;
  if (requested !== null && requested !== actor.userId) {
    throw new AppError('FORBIDDEN', scheduleMessages.bookOnlyYourself);
  }
  return requested;
}

/** 409 with the schedule's message unless the transitions table allows the staff action on it. */
export function requireStaffTransition(row: Pick<StaffAppointmentRow, 'status'>, action: AppointmentAction): void {
  requireTransition(row.status, action, scheduleMessages.notBooked);
}
