import type { AppointmentStatus, BookedBy } from '@bridal/shared/appointments/appointment';
import { isInScheduleYears, scheduleMessages } from '@bridal/shared/appointments/schedule';
import { DateTime } from 'luxon';
import type postgres from 'postgres';
import type { Queryable } from '../db/queryable';
import { type DashboardChanges, markDashboardChanged } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { stopFollowUps } from '../follow-up-plan/stop-follow-ups';
import { recordAppointmentMail } from './notify/record-appointment-mail';
import { type BoutiqueSchedule, readBoutiqueSchedule } from './schedule/boutique-schedule';
import {
  alreadyBookedMessage,
  bookingMessages,
  closedNowMessage,
  outsideHoursMessage,
} from './schedule/booking-messages';
import { bookingWindowDays, listFreeSlots, unofferedStart } from './schedule/free-slots';
import { dayLockKey } from './schedule/local-time';
import { isWithinHours } from './schedule/within-hours';
import { checkBookingType, findPlace } from './schedule/booking-room';
import { shapeOf } from './schedule/booking-setup';
import { holdsPlaceSql } from '../db/appointment-status';
import { recordWebhookEvent } from '../webhooks/record-webhook-event';

export interface BookedAppointment {
  id: string;
  brideId: string;
  consultantId: string | null;
  /** ISO, UTC. */
  startsAt: string;
  durationMinutes: number;
  status: AppointmentStatus;
}

export interface BookAppointmentOptions {
  sql: Sql;
  changes: DashboardChanges;
  boutiqueId: number;
  /** A UUID (the api's edge refuses any other with 404); another boutique's bride is not found here. */
  brideId: string;
  /** As the caller received it: validated here. */
  startsAt: unknown;
  consultantId?: string | null;
  /** A type of this boutique (a UUID, checked at the edge); none: the boutique's plain appointment. */
  appointmentTypeId?: string | null;
  /** Who comes with her, 0 to 30 (checked at the edge); null: not said. */
  partySize?: number | null;
  bookedBy: BookedBy;
  bookedByUserId?: string | null;
  rebookedFrom?: string | null;
  /** Only a time her booking link lists (a bride booking for herself): see unofferedStart. */
  offeredTimesOnly?: boolean;
  /**
   * A walk-in standing in the shop: `startsAt` is the current minute (not in the future), and the
   * boutique need only be open at that moment (her appointment may run past closing).
   */
  startsNow?: boolean;
  now?: Date;
  /** False: no e-mail nor reminder for her (the demo's made-up visits); her e-mails are recorded by default. */
  mailBride?: boolean;
  /**
   * The caller's transaction, to book together with its own writes. The caller then marks the
   * dashboards changed (markDashboardChanged) after its commit; without it, this function does.
   */
  tx?: postgres.TransactionSql;
}

/** How many next free slots a 409 'no longer free' offers. */
export const nextSlotsOffered = 5;

interface AppointmentRow {
  id: string;
  brideId: string;
  consultantId: string | null;
  startsAt: Date;
  durationMinutes: number;
  status: AppointmentStatus;
}

export const toBookedAppointment = (row: AppointmentRow): BookedAppointment => ({
  id: row.id,
  brideId: row.brideId,
  consultantId: row.consultantId,
  startsAt: row.startsAt.toISOString(),
  durationMinutes: row.durationMinutes,
  status: row.status,
});

/** What every appointment webhook event says of the appointment. */
export const appointmentEventData = (appointment: BookedAppointment) => ({
  appointmentId: appointment.id,
  brideId: appointment.brideId,
  consultantId: appointment.consultantId,
  startsAt: appointment.startsAt,
  durationMinutes: appointment.durationMinutes,
});

export const appointmentColumns = (sql: Queryable) =>
  sql`id, bride_id, consultant_id, starts_at, duration_minutes, status`;

/** An ISO 8601 date-time with its zone (`Z` or an offset): a wall time alone would mean the server's zone. */
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A start time as given by a form or a client: an ISO date-time with its offset (or a Date) in the
 * schedule's years, or refused.
 */
export function parseStartsAt(startsAt: unknown): Date {
  let parsed: Date | undefined;
  if (startsAt instanceof Date && !Number.isNaN(startsAt.getTime())) parsed = startsAt;
  else if (typeof startsAt === 'string' && isoInstant.test(startsAt)) {
    const read = DateTime.fromISO(startsAt);
    if (read.isValid) parsed = read.toJSDate();
  }
  if (!parsed) {
    throw new AppError('BAD_REQUEST', bookingMessages.notADate, { fields: { startsAt: bookingMessages.notADate } });
  }
  if (!isInScheduleYears(parsed.toISOString())) {
    const message = scheduleMessages.outOfYears;
    throw new AppError('BAD_REQUEST', message, { fields: { startsAt: message } });
  }
  return parsed;
}

