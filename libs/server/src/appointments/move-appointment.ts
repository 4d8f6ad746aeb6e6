import type { AppointmentStatus, BookedBy } from '@bridal/shared/appointments/appointment';
import { type DashboardChanges, markDashboardChanged } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import {
  appointmentEventData,
  type BookedAppointment,
  lockBookingDays,
  lockBride,
  parseStartsAt,
  placeBooking,
} from './book-appointment';
import { recordWebhookEvent } from '../webhooks/record-webhook-event';
import { recordAppointmentMail } from './notify/record-appointment-mail';
import { readBoutiqueSchedule } from './schedule/boutique-schedule';
import { bookingMessages } from './schedule/booking-messages';
import { requireTransition } from '../db/appointment-status';
import { readBookingSetup, shapeOf } from './schedule/booking-setup';
import { carryPaymentHold } from './carry-payment-hold';
import { consultantFreeAt } from './consultant-free';

export interface MoveAppointmentOptions {
  sql: Sql;
  changes: DashboardChanges;
  boutiqueId: number;
  appointmentId: string;
  /** As the caller received it (ISO string, or a Date): validated here. */
  startsAt: unknown;
  movedBy: BookedBy;
  userId?: string | null;
  /** Only a time her booking link lists (a bride moving her own): see unofferedStart. */
  offeredTimesOnly?: boolean;
  now?: Date;
}

/**
 * Moves a booked appointment: in one transaction (her row, then both days' locks in a fixed
 * order) the old one is cancelled and a new one booked for the same bride (and consultant, when she
 * is free at the new time; else it goes unassigned, for staff to see) with
 * rebooked_from pointing back, the old one's place not counted, her card or deposit carried over,
 * and her e-mail about the move recorded with her reminder at the new time (the old one's goes).
 * Answers the new appointment.
 */
export async function moveAppointment(options: MoveAppointmentOptions): Promise<BookedAppointment> {
  const { sql, boutiqueId, appointmentId } = options;
  const now = options.now ?? new Date();
  const notFound = () => new AppError('NOT_FOUND', bookingMessages.appointmentNotFound);
  const moved = await sql.begin(async (tx) => {
    const [found] = await tx<{ brideId: string }[]>`
      SELECT bride_id FROM appointments WHERE id = ${appointmentId} AND boutique_id = ${boutiqueId}`;
    if (!found) throw notFound();
    await lockBride(tx, boutiqueId, found.brideId);
    const [old] = await tx<
      {
        consultantId: string | null;
        startsAt: Date;
        status: AppointmentStatus;
        appointmentTypeId: string | null;
        partySize: number | null;
      }[]
    >`
      SELECT consultant_id, starts_at, status, appointment_type_id, party_size FROM appointments
      WHERE id = ${appointmentId} AND boutique_id = ${boutiqueId} FOR UPDATE`;
    if (!old) throw notFound();
    requireTransition(old.status, 'move', bookingMessages.onlyBookedMoves);
    const startsAt = parseStartsAt(options.startsAt);
    const schedule = await readBoutiqueSchedule(tx, boutiqueId);
    await lockBookingDays(tx, boutiqueId, schedule.timeZone, [old.startsAt, startsAt]);
    // Free for the length the moved appointment will have: its type's, or the boutique's plain one.
    const { type } = await readBookingSetup(tx, boutiqueId, old.appointmentTypeId);
    const keepsConsultant =
      old.consultantId !== null &&
      (await consultantFreeAt(tx, {
        boutiqueId,
        consultantId: old.consultantId,
        startsAt,
        minutes: shapeOf(schedule.appointmentMinutes, type).lengthMinutes,
        excludeAppointmentId: appointmentId,
      }));
    const booked = await placeBooking({
      tx,
      boutiqueId,
      schedule,
      brideId: found.brideId,
      startsAt,
      consultantId: keepsConsultant ? old.consultantId : null,
      // Her type and party come along; a room that can host it is found at the new time.
      appointmentTypeId: old.appointmentTypeId,
      partySize: old.partySize,
      bookedBy: options.movedBy,
      bookedByUserId: options.userId ?? null,
      rebookedFrom: appointmentId,
      excludeAppointmentId: appointmentId,
      offeredTimesOnly: options.offeredTimesOnly ?? false,
      now,
    });
    const { awaited } = await carryPaymentHold(tx, {
      boutiqueId,
      fromAppointmentId: appointmentId,
      toAppointmentId: booked.id,
    });
    await tx`
      UPDATE appointments SET status = 'cancelled', cancelled_at = ${now}, updated_at = now()
      WHERE id = ${appointmentId}`;
    // Her card or deposit still awaited, she was never told she was booked: she is told once it is saved.
    if (!awaited) {
      await recordAppointmentMail(tx, {
        appointmentId: booked.id,
        change: 'moved',
        previousAppointmentId: appointmentId,
        now,
      });
    }
    await recordWebhookEvent(tx, {
      boutiqueId,
      type: 'appointment.moved',
      data: { ...appointmentEventData(booked), previousAppointmentId: appointmentId },
      now,
    });
    return booked;
  });
  await markDashboardChanged(options.changes, boutiqueId);
  return moved;
}
