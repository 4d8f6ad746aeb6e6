import type { FreeSlot } from '@bridal/shared/appointments/boutique-settings';
import { minutesOfTime } from '@bridal/shared/appointments/boutique-settings';
import type { Queryable } from '../../db/queryable';
import { AppError } from '../../errors/app-error';
import {
  type BoutiqueSchedule,
  boutiqueNotFoundMessage,
  type ScheduleRow,
  scheduleColumns,
  toBoutiqueSchedule,
} from './boutique-schedule';
import { type LocalDay, localDayOf, localDays, localInstant, rangeBounds, rangesOfDay, zoneOf } from './local-time';
import { holdsPlaceSql } from '../../db/appointment-status';
import { waitlistHolds } from './waitlist-holds';
import {
  type BookingSetup,
  type SetupRow,
  setupColumns,
  shapeOf,
  type SlotShape,
  toBookingSetup,
} from './booking-setup';

export type { FreeSlot };

export interface BookedTime {
  startsAt: Date;
  durationMinutes: number;
  /** The room's time after it (0 before types). */
  bufferMinutes?: number;
  /** Its room (null: none named when it was booked). */
  fittingRoomId?: string | null;
}

export interface ComputeFreeSlotsOptions {
  schedule: BoutiqueSchedule;
  /** The boutique's booked appointments around the period (any order). */
  booked: BookedTime[];
  /** The period begins on the local day of this instant. */
  from: Date;
  days: number;
  now: Date;
  /** The boutique's rooms and the type asked for; none: its capacity counts places, its appointment length. */
  setup?: BookingSetup;
}

/** The longest a booking holds its room (length plus buffer): how far back a booking can still overlap a slot. */
const longestHoldMs = (480 + 240) * 60_000;