/** Takes the per-boutique, per-local-day booking locks of these instants, in a fixed order. */
export async function lockBookingDays(tx: Queryable, boutiqueId: number, timeZone: string, instants: Date[]) {
  const keys = [...new Set(instants.map((instant) => dayLockKey(timeZone, instant)))].sort((a, b) => a - b);
  for (const key of keys) await tx`SELECT pg_advisory_xact_lock(${boutiqueId}::int, ${key}::int)`;
}

export interface PlaceBookingOptions {
  tx: Queryable;
  boutiqueId: number;
  schedule: BoutiqueSchedule;
  brideId: string;
  startsAt: Date;
  consultantId: string | null;
  /** See BookAppointmentOptions; a move passes the moved one's. */
  appointmentTypeId?: string | null;
  partySize?: number | null;
  bookedBy: BookedBy;
  bookedByUserId: string | null;
  rebookedFrom: string | null;
  /** The appointment being moved: neither her other appointment nor a place taken. */
  excludeAppointmentId: string | null;
  offeredTimesOnly: boolean;
  /** See BookAppointmentOptions.startsNow. */
  startsNow?: boolean;
  /** A bride accepting a waitlist offer: the places live offers hold are open to her (see findPlace). */
  acceptingOffer?: boolean;
  now: Date;
}

/**
 * The checks and the insert of a booking, inside a transaction that holds the bride's row and
 * the day locks: the time is in the future (a walk-in's `startsNow`: the boutique open now), within hours (for her own link, one of the slots it
 * lists) and not full (the appointment being moved, `rebookedFrom`, not counted), and she has no
 * other booked future appointment. With a type (checkBookingType: hers to book, a room can host
 * it, her party within its largest) the length and buffer are the type's and the grid is its own;
 * with rooms named, it takes the first free room that can host it for its length plus buffer.
 */
export async function placeBooking(options: PlaceBookingOptions): Promise<BookedAppointment> {
  const { tx, boutiqueId, brideId, startsAt, now, rebookedFrom, excludeAppointmentId: exclude } = options;
  const appointmentTypeId = options.appointmentTypeId ?? null;
  const partySize = options.partySize ?? null;
  const setup = await checkBookingType(tx, boutiqueId, {
    appointmentTypeId,
    partySize,
    onlineOnly: options.offeredTimesOnly,
    keepType: exclude !== null,
  });
  const shape = shapeOf(options.schedule.appointmentMinutes, setup.type);
  // The type's length stands for the boutique's in the hours check and its message.
  const schedule = { ...options.schedule, appointmentMinutes: shape.lengthMinutes };
  const duration = shape.lengthMinutes;
  const refuse = (message: string) => new AppError('BAD_REQUEST', message, { fields: { startsAt: message } });
  if (options.startsNow) {
    // Open at this minute is enough: a bride in the shop is not turned away for the slot grid.
    if (!isWithinHours(schedule, startsAt, 1)) throw refuse(closedNowMessage(schedule, startsAt));
  } else {
    if (startsAt.getTime() <= now.getTime()) throw refuse(bookingMessages.passed);
    const unoffered = options.offeredTimesOnly
      ? unofferedStart(schedule, startsAt, now, bookingWindowDays, shape)
      : null;
    if (unoffered === 'window') throw refuse(bookingMessages.tooFarAhead);
    if (!isWithinHours(schedule, startsAt, duration)) throw refuse(outsideHoursMessage(schedule, startsAt));
    if (unoffered === 'grid') throw refuse(bookingMessages.notOffered);
  }
  const [existing] = await tx<{ startsAt: Date }[]>`
    SELECT starts_at FROM appointments
    WHERE bride_id = ${brideId} AND boutique_id = ${boutiqueId} AND ${holdsPlaceSql(tx)} AND starts_at > ${now}
      ${exclude ? tx`AND id <> ${exclude}` : tx``}
    ORDER BY starts_at LIMIT 1`;
  if (existing) throw new AppError('CONFLICT', alreadyBookedMessage(existing.startsAt, schedule.timeZone));

  const place = await findPlace(tx, {
    boutiqueId,
    capacity: schedule.capacity,
    setup,
    startsAt,
    holdMinutes: shape.lengthMinutes + shape.bufferMinutes,
    excludeAppointmentId: exclude,
    acceptingOffer: options.acceptingOffer,
    now,
  });
  if (!place) {
    const free = await listFreeSlots(tx, boutiqueId, {
      from: startsAt,
      now,
      excludeAppointmentId: exclude,
      appointmentTypeId,
    });
    const nextSlots = free.filter((slot) => Date.parse(slot.startsAt) > startsAt.getTime()).slice(0, nextSlotsOffered);
    throw new AppError('CONFLICT', bookingMessages.full, { details: { nextSlots } });
  }

  const [row] = await tx<AppointmentRow[]>`
    INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, booked_by,
                              booked_by_user_id, rebooked_from, appointment_type_id, fitting_room_id,
                              buffer_minutes, party_size)
    VALUES (${boutiqueId}, ${brideId}, ${options.consultantId}, ${startsAt}, ${duration}, ${options.bookedBy},
            ${options.bookedByUserId}, ${rebookedFrom}, ${setup.type?.id ?? null}, ${place.roomId},
            ${shape.bufferMinutes}, ${partySize})
    RETURNING ${appointmentColumns(tx)}`;
  // Booked again (a move too): her pending follow-ups stop in the same transaction.
  await stopFollowUps(tx, { brideId, reason: 'booked_again', now });
  return toBookedAppointment(row!);
}

