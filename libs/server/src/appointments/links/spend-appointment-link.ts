import { bookingLinkMessages } from '@bridal/shared/appointments/booking';
import type { Queryable } from '../../db/queryable';
import { AppError } from '../../errors/app-error';
import type { AppointmentLink } from './open-appointment-link';

/**
 * Claims a link, inside the transaction of its booking, move or cancel: of two requests racing
 * with the same link, the second waits on the row and then finds it used. A failed action rolls
 * the claim back with everything else, so she can pick another time.
 */
export async function claimAppointmentLink(tx: Queryable, link: AppointmentLink): Promise<void> {
  const claimed = await tx`
    UPDATE appointment_links SET used_at = now()
    WHERE id = ${link.id} AND used_at IS NULL AND expires_at > now()
    RETURNING id`;
  if (claimed.length === 0) throw new AppError('NOT_FOUND', bookingLinkMessages.used);
}

/**
 * Every link of its kind is spent with it: all of her 'book' links once she has booked, all of
 * the appointment's 'manage' links once it was moved or cancelled.
 */
export async function spendSiblingLinks(tx: Queryable, link: AppointmentLink): Promise<void> {
  if (link.purpose === 'book') {
    await tx`
      UPDATE appointment_links SET used_at = now()
      WHERE bride_id = ${link.brideId} AND purpose = 'book' AND used_at IS NULL`;
  } else {
    await tx`
      UPDATE appointment_links SET used_at = now()
      WHERE appointment_id = ${link.appointmentId} AND purpose = 'manage' AND used_at IS NULL`;
  }
}

/** Hands a claimed link back after its action failed outside a transaction (a move, a cancel). */
export async function releaseAppointmentLink(sql: Queryable, link: AppointmentLink): Promise<void> {
  await sql`UPDATE appointment_links SET used_at = NULL WHERE id = ${link.id}`;
}
