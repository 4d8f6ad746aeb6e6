import { markDashboardChanged } from '../../dashboard-version/dashboard-version';
import { AppError } from '../../errors/app-error';
import { findStaffAppointment, type StaffActionOptions } from '../staff/staff-access';

export const confirmMessages = {
  notBooked: 'Only a booked appointment can be confirmed.',
} as const;

/**
 * Staff mark her appointment confirmed by hand (she called, she said so in the shop). One already
 * confirmed keeps how and when it first was.
 */
export async function confirmByStaff(options: StaffActionOptions): Promise<void> {
  const { sql, boutiqueId, appointmentId, actor } = options;
  const now = options.now ?? new Date();
  await sql.begin(async (tx) => {
    const row = await findStaffAppointment(tx, { boutiqueId, appointmentId, actor, lock: true });
    if (row.status !== 'booked') throw new AppError('BAD_REQUEST', confirmMessages.notBooked);
    await tx`
      UPDATE appointments SET confirmed_at = coalesce(confirmed_at, ${now}),
                              confirmed_via = coalesce(confirmed_via, 'staff'), updated_at = ${now}
      WHERE id = ${appointmentId} AND boutique_id = ${boutiqueId}`;
  });
  await markDashboardChanged(options.changes, boutiqueId);
}
