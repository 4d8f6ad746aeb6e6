import type { BookingRequest, BookingResult } from '@bridal/shared/appointments/booking';
import type { AppointmentStatus } from '@bridal/shared/appointments/appointment';
import type { Queryable } from '../../db/queryable';
import type postgres from 'postgres';
import { markDashboardChanged } from '../../dashboard-version/dashboard-version';
import type { Sql } from '../../db/create-sql';
import { type BookedAppointment, bookAppointment } from '../book-appointment';
import { cancelAppointment } from '../cancel-appointment';
import { moveAppointment } from '../move-appointment';
import { appointmentChanged } from '../notify/appointment-changed';
import { recordBookingSmsConsent } from '../texts/record-booking-sms-consent';
import { refuseUnlessOnlineBookingOpen } from '../schedule/online-booking';
import { type AppointmentWriteDeps, notifyBride } from '../notify/notify-bride';
import { type AppointmentLink, openAppointmentLink } from './open-appointment-link';
import { refuseInsideChangeCutoff } from './change-cutoff';
import { claimAppointmentLink, releaseAppointmentLink, spendSiblingLinks } from './spend-appointment-link';

/**
 * Runs one action with a link in one transaction: the link claimed (a second request with it is
 * refused), the action, every link of its kind spent. A failed action (the time was just taken)
 * rolls it all back, so the link still works for another time. Then the dashboards are told.
 */
async function withLink<T>(
  { sql, changes }: AppointmentWriteDeps,
  link: AppointmentLink,
  action: (tx: postgres.TransactionSql) => Promise<T>,
): Promise<T> {
  const result = await sql.begin(async (tx) => {
    await claimAppointmentLink(tx, link);
    const done = await action(tx);
    await spendSiblingLinks(tx, link);
    return done;
  });
  await markDashboardChanged(changes, link.boutiqueId);
  return result as T;
}

/**
 * Moves and cancels run their own transaction: the link is claimed first (a second request with
 * it is refused), handed back if the action fails, and spent with its siblings once it succeeded.
 */
async function withClaimedLink<T>(sql: Sql, link: AppointmentLink, action: () => Promise<T>): Promise<T> {
  await claimAppointmentLink(sql, link);
  let result: T;
  try {
    result = await action();
  } catch (error) {
    await releaseAppointmentLink(sql, link);
    throw error;
  }
  await spendSiblingLinks(sql, link);
  return result;
}

async function readResult(sql: Sql, appointmentId: string): Promise<BookingResult> {
  const [row] = await sql<
    {
      startsAt: Date;
      durationMinutes: number;
      status: AppointmentStatus;
      name: string;
      timeZone: string;
      address: string;
      email: string;
    }[]
  >`
    SELECT a.starts_at, a.duration_minutes, a.status, b.name, b.time_zone, b.address, br.email
    FROM appointments a JOIN boutiques b ON b.id = a.boutique_id JOIN brides br ON br.id = a.bride_id
    WHERE a.id = ${appointmentId}`;
  if (!row) throw new Error(`appointment ${appointmentId} vanished`);
  return {
    appointment: { startsAt: row.startsAt.toISOString(), durationMinutes: row.durationMinutes, status: row.status },
    boutique: { name: row.name, timeZone: row.timeZone, address: row.address },
    email: row.email,
  };
}

/**
 * A 'book' link: her appointment at the time she chose, her e-mail, phone and consent kept. The link
 * reaches anyone the boutique's public survey reaches, so the address typed here is a stranger's
 * until proven otherwise: her confirmation goes only where the outside-mail guard allows (the owner
 * confirmed, the limits kept); otherwise she is booked all the same and the page is her record.
 * Before the boutique opens online booking (its hours confirmed) she is refused kindly and her link
 * is left unspent.
 */
export async function bookWithLink(
  deps: AppointmentWriteDeps,
  {
    token,
    request,
    inTransaction,
    notifyLater = false,
  }: {
    token: string;
    request: BookingRequest;
    /** More writes in her booking's transaction (a payment hold), by a feature above this one. */
    inTransaction?: (tx: Queryable, booked: BookedAppointment) => Promise<void>;
    /**
     * Her booked e-mail, reminder and texts wait: a payment hold records them once her card or
     * deposit is saved, so a booking she abandons on the provider's page never told her she was booked.
     */
    notifyLater?: boolean;
  },
): Promise<BookingResult> {
  const { sql, changes } = deps;
  const link = await openAppointmentLink({ sql, token, purpose: 'book' });
  await refuseUnlessOnlineBookingOpen(sql, link.boutiqueId);
  const consent = request.followUpConsent === true;
  const appointment = await withLink(deps, link, async (tx) => {
    const booked = await bookAppointment({
      sql,
      tx,
      changes,
      boutiqueId: link.boutiqueId,
      brideId: link.brideId,
      startsAt: request.startsAt,
      appointmentTypeId: request.appointmentTypeId ?? null,
      partySize: request.partySize ?? null,
      bookedBy: 'bride',
      offeredTimesOnly: true,
      mailBride: !notifyLater,
    });
    await tx`
      UPDATE brides SET email = ${request.email}, phone = ${request.phone ?? ''}, follow_up_consent = ${consent},
                        follow_up_consent_at = CASE WHEN ${consent} THEN coalesce(follow_up_consent_at, now()) END,
                        updated_at = now()
      WHERE id = ${link.brideId} AND boutique_id = ${link.boutiqueId}`;
    if (request.smsConsent === true) {
      await recordBookingSmsConsent(tx, { boutiqueId: link.boutiqueId, brideId: link.brideId, phone: request.phone });
    }
    await inTransaction?.(tx, booked);
    return booked;
  });
  if (!notifyLater) {
    await notifyBride(
      deps,
      { boutiqueId: link.boutiqueId },
      { appointmentId: appointment.id, change: 'booked', to: request.email },
    );
  }
  return readResult(sql, appointment.id);
}

/** A 'manage' link: her appointment moved to the time she chose (a new appointment replaces it). */
export async function moveWithLink(
  deps: AppointmentWriteDeps,
  { token, startsAt }: { token: string; startsAt: string },
): Promise<BookingResult> {
  const { sql, changes } = deps;
  const link = await openAppointmentLink({ sql, token, purpose: 'manage' });
  await refuseUnlessOnlineBookingOpen(sql, link.boutiqueId);
  const appointmentId = link.appointmentId!;
  await refuseInsideChangeCutoff(sql, { boutiqueId: link.boutiqueId, appointmentId });
  const moved = await withClaimedLink(sql, link, () =>
    moveAppointment({
      sql,
      changes,
      boutiqueId: link.boutiqueId,
      appointmentId,
      startsAt,
      movedBy: 'bride',
      offeredTimesOnly: true,
    }),
  );
  await appointmentChanged(deps, { appointmentId: moved.id, change: 'moved' });
  return readResult(sql, moved.id);
}

/** A 'manage' link: her appointment cancelled. */
export async function cancelWithLink(deps: AppointmentWriteDeps, { token }: { token: string }): Promise<BookingResult> {
  const { sql, changes } = deps;
  const link = await openAppointmentLink({ sql, token, purpose: 'manage' });
  const appointmentId = link.appointmentId!;
  await refuseInsideChangeCutoff(sql, { boutiqueId: link.boutiqueId, appointmentId });
  await withClaimedLink(sql, link, () =>
    cancelAppointment({ sql, changes, boutiqueId: link.boutiqueId, appointmentId }),
  );
  await appointmentChanged(deps, { appointmentId, change: 'cancelled' });
  return readResult(sql, appointmentId);
}
