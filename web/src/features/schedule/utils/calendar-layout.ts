import type { AppointmentSummary } from '@bridal/shared/appointments/appointment';
import { zonedDateKey } from '../../../lib/format-zoned-time';

/**
 * The calendar's geometry: where each appointment sits on its day's column. Days are the
 * boutique's calendar dates and positions its wall-clock minutes, both read in its zone by Intl,
 * so a week across a change of the clocks shows each day once and 10:00 at 10:00 on both sides.
 */

const minutesPerDay = 24 * 60;

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes after the boutique's midnight of an instant, on its own day (10:30 -> 630). */
export function wallClockMinutes(value: string | Date, timeZone: string): number {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
    clockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(typeof value === 'string' ? new Date(value) : value);
  const part = (type: string) => Number(parts.find((found) => found.type === type)?.value ?? 0);
  return (part('hour') % 24) * 60 + part('minute');
}

interface PlacedAppointment {
  appointment: AppointmentSummary;
  /** Wall-clock minutes of the day it starts and ends (an end past midnight is the day's end). */
  startMinute: number;
  endMinute: number;
  /** Side-by-side places of appointments that overlap: this one's, and how many share its time. */
  lane: number;
  lanes: number;
}

export interface CalendarDay {
  date: string;
  appointments: PlacedAppointment[];
}

/** Lanes for overlapping appointments (sorted by start): each takes the first lane free at its start. */
function assignLanes(placed: Omit<PlacedAppointment, 'lane' | 'lanes'>[]): PlacedAppointment[] {
  const result: PlacedAppointment[] = [];
  let group: PlacedAppointment[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    const lanes = Math.max(1, ...group.map((item) => item.lane + 1));
    for (const item of group) item.lanes = lanes;
    result.push(...group);
    group = [];
  };
  for (const item of placed) {
    if (item.startMinute >= groupEnd) closeGroup();
    const taken = new Set(group.filter((other) => other.endMinute > item.startMinute).map((other) => other.lane));
    let lane = 0;
    while (taken.has(lane)) lane += 1;
    group.push({ ...item, lane, lanes: 1 });
    groupEnd = Math.max(groupEnd, item.endMinute);
  }
  closeGroup();
  return result;
}

/** Each date of the view with its appointments (those starting on it, in the boutique's zone), placed. */
export function layOutDays(
  dates: readonly string[],
  appointments: readonly AppointmentSummary[],
  timeZone: string,
): CalendarDay[] {
  return dates.map((date) => {
    const ofDay = appointments
      .filter((appointment) => zonedDateKey(appointment.startsAt, timeZone) === date)
      .map((appointment) => {
        const startMinute = wallClockMinutes(appointment.startsAt, timeZone);
        const endsSameDay = zonedDateKey(appointment.endsAt, timeZone) === date;
        const endMinute = endsSameDay ? wallClockMinutes(appointment.endsAt, timeZone) : minutesPerDay;
        return { appointment, startMinute, endMinute: Math.max(endMinute, startMinute + 15) };
      })
      .sort((a, b) => a.startMinute - b.startMinute || a.endMinute - b.endMinute);
    return { date, appointments: assignLanes(ofDay) };
  });
}

/** The hours the grid shows: a working day (9 to 18) widened to every appointment shown. */
export function hoursShown(days: readonly CalendarDay[], fallback = { first: 9, last: 18 }) {
  const placed = days.flatMap((day) => day.appointments);
  const first = Math.min(fallback.first, ...placed.map((item) => Math.floor(item.startMinute / 60)));
  const last = Math.max(fallback.last, ...placed.map((item) => Math.ceil(item.endMinute / 60)));
  return { first, last: Math.min(24, last) };
}
