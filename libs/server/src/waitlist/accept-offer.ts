import type { BookingResult } from '@bridal/shared/appointments/booking';
import { waitlistMessages } from '@bridal/shared/waitlist/waitlist';
import {
  appointmentEventData,
  type BookedAppointment,
  lockBookingDays,
  lockBride,
  placeBooking,
} from '../appointments/book-appointment';
import { appointmentChanged } from '../appointments/notify/appointment-changed';
import type { AppointmentWriteDeps } from '../appointments/notify/notify-bride';
import { recordAppointmentMail } from '../appointments/notify/record-appointment-mail';
import { readBoutiqueSchedule } from '../appointments/schedule/boutique-schedule';
import { bookingMessages } from '../appointments/schedule/booking-messages';
import { markDashboardChanged } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { recordWebhookEvent } from '../webhooks/record-webhook-event';
import { openHoldSession, recordPaymentHold } from '../payments/booking-hold';
import type { PaymentsConfig } from '../payments/payment-settings';
import { releaseHoldNow } from '../payments/release-lapsed-holds';
import { entryTypeSql } from './entry-type';
import { offerPaymentPlan } from './offer-payment';
import { findOffer, offerStatus } from './open-offer';

export interface AcceptWaitlistOfferOptions {
  token: string;
  payments: PaymentsConfig;
  /** Her agreement to the no-show policy, when her kind of appointment asks for a card or deposit. */
  policyAgreed?: boolean;
  now?: Date;
}

type Accepted = { booked: BookedAppointment; hold?: { holdId: string; returnToken: string } } | { taken: true };

/**
 * Takes the time a waitlist offer holds, through the booking transaction: the offer's row locked
 * (the same link twice: the second finds it accepted), her row and the day's booking lock, then
 * placeBooking's checks for the type and party she waits with (the places offers hold open to
 * her), so the place is never given twice whoever else raced for it. A time
 * taken meanwhile lapses the offer and puts her back on the list (the place was not hers after all).
 * Her kind asks for a card or deposit: her agreement first, the hold in the same transaction, then
 * the provider's page, her booked e-mail once it is saved (as a booking from her link: bookWithPayment).
 */
export async function acceptWaitlistOffer(
  deps: AppointmentWriteDeps,
  { token, payments, policyAgreed, now = new Date() }: AcceptWaitlistOfferOptions,
): Promise<BookingResult> {
  const { sql } = deps;
  // Her kind asks for a card or deposit: agreed to first (400 otherwise), as on her booking page.
  const plan = await offerPaymentPlan(sql, payments, await findOffer(sql, token), policyAgreed ?? false);
  const outcome = (await sql.begin(async (tx) => {
    const offer = await findOffer(tx, token, true);
    const status = offerStatus(offer, now);
    if (status === 'accepted') throw new AppError('CONFLICT', waitlistMessages.offerUsed);
    if (status !== 'live') throw new AppError('CONFLICT', waitlistMessages.offerLapsed);
    await lockBride(tx, offer.boutiqueId, offer.brideId);
    const schedule = await readBoutiqueSchedule(tx, offer.boutiqueId);
    await lockBookingDays(tx, offer.boutiqueId, schedule.timeZone, [offer.startsAt]);
    const [entry] = await tx<{ appointmentTypeId: string | null; partySize: number | null }[]>`
      SELECT ${entryTypeSql(tx)} AS appointment_type_id, e.party_size FROM waitlist_entries e WHERE e.id = ${offer.entryId}`;
    await tx`UPDATE waitlist_offers SET status = 'accepted', updated_at = ${now} WHERE id = ${offer.id}`;
    let booked: BookedAppointment;
    try {
      booked = await tx.savepoint((sp) =>
        placeBooking({
          tx: sp,
          boutiqueId: offer.boutiqueId,
          schedule,
          brideId: offer.brideId,
          startsAt: offer.startsAt,
          appointmentTypeId: entry?.appointmentTypeId ?? null,
          partySize: entry?.partySize ?? null,
          acceptingOffer: true,
          consultantId: null,
          bookedBy: 'bride',
          bookedByUserId: null,
          rebookedFrom: null,
          excludeAppointmentId: null,
          offeredTimesOnly: false,
          now,
        }),
      );
    } catch (error) {
      if (!(error instanceof AppError) || error.message !== bookingMessages.full) throw error;
      await tx`UPDATE waitlist_offers SET status = 'lapsed', updated_at = ${now} WHERE id = ${offer.id}`;
      await tx`
        UPDATE waitlist_entries SET status = 'waiting', updated_at = ${now}
        WHERE id = ${offer.entryId} AND status = 'offered'`;
      return { taken: true } as const;
    }
    await tx`UPDATE waitlist_offers SET appointment_id = ${booked.id} WHERE id = ${offer.id}`;
    await tx`
      UPDATE waitlist_entries SET status = 'booked', booked_appointment_id = ${booked.id}, updated_at = ${now}
      WHERE id = ${offer.entryId}`;
    const hold = plan
      ? await recordPaymentHold(tx, {
          boutiqueId: offer.boutiqueId,
          appointmentId: booked.id,
          plan,
          holdMinutes: payments.holdMinutes,
          now,
        })
      : undefined;
    // With a card or deposit to come, she is told she is booked once it is saved (applyHoldResult).
    if (!hold) await recordAppointmentMail(tx, { appointmentId: booked.id, change: 'booked', now });
    await recordWebhookEvent(tx, {
      boutiqueId: offer.boutiqueId,
      type: 'appointment.booked',
      data: { ...appointmentEventData(booked), bookedBy: 'bride' },
      now,
    });
    return { booked, hold };
  })) as Accepted;
  if ('taken' in outcome) throw new AppError('CONFLICT', waitlistMessages.slotTaken);
  const { booked, hold } = outcome;
  const boutiqueId = (await boutiqueOf(sql, booked.id))!;
  await markDashboardChanged(deps.changes, boutiqueId);
  const result = await readAccepted(sql, booked.id);
  if (!plan || !hold) {
    await appointmentChanged(deps, { appointmentId: booked.id, change: 'booked' });
    return result;
  }
  // Off to the provider's page for her card or deposit; it cannot be opened: her time is released at once.
  try {
    const payment = await openHoldSession(sql, payments, {
      boutiqueId,
      appointmentId: booked.id,
      ...hold,
      plan,
      email: result.email,
      boutiqueName: result.boutique.name,
    });
    return { ...result, payment };
  } catch (error) {
    await releaseHoldNow(deps, { id: hold.holdId, boutiqueId, appointmentId: booked.id });
    throw error;
  }
}

const boutiqueOf = async (sql: Sql, appointmentId: string) =>
  (await sql<{ boutiqueId: number }[]>`SELECT boutique_id FROM appointments WHERE id = ${appointmentId}`)[0]
    ?.boutiqueId;

async function readAccepted(sql: Sql, appointmentId: string): Promise<BookingResult> {
  const [row] = await sql<
    {
      startsAt: Date;
      durationMinutes: number;
      status: BookingResult['appointment']['status'];
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
