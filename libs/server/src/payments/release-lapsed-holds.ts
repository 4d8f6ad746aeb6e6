import type { AppointmentNotifyDeps } from '../appointments/notify/appointment-changed';
import type { DashboardChanges } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';
import { cancelAppointment } from '../appointments/cancel-appointment';
import { lapsedHolds, markHoldReleased, settlePendingHold } from './booking-hold';
import type { PaymentsConfig } from './payment-settings';

/** Her hold released at once (the provider's page could not be opened): her time is free again, and no e-mail goes. */
export async function releaseHoldNow(
  deps: { sql: Sql; changes: DashboardChanges },
  hold: { id: string; boutiqueId: number; appointmentId: string },
): Promise<void> {
  if (!(await markHoldReleased(deps.sql, hold))) return;
  await cancelAppointment({ ...deps, boutiqueId: hold.boutiqueId, appointmentId: hold.appointmentId }).catch(() => {
    // Cancelled meanwhile: nothing held any more.
  });
}

/**
 * Housekeeping: a hold whose card or deposit never came is released (its appointment cancelled, so
 * the time is free again; she was never told she was booked, so no e-mail says it is cancelled).
 * The provider is asked first, so a completion whose webhook was lost is applied instead of
 * released, and her booked e-mail goes then.
 */
export async function releaseLapsedHolds(
  deps: AppointmentNotifyDeps & { changes: DashboardChanges; config: PaymentsConfig },
  now = new Date(),
): Promise<number> {
  const { sql, changes, config } = deps;
  let released = 0;
  for (const hold of await lapsedHolds(sql, now)) {
    try {
      await settlePendingHold(deps, config, hold);
    } catch {
      // The provider unreachable: the hold lapses all the same; a late payment is put on the ledger.
    }
    if (!(await markHoldReleased(sql, hold))) continue;
    try {
      await cancelAppointment({ sql, changes, boutiqueId: hold.boutiqueId, appointmentId: hold.appointmentId, now });
    } catch {
      // Staff cancelled or moved it meanwhile: nothing held any more.
    }
    released += 1;
  }
  return released;
}
