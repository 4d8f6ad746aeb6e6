import { scheduleLimits, scheduleMessages } from '@bridal/shared/appointments/schedule';
import { markDashboardChanged } from '../../dashboard-version/dashboard-version';
import { AppError } from '../../errors/app-error';
import { findStaffAppointment, requireStaffTransition, type StaffActionOptions } from './staff-access';

/** Whether 'Start Consultation' is open: from `startEarlyMinutes` before the start. */
export function mayStartAt(startsAt: Date, now: Date): boolean {
  return now.getTime() >= startsAt.getTime() - scheduleLimits.startEarlyMinutes * 60_000;
}

/**
 * 'Start Consultation': the appointment mode opens. Sets started_at once (starting again keeps
 * the first); a consultant starting an unassigned appointment takes it.
 */
export async function startAppointment(options: StaffActionOptions): Promise<void> {
  const { sql, boutiqueId, appointmentId, actor } = options;
  const now = options.now ?? new Date();
  const changed = await sql.begin(async (tx) => {
    const row = await findStaffAppointment(tx, { boutiqueId, appointmentId, actor, lock: true });
    requireStaffTransition(row, 'start');
    if (!mayStartAt(new Date(row.startsAt), now)) throw new AppError('BAD_REQUEST', scheduleMessages.startTooEarly);
    const takes = !actor.isAdmin && row.consultantId === null;
    if (row.startedAt && !takes) return false;
    await tx`
      UPDATE appointments
      SET started_at = coalesce(started_at, ${now}),
          consultant_id = ${takes ? actor.userId : row.consultantId},
          updated_at = now()
      WHERE id = ${appointmentId} AND boutique_id = ${boutiqueId}`;
    return true;
  });
  if (changed) await markDashboardChanged(options.changes, boutiqueId);
}
