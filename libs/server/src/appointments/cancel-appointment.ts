import { type DashboardChanges, markDashboardChanged } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import {
  appointmentColumns,
  appointmentEventData,
  type BookedAppointment,
  toBookedAppointment,
} from './book-appointment';
import { recordWebhookEvent } from '../webhooks/record-webhook-event';
import { recordAppointmentMail } from './notify/record-appointment-mail';
import { bookingMessages } from './schedule/booking-messages';
import { statusAllows } from '../db/appointment-status';

export interface CancelAppointmentOptions {
  sql: Sql;
  changes: DashboardChanges;
  boutiqueId: number;
  appointmentId: string;
  now?: Date;
}

/**
 * Cancels a booked appointment (its place becomes free), and records her e-mail about it in the
 * same transaction (her pending reminder goes), unless she was never told she was booked (a card
 * or deposit awaited); 404 elsewhere, 409 when not booked.
 */
export async function cancelAppointment(options: CancelAppointmentOptions): Promise<BookedAppointment> {
  const { sql, boutiqueId, appointmentId } = options;
  const now = options.now ?? new Date();
  const notFound = () => new AppError('NOT_FOUND', bookingMessages.appointmentNotFound);
  const row = await sql.begin(async (tx) => {
    const [cancelled] = await tx<Parameters<typeof toBookedAppointment>[0][]>`
      UPDATE appointments SET status = 'cancelled', cancelled_at = ${now}, updated_at = now()
      WHERE id = ${appointmentId} AND boutique_id = ${boutiqueId} AND ${statusAllows(tx, 'cancel')}
      RETURNING ${appointmentColumns(tx)}`;
    if (cancelled) {
      // Still waiting for her card or deposit (or it never came), she was never told she was
      // booked: no e-mail tells her it is cancelled.
      const [untold] = await tx`
        SELECT 1 FROM appointment_payment_holds WHERE appointment_id = ${appointmentId} AND status <> 'held'`;
      if (!untold) await recordAppointmentMail(tx, { appointmentId, change: 'cancelled', now });
      await recordWebhookEvent(tx, {
        boutiqueId,
        type: 'appointment.cancelled',
        data: { ...appointmentEventData(toBookedAppointment(cancelled)), cancelledAt: now.toISOString() },
        now,
      });
    }
    return cancelled;
  });
  if (!row) {
    const [exists] = await sql`SELECT 1 FROM appointments WHERE id = ${appointmentId} AND boutique_id = ${boutiqueId}`;
    if (!exists) throw notFound();
    throw new AppError('CONFLICT', bookingMessages.onlyBookedCancels);
  }
  await markDashboardChanged(options.changes, boutiqueId);
  return toBookedAppointment(row);
}