/** Index of the first start >= value in a sorted list. */
function firstAtOrAfter(starts: number[], value: number): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (starts[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

interface Hold {
  start: number;
  end: number;
  room: string | null;
}

/**
 * How many more of this type a slot takes. Without rooms: the capacity less the bookings holding a
 * place over it. With rooms: the rooms that can host it and are not held over it, and never more
 * than the rooms left once the bookings without a room (made before rooms were named) take theirs.
 */
export function placesLeft(overlapping: Hold[], capacity: number, setup: BookingSetup | undefined): number {
  if (!setup || setup.roomIds.length === 0) return capacity - overlapping.length;
  const held = new Set<string>();
  let roomless = 0;
  for (const hold of overlapping) {
    if (hold.room === null) roomless++;
    else held.add(hold.room);
  }
  const hosts = setup.type ? setup.type.hostRoomIds : setup.roomIds;
  const freeHosts = hosts.filter((room) => !held.has(room)).length;
  const freeRooms = setup.roomIds.filter((room) => !held.has(room)).length - roomless;
  return Math.min(freeHosts, freeRooms);
}

/** The bookings holding their room (or a place) over [start, end): each for its length plus buffer. */
export function holdsOver(booked: BookedTime[]): (start: number, end: number) => Hold[] {
  const sorted: Hold[] = booked
    .map((b) => ({
      start: b.startsAt.getTime(),
      end: b.startsAt.getTime() + (b.durationMinutes + (b.bufferMinutes ?? 0)) * 60_000,
      room: b.fittingRoomId ?? null,
    }))
    .sort((a, b) => a.start - b.start);
  const starts = sorted.map((b) => b.start);
  return (start, end) => {
    const found: Hold[] = [];
    for (let i = firstAtOrAfter(starts, end) - 1; i >= 0 && starts[i]! > start - longestHoldMs; i--) {
      if (sorted[i]!.end > start) found.push(sorted[i]!);
    }
    return found;
  };
}

/**
 * The free slots of `days` local days from the day of `from`, in time order. Slots start at each
 * opening range's start and step by the slot's length plus its buffer in local wall time (so one
 * room can take them back to back; a 10:00 slot is 10:00 on both sides of a DST change); a slot's
 * length ends within its range (its buffer may run past closing); a time the clock skips is left
 * out and an ambiguous one is offered once. Closed dates, slots starting at or before `now` and
 * slots with no place left (placesLeft, each booking holding its room for its length plus its
 * buffer, the slot asking as much) are left out. Without rooms or types this is the boutique's
 * appointment length, stepped by itself, against its capacity, as before types.
 */
export function computeFreeSlots({ schedule, booked, from, days, now, setup }: ComputeFreeSlotsOptions): FreeSlot[] {
  const shape = shapeOf(schedule.appointmentMinutes, setup?.type ?? null);
  const holdMs = (shape.lengthMinutes + shape.bufferMinutes) * 60_000;
  const over = holdsOver(booked);
  const slots: FreeSlot[] = [];
  if (setup?.type && setup.roomIds.length > 0 && setup.type.hostRoomIds.length === 0) return slots;
  const nowMs = now.getTime();
  for (const day of localDays(schedule.timeZone, from, days)) {
    for (const start of slotStartsOfDay(schedule, day, shape)) {
      if (start <= nowMs) continue;
      const remaining = placesLeft(over(start, start + holdMs), schedule.capacity, setup);
      if (remaining > 0) slots.push({ startsAt: new Date(start).toISOString(), date: day.date, remaining });
    }
  }
  return slots;
}

/**
 * Where the slots of a local day start (ms), free or not: at each opening range's start, stepping
 * by the length plus buffer in wall time, each slot's length ending within its range; a time the
 * clock skips is left out.
 */
function slotStartsOfDay(schedule: BoutiqueSchedule, day: LocalDay, shape: SlotShape): number[] {
  const length = shape.lengthMinutes;
  const step = shape.lengthMinutes + shape.bufferMinutes;
  const starts: number[] = [];
  for (const range of rangesOfDay(schedule, day)) {
    const rangeEnd = rangeBounds(day, range).end;
    const last = minutesOfTime(range.to) - length;
    for (let minutes = minutesOfTime(range.from); minutes <= last; minutes += step) {
      const start = localInstant(day, minutes);
      if (start !== null && start + length * 60_000 <= rangeEnd) starts.push(start);
    }
  }
  return starts;
}

/** How many local days, from today, a bride's link offers times for. */
export const bookingWindowDays = 60;

/**
 * Why a start is not one the bride's link would list (whether it is still free is asked apart):
 * 'window' past the days it offers, 'grid' not a slot's start of its day (off the steps of the
 * slot's length plus buffer, outside the hours, a closed date). Null when it is one.
 */
export function unofferedStart(
  schedule: BoutiqueSchedule,
  startsAt: Date,
  now: Date,
  windowDays = bookingWindowDays,
  shape: SlotShape = shapeOf(schedule.appointmentMinutes, null),
): 'window' | 'grid' | null {
  const zone = zoneOf(schedule.timeZone);
  const start = startsAt.getTime();
  const day = localDayOf(zone, start);
  const lastDay = localDays(schedule.timeZone, now, windowDays).at(-1);
  if (!lastDay || day.date > lastDay.date) return 'window';
  return slotStartsOfDay(schedule, day, shape).includes(start) ? null : 'grid';
}

export const maxFreeSlotDays = 60;

export interface ListFreeSlotsOptions {
  /** Default: now. */
  from?: Date;
  /** Default and most: 60. */
  days?: number;
  now?: Date;
  /** Counted as free: the appointment being moved (a stored id: its move or its booking link names it). */
  excludeAppointmentId?: string | null;
  /** The type asked for (a UUID); none, or not this boutique's: the boutique's plain appointment. */
  appointmentTypeId?: string | null;
}

/**
 * The boutique's free slots: its schedule with its rooms and the type asked for (one primary-key
 * read) and its booked appointments of the period (one range read on appointments_boutique_starts),
 * then computeFreeSlots.
 */
export async function listFreeSlots(
  sql: Queryable,
  boutiqueId: number,
  options: ListFreeSlotsOptions = {},
): Promise<FreeSlot[]> {
  const now = options.now ?? new Date();
  const from = options.from ?? now;
  const days = Math.max(1, Math.min(maxFreeSlotDays, Math.floor(options.days ?? maxFreeSlotDays)));
  const [row] = await sql<(ScheduleRow & SetupRow)[]>`
    SELECT ${scheduleColumns(sql)}, ${setupColumns(sql, boutiqueId, options.appointmentTypeId ?? null)}
    FROM boutiques WHERE id = ${boutiqueId}`;
  if (!row) throw new AppError('NOT_FOUND', boutiqueNotFoundMessage);
  const schedule = toBoutiqueSchedule(row);
  const setup = toBookingSetup(row);
  // Wide enough for any zone (-12..+14 h); a booking holding its room up to 12 hours can reach into the first day.
  const low = new Date(from.getTime() - 38 * 3_600_000 - longestHoldMs);
  const high = new Date(from.getTime() + (days + 2) * 24 * 3_600_000);
  const exclude = options.excludeAppointmentId || null;
  const booked = await sql<BookedTime[]>`
    SELECT starts_at, duration_minutes, buffer_minutes, fitting_room_id FROM appointments
    WHERE boutique_id = ${boutiqueId} AND starts_at >= ${low} AND starts_at < ${high} AND ${holdsPlaceSql(sql)}
      ${exclude ? sql`AND id <> ${exclude}` : sql``}`;
  // A live waitlist offer's place is taken for everyone else (a hold names no room: it takes one).
  const held = await waitlistHolds(sql, boutiqueId, { low, high, now });
  return computeFreeSlots({ schedule, booked: [...booked, ...held], from, days, now, setup });
}
