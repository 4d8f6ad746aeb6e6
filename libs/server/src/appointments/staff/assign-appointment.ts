import { scheduleMessages } from '@bridal/shared/appointments/schedule';
import type { Queryable } from '../../db/queryable';
import { type DashboardChanges, markDashboardChanged } from '../../dashboard-version/dashboard-version';
import type { Sql } from '../../db/create-sql';
import { AppError } from '../../errors/app-error';
import {
  findStaffAppointment,
  requireStaffTransition,
  requireTeamMember,
  type StaffActor,
  type StaffAppointmentRow,
} from './staff-access';

export interface CheckAssignmentOptions {
  boutiqueId: number;
  actor: StaffActor;
  current: Pick<StaffAppointmentRow, 'consultantId' | 'status'>;
  /** The consultant to give it to; null leaves it unassigned. */
  consultantId: string | null;
}

/**
 * Whether the actor may give this appointment to this consultant: 404 for someone not of the
 * team, 409 when it is no longer booked, 403 when a consultant reaches beyond taking an
 * unassigned appointment herself. Admins assign anyone.
 */
export async function checkAssignment(sql: Queryable, options: CheckAssignmentOptions): Promise<void> {
  const { boutiqueId, actor, current, consultantId } = options;
  if (consultantId !== null) await requireTeamMember(sql, boutiqueId, consultantId);
  requireStaffTransition(current, 'assign');
  if (actor.isAdmin || current.consultantId === consultantId) return;
  if (current.consultantId !== null || consultantId !== actor.userId) {
    throw new AppError('FORBIDDEN', scheduleMessages.assignOnlyYourself);
  }
}

export interface AssignAppointmentOptions {
  sql: Sql;
  changes: DashboardChanges;
  boutiqueId: number;
  appointmentId: string;
  consultantId: string | null;
  actor: StaffActor;
}

/** Gives a booked appointment to a consultant (or to nobody), under checkAssignment's rules. Answers whether it changed. */
export async function assignAppointment(options: AssignAppointmentOptions): Promise<boolean> {
  const { sql, boutiqueId, appointmentId, consultantId, actor } = options;
  const changed = await sql.begin(async (tx) => {
    const current = await findStaffAppointment(tx, { boutiqueId, appointmentId, actor, lock: true });
    await checkAssignment(tx, { boutiqueId, actor, current, consultantId });
    if (current.consultantId === consultantId) return false;
    await tx`
      UPDATE appointments SET consultant_id = ${consultantId}, updated_at = now()
      WHERE id = ${appointmentId} AND boutique_id = ${boutiqueId}`;
    return true;
  });
  if (changed) await markDashboardChanged(options.changes, boutiqueId);
  return changed;
}
