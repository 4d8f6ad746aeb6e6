import { scheduleMessages } from '@bridal/shared/appointments/schedule';
import { markDashboardChanged } from '../../dashboard-version/dashboard-version';
import { AppError } from '../../errors/app-error';
import { findStaffAppointment, requireStaffTransition, type StaffActionOptions } from './staff-access';

/** She did not come: a booked appointment whose start has passed becomes a no-show. */
export async function markNoShow(options: StaffActionOptions): Promise<void> {
  const { sql, boutiqueId, appointmentId, actor } = options;
  const now = options.now ?? new Date();
  await sql.begin(async (tx) => {
    const row = await findStaffAppointment(tx, { boutiqueId, appointmentId, actor, lock: true });
    requireStaffTransition(row, 'markNoShow');
    if (new Date(row.startsAt).getTime() > now.getTime()) {
      throw new AppError('BAD_REQUEST', scheduleMessages.noShowTooEarly);
    }
    await tx`
      UPDATE appointments SET status = 'no_show', updated_at = now()
      WHERE id = ${appointmentId} AND boutique_id = ${boutiqueId}`;
  });
  await markDashboardChanged(options.changes, boutiqueId);
}
