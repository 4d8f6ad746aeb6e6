import { bookingLinkMessages, type BookingLinkPurpose } from '@bridal/shared/appointments/booking';
import { hashToken } from '../../auth/tokens';
import type { Sql } from '../../db/create-sql';
import { AppError } from '../../errors/app-error';

export interface AppointmentLink {
  id: string;
  boutiqueId: number;
  brideId: string;
  /** The appointment of a 'manage' link; null for 'book'. */
  appointmentId: string | null;
  purpose: BookingLinkPurpose;
}

/** Our tokens are 32 random bytes in base64url: anything else was never issued. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

export interface OpenAppointmentLinkOptions {
  sql: Sql;
  token: string;
  /** Only a link of this purpose opens (a 'book' link cannot cancel). */
  purpose?: BookingLinkPurpose;
}

/**
 * The link a token names, if it still works. Unknown, tampered or of the wrong purpose: 404 'not
 * valid'; spent or past its time: 404 with a message that says which, so the page can explain.
 */
export async function openAppointmentLink({
  sql,
  token,
  purpose,
}: OpenAppointmentLinkOptions): Promise<AppointmentLink> {
  if (!tokenShape.test(token)) throw new AppError('NOT_FOUND', bookingLinkMessages.invalid);
  const [link] = await sql<(AppointmentLink & { usedAt: Date | null; expired: boolean })[]>`
    SELECT id, boutique_id, bride_id, appointment_id, purpose, used_at, expires_at <= now() AS expired
    FROM appointment_links WHERE token_hash = ${hashToken(token)}`;
  if (!link || (purpose && link.purpose !== purpose)) throw new AppError('NOT_FOUND', bookingLinkMessages.invalid);
  if (link.usedAt) throw new AppError('NOT_FOUND', bookingLinkMessages.used);
  if (link.expired) throw new AppError('NOT_FOUND', bookingLinkMessages.expired);
  return {
    id: link.id,
    boutiqueId: link.boutiqueId,
    brideId: link.brideId,
    appointmentId: link.appointmentId,
    purpose: link.purpose,
  };
}
