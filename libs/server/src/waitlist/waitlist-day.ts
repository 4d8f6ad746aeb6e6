import { DateTime } from 'luxon';
import type { Queryable } from '../db/queryable';
import { type BoutiqueSchedule, readBoutiqueSchedule } from '../appointments/schedule/boutique-schedule';
import { type BookingSetup, readBookingSetup } from '../appointments/schedule/booking-setup';
import { computeFreeSlots, listFreeSlots } from '../appointments/schedule/free-slots';
import type { FreeSlot } from '../appointments/schedule/free-slots';

/** The first instant of a boutique-local day, and an instant inside it (for its booking lock). */
export function dayInstants(date: string, timeZone: string): { start: Date; midday: Date } {
  const start = DateTime.fromISO(date, { zone: timeZone }).startOf('day');
  return { start: start.toJSDate(), midday: start.plus({ hours: 12 }).toJSDate() };
}

/** The boutique's today, on its own clock. */
export const boutiqueToday = (timeZone: string, now: Date) => DateTime.fromJSDate(now, { zone: timeZone }).toISODate()!;

export interface WaitlistDay {
  schedule: BoutiqueSchedule;
  /** The boutique's rooms and the type asked for (none: its plain appointment). */
  setup: BookingSetup;
  /** Every slot of the type the day would offer were it empty (none: closed, or all past). */
  opening: FreeSlot[];
  /** The slots of the type still free (live waitlist holds count as taken). */
  free: FreeSlot[];
}

/** What a local day offers and has left for a type (null: the plain appointment), in the boutique's zone. */
export async function readWaitlistDay(
  sql: Queryable,
  boutiqueId: number,
  date: string,
  now: Date,
  appointmentTypeId: string | null = null,
): Promise<WaitlistDay> {
  const schedule = await readBoutiqueSchedule(sql, boutiqueId);
  const setup = await readBookingSetup(sql, boutiqueId, appointmentTypeId);
  const { start } = dayInstants(date, schedule.timeZone);
  const opening = computeFreeSlots({ schedule, booked: [], from: start, days: 1, now, setup }).filter(
    (slot) => slot.date === date,
  );
  const free = opening.length
    ? (await listFreeSlots(sql, boutiqueId, { from: start, days: 1, now, appointmentTypeId })).filter(
        (slot) => slot.date === date,
      )
    : [];
  return { schedule, setup, opening, free };
}