/** Locks the bride's row (one booking of hers at a time); 404 when she is not of this boutique. */
export async function lockBride(tx: Queryable, boutiqueId: number, brideId: string): Promise<void> {
  const [bride] = await tx`SELECT id FROM brides WHERE id = ${brideId} AND boutique_id = ${boutiqueId} FOR UPDATE`;
  if (!bride) throw new AppError('NOT_FOUND', bookingMessages.brideNotFound);
}

async function checkConsultant(tx: Queryable, boutiqueId: number, consultantId: string): Promise<void> {
  const [member] = await tx`
    SELECT 1 FROM users
    WHERE id = ${consultantId} AND boutique_id = ${boutiqueId} AND status IN ('active', 'pending', 'needs_setup')`;
  if (!member) {
    throw new AppError('BAD_REQUEST', bookingMessages.consultant, {
      fields: { consultantId: bookingMessages.consultant },
    });
  }
}

async function checkAppointmentExists(tx: Queryable, boutiqueId: number, appointmentId: string): Promise<void> {
  const [found] = await tx`SELECT 1 FROM appointments WHERE id = ${appointmentId} AND boutique_id = ${boutiqueId}`;
  if (!found) throw new AppError('NOT_FOUND', bookingMessages.appointmentNotFound);
}

/**
 * Books a bride into a slot, race-proof: per boutique and local day, a transaction takes an
 * advisory lock, counts the appointments overlapping the slot and inserts, so N bookings racing
 * for the last places give exactly `capacity` appointments. Full: 409 with `details.nextSlots`.
 * The length is the type's (or, without one, the boutique's current appointment length).
 */
export async function bookAppointment(options: BookAppointmentOptions): Promise<BookedAppointment> {
  const { sql, boutiqueId, brideId, tx } = options;
  const now = options.now ?? new Date();
  const consultantId = options.consultantId ?? null;
  const rebookedFrom = options.rebookedFrom ?? null;
  const book = async (t: Queryable) => {
    await lockBride(t, boutiqueId, brideId);
    const startsAt = parseStartsAt(options.startsAt);
    if (consultantId !== null) await checkConsultant(t, boutiqueId, consultantId);
    if (rebookedFrom !== null) await checkAppointmentExists(t, boutiqueId, rebookedFrom);
    const schedule = await readBoutiqueSchedule(t, boutiqueId);
    await lockBookingDays(t, boutiqueId, schedule.timeZone, [startsAt]);
    const booked = await placeBooking({
      tx: t,
      boutiqueId,
      schedule,
      brideId,
      startsAt,
      consultantId,
      appointmentTypeId: options.appointmentTypeId ?? null,
      partySize: options.partySize ?? null,
      bookedBy: options.bookedBy,
      bookedByUserId: options.bookedByUserId ?? null,
      rebookedFrom,
      excludeAppointmentId: null,
      offeredTimesOnly: options.offeredTimesOnly ?? false,
      startsNow: options.startsNow ?? false,
      now,
    });
    if (options.mailBride !== false)
      await recordAppointmentMail(t, { appointmentId: booked.id, change: 'booked', now });
    await recordWebhookEvent(t, {
      boutiqueId,
      type: 'appointment.booked',
      data: { ...appointmentEventData(booked), bookedBy: options.bookedBy },
      now,
    });
    return booked;
  };
  if (tx) return book(tx);
  const booked = await sql.begin((t) => book(t));
  await markDashboardChanged(options.changes, boutiqueId);
  return booked;
}
