import { type WaitlistJoined, type WaitlistJoinRequest, waitlistMessages } from '@bridal/shared/waitlist/waitlist';
import { DateTime } from 'luxon';
import { openAppointmentLink } from '../appointments/links/open-appointment-link';
import { checkBookingType } from '../appointments/schedule/booking-room';
import { bookingWindowDays } from '../appointments/schedule/free-slots';
import { refuseUnlessOnlineBookingOpen } from '../appointments/schedule/online-booking';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { guardOutsideMail } from '../mail/guard-outside-mail';
import type { RateLimiter } from '../security/rate-limits';
import { boutiqueToday, readWaitlistDay } from './waitlist-day';

export interface JoinWaitlistOptions {
  sql: Sql;
  rateLimiter: RateLimiter;
  /** Her 'book' link: the credential, and who she is. */
  token: string;
  request: WaitlistJoinRequest;
  now?: Date;
}

const refuseDate = (message: string) => new AppError('BAD_REQUEST', message, { fields: { date: message } });

/**
 * Puts a bride on the waitlist of a full day (no free time of her type left on it) from her 'book'
 * link: the day must be within the days her link offers and open, her type hers to book and her
 * party within its largest. Her link stays unspent (she may still
 * book another day). Her offers go by e-mail, so the outside-mail guard is asked first, as for a
 * booking confirmation; she is told how many wait ahead of her.
 */
export async function joinWaitlist(options: JoinWaitlistOptions): Promise<WaitlistJoined> {
  const { sql, request } = options;
  const now = options.now ?? new Date();
  const link = await openAppointmentLink({ sql, token: options.token, purpose: 'book' });
  await refuseUnlessOnlineBookingOpen(sql, link.boutiqueId);
  const date = request.date;
  if (!DateTime.fromISO(date).isValid) throw refuseDate(waitlistMessages.dateInvalid);
  const appointmentTypeId = request.appointmentTypeId ?? null;
  const partySize = request.partySize ?? null;
  // Her type and party as a booking would take them: hers to book online, her party within its largest.
  await checkBookingType(sql, link.boutiqueId, { appointmentTypeId, partySize, onlineOnly: true, keepType: false });
  const day = await readWaitlistDay(sql, link.boutiqueId, date, now, appointmentTypeId);
  const today = boutiqueToday(day.schedule.timeZone, now);
  const last = DateTime.fromISO(today)
    .plus({ days: bookingWindowDays - 1 })
    .toISODate()!;
  if (date < today || date > last) throw refuseDate(waitlistMessages.outOfWindow);
  if (!day.opening.length) throw refuseDate(waitlistMessages.closed);
  if (day.free.length) throw refuseDate(waitlistMessages.notFull);
  await guardOutsideMail({
    sql,
    rateLimiter: options.rateLimiter,
    boutiqueId: link.boutiqueId,
    kind: 'bride',
    to: request.email,
    mode: 'check',
  });

  return sql.begin(async (tx) => {
    await tx`
      UPDATE brides SET email = ${request.email}, updated_at = now()
      WHERE id = ${link.brideId} AND boutique_id = ${link.boutiqueId}`;
    const [entry] = await tx<{ createdAt: Date }[]>`
      INSERT INTO waitlist_entries (boutique_id, bride_id, local_date, appointment_type_id, party_size, created_at, updated_at)
      VALUES (${link.boutiqueId}, ${link.brideId}, ${date}, ${appointmentTypeId}, ${partySize}, ${now}, ${now})
      ON CONFLICT (bride_id, local_date) WHERE status IN ('waiting', 'offered') DO NOTHING
      RETURNING created_at`;
    if (!entry) throw new AppError('CONFLICT', waitlistMessages.alreadyWaiting);
    const [ahead] = await tx<{ count: number }[]>`
      SELECT count(*)::int AS count FROM waitlist_entries
      WHERE boutique_id = ${link.boutiqueId} AND local_date = ${date} AND status IN ('waiting', 'offered')
        AND created_at < ${entry.createdAt}`;
    return { date, ahead: ahead?.count ?? 0 };
  }) as Promise<WaitlistJoined>;
}
