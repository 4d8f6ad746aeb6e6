import { appointmentTypeMessages } from '@bridal/shared/appointments/appointment-types';
import type { Queryable } from '../../db/queryable';
import { AppError } from '../../errors/app-error';
import { holdsPlaceSql } from '../../db/appointment-status';
import { type BookingSetup, readBookingSetup, type SlotType } from './booking-setup';
import { holdsOver, placesLeft } from './free-slots';
import { waitlistHolds } from './waitlist-holds';

export interface BookingTypeRequest {
  appointmentTypeId: string | null;
  partySize: number | null;
  /** A bride's own link: only a type offered online. */
  onlineOnly: boolean;
  /** A move keeps its type even once archived or taken off the link. */
  keepType: boolean;
}

const refuse = (field: string, message: string) =>
  new AppError('BAD_REQUEST', message, { fields: { [field]: message } });

/**
 * The boutique's rooms and the booking's type, checked: this boutique's, in use (unless a move
 * keeps it), offered online for her own link, hosted by some room in use, and her party within its
 * largest. Clear 400s on `appointmentTypeId` and `partySize`.
 */
export async function checkBookingType(
  tx: Queryable,
  boutiqueId: number,
  request: BookingTypeRequest,
): Promise<BookingSetup> {
  const setup = await readBookingSetup(tx, boutiqueId, request.appointmentTypeId);
  const type: SlotType | null = setup.type;
  if (request.appointmentTypeId !== null) {
    const unavailable = !type || (!request.keepType && (type.archived || (request.onlineOnly && !type.bookableOnline)));
    if (unavailable) throw refuse('appointmentTypeId', appointmentTypeMessages.typeUnavailable);
    if (setup.roomIds.length > 0 && type.hostRoomIds.length === 0) {
      throw refuse('appointmentTypeId', appointmentTypeMessages.noRoomHosts(type.name));
    }
  }
  if (type && request.partySize !== null && request.partySize > type.maxParty) {
    throw refuse('partySize', appointmentTypeMessages.partyTooLarge(type.name, type.maxParty));
  }
  return setup;
}

/**
 * Inside the booking's locked transaction: whether [startsAt, startsAt + hold) has a place, and the
 * room it takes (the first free room, in the boutique's order, that can host the type; null without
 * rooms). Live waitlist offers hold their places as free slots show them, except for a bride
 * accepting one (`acceptingOffer`): the offers are of the same freed places, and the first to
 * accept takes one. Undefined: full.
 */
export async function findPlace(
  tx: Queryable,
  options: {
    boutiqueId: number;
    capacity: number;
    setup: BookingSetup;
    startsAt: Date;
    holdMinutes: number;
    excludeAppointmentId: string | null;
    acceptingOffer?: boolean;
    now: Date;
  },
): Promise<{ roomId: string | null } | undefined> {
  const { boutiqueId, setup, startsAt, excludeAppointmentId: exclude } = options;
  const start = startsAt.getTime();
  const end = start + options.holdMinutes * 60_000;
  // A booking holds its room for at most 480 + 240 minutes.
  const earliest = new Date(start - (480 + 240) * 60_000);
  const booked = await tx<
    { startsAt: Date; durationMinutes: number; bufferMinutes: number; fittingRoomId: string | null }[]
  >`
    SELECT starts_at, duration_minutes, buffer_minutes, fitting_room_id FROM appointments
    WHERE boutique_id = ${boutiqueId} AND ${holdsPlaceSql(tx)}
      AND starts_at > ${earliest} AND starts_at < ${new Date(end)}
      AND starts_at + (duration_minutes + buffer_minutes) * interval '1 minute' > ${startsAt}
      ${exclude ? tx`AND id <> ${exclude}` : tx``}`;
  const offered = options.acceptingOffer
    ? []
    : await waitlistHolds(tx, boutiqueId, { low: earliest, high: new Date(end), now: options.now });
  const holds = holdsOver([...booked, ...offered])(start, end);
  if (placesLeft(holds, options.capacity, setup) <= 0) return undefined;
  if (setup.roomIds.length === 0) return { roomId: null };
  const held = new Set(holds.map((hold) => hold.room));
  const hosts = setup.type ? setup.type.hostRoomIds : setup.roomIds;
  return { roomId: hosts.find((room) => !held.has(room)) ?? null };
}
