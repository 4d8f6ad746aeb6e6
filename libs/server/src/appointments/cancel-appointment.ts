import { type DashboardChanges, markDashboardChanged } from '../dashboard/dashboard-version';
import type { Sql } from '../db/create-sql';
import { isUuid } from '../db/is-uuid';
import { AppError } from '../errors/app-error';
import { appointmentColumns, type BookedAppointment, toBookedAppointment } from './book-appointment';
import { bookingMessages } from './schedule/booking-messages';

export interface CancelAppointmentOptions {
  sql: Sql;
  changes: DashboardChanges;
  boutiqueId: number;
  appointmentId: string;
  now?: Date;
}

/** Cancels a booked appointment (its place becomes free); 404 elsewhere, 409 when not booked. */
export async function cancelAppointment(options: CancelAppointmentOptions): Promise<BookedAppointment> {
  const { sql, boutiqueId, appointmentId } = options;
  const notFound = () => new AppError('NOT_FOUND', bookingMessages.appointmentNotFound);
  if (!isUuid(appointmentId)) throw notFound();
  const [row] = await sql<Parameters<typeof toBookedAppointment>[0][]>`
    UPDATE appointments SET status = 'cancelled', cancelled_at = ${options.now ?? new Date()}, updated_at = now()
    WHERE id = ${appointmentId} AND boutique_id = ${boutiqueId} AND status = 'booked'
    RETURNING ${appointmentColumns(sql)}`;
  if (!row) {
    const [exists] = await sql`SELECT 1 FROM appointments WHERE id = ${appointmentId} AND boutique_id = ${boutiqueId}`;
    if (!exists) throw notFound();
    throw new AppError('CONFLICT', bookingMessages.onlyBookedCancels);
  }
  await markDashboardChanged(options.changes, boutiqueId);
  return toBookedAppointment(row);
}
