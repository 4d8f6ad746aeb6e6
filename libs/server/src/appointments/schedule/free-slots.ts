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

export type { FreeSlot };

export interface BookedTime {
  startsAt: Date;
  durationMinutes: number;
}

export interface ComputeFreeSlotsOptions {
  schedule: BoutiqueSchedule;
  /** The boutique's booked appointments around the period (any order). */
  booked: BookedTime[];
  /** The period begins on the local day of this instant. */
  from: Date;
  days: number;
  now: Date;
}

/** The longest an appointment can last: how far back a booking can still overlap a slot. */
const longestAppointmentMs = 480 * 60_000;

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

/**
 * The free slots of `days` local days from the day of `from`, in time order. Slots start at each
 * opening range's start and step by the appointment length in local wall time (a 10:00 slot is
 * 10:00 on both sides of a DST change); a slot ends within its range; a time the clock skips is
 * left out and an ambiguous one is offered once. Closed dates, slots starting at or before `now`
 * and slots overlapped by `capacity` booked appointments are left out.
 */
export function computeFreeSlots({ schedule, booked, from, days, now }: ComputeFreeSlotsOptions): FreeSlot[] {
  const length = schedule.appointmentMinutes;
  const sorted = [...booked]
    .map((b) => ({ start: b.startsAt.getTime(), end: b.startsAt.getTime() + b.durationMinutes * 60_000 }))
    .sort((a, b) => a.start - b.start);
  const starts = sorted.map((b) => b.start);
  const overlapping = (slotStart: number, slotEnd: number) => {
    let count = 0;
    for (let i = firstAtOrAfter(starts, slotEnd) - 1; i >= 0 && starts[i]! > slotStart - longestAppointmentMs; i--) {
      if (sorted[i]!.end > slotStart) count++;
    }
    return count;
  };

  const slots: FreeSlot[] = [];
  const nowMs = now.getTime();
  for (const day of localDays(schedule.timeZone, from, days)) {
    for (const start of slotStartsOfDay(schedule, day)) {
      if (start <= nowMs) continue;
      const remaining = schedule.capacity - overlapping(start, start + length * 60_000);
      if (remaining > 0) slots.push({ startsAt: new Date(start).toISOString(), date: day.date, remaining });
    }
  }
  return slots;
}

/**
 * Where the slots of a local day start (ms), free or not: at each opening range's start, stepping
 * by the appointment length in wall time, each ending within its range; a time the clock skips is
 * left out.
 */
function slotStartsOfDay(schedule: BoutiqueSchedule, day: LocalDay): number[] {
  const length = schedule.appointmentMinutes;
  const starts: number[] = [];
  for (const range of rangesOfDay(schedule, day)) {
    const rangeEnd = rangeBounds(day, range).end;
    const last = minutesOfTime(range.to) - length;
    for (let minutes = minutesOfTime(range.from); minutes <= last; minutes += length) {
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
 * 'window' past the days it offers, 'grid' not a slot's start of its day (off the appointment
 * length's steps, outside the hours, a closed date). Null when it is one.
 */
export function unofferedStart(
  schedule: BoutiqueSchedule,
  startsAt: Date,
  now: Date,
  windowDays = bookingWindowDays,
): 'window' | 'grid' | null {
  const zone = zoneOf(schedule.timeZone);
  const start = startsAt.getTime();
  const day = localDayOf(zone, start);
  const lastDay = localDays(schedule.timeZone, now, windowDays).at(-1);
  if (!lastDay || day.date > lastDay.date) return 'window';
  return slotStartsOfDay(schedule, day).includes(start) ? null : 'grid';
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
}

/**
 * The boutique's free slots: its schedule (one primary-key read) and its booked appointments of
 * the period (one range read on appointments_boutique_starts), then computeFreeSlots.
 */
export async function listFreeSlots(
  sql: Queryable,
  boutiqueId: number,
  options: ListFreeSlotsOptions = {},
): Promise<FreeSlot[]> {
  const now = options.now ?? new Date();
  const from = options.from ?? now;
  const days = Math.max(1, Math.min(maxFreeSlotDays, Math.floor(options.days ?? maxFreeSlotDays)));
  const [row] = await sql<ScheduleRow[]>`
    SELECT ${scheduleColumns(sql)} FROM boutiques WHERE id = ${boutiqueId}`;
  if (!row) throw new AppError('NOT_FOUND', boutiqueNotFoundMessage);
  const schedule = toBoutiqueSchedule(row);
  // Wide enough for any zone (-12..+14 h); a booking up to 8 hours long can reach into the first day.
  const low = new Date(from.getTime() - 38 * 3_600_000 - longestAppointmentMs);
  const high = new Date(from.getTime() + (days + 2) * 24 * 3_600_000);
  const exclude = options.excludeAppointmentId || null;
  const booked = await sql<BookedTime[]>`
    SELECT starts_at, duration_minutes FROM appointments
    WHERE boutique_id = ${boutiqueId} AND starts_at >= ${low} AND starts_at < ${high} AND ${holdsPlaceSql(sql)}
      ${exclude ? sql`AND id <> ${exclude}` : sql``}`;
  const held = await waitlistHolds(sql, boutiqueId, low, high, now);
  return computeFreeSlots({ schedule, booked: [...booked, ...held], from, days, now });
}
