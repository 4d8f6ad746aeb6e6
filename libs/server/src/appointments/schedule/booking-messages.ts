import { weekdayNames } from '@bridal/shared/appointments/boutique-settings';
import { DateTime } from 'luxon';
import type { BoutiqueSchedule } from './boutique-schedule';
import { bookingWindowDays } from './free-slots';
import { sortedRanges } from './local-time';

export const bookingMessages = {
  brideNotFound: 'Bride not found.',
  appointmentNotFound: 'Appointment not found.',
  notADate: 'Choose a date and time for the appointment.',
  passed: 'That time has already passed.',
  notOffered: 'Please choose one of the times offered.',
  tooFarAhead: `Please choose a time within the next ${bookingWindowDays} days.`,
  full: 'That time is no longer free.',
  consultant: 'Choose a consultant of your team.',
  onlyBookedMoves: 'Only a booked appointment can be moved.',
  onlyBookedCancels: 'Only a booked appointment can be cancelled.',
} as const;

const inZone = (instant: Date, timeZone: string) => DateTime.fromJSDate(instant, { zone: timeZone }).setLocale('en-GB');

/** 'Tuesday 16 March 2027 at 10:00' in the boutique's time zone. */
export const describeLocalTime = (instant: Date, timeZone: string) =>
  inZone(instant, timeZone).toFormat("cccc d LLLL yyyy 'at' HH:mm");

export const alreadyBookedMessage = (startsAt: Date, timeZone: string) =>
  `She already has an appointment on ${describeLocalTime(startsAt, timeZone)}; move that one instead.`;

/** Why a time is refused as outside hours, naming the hours of its day. */
export function outsideHoursMessage(schedule: BoutiqueSchedule, startsAt: Date): string {
  const local = inZone(startsAt, schedule.timeZone);
  const date = local.toISODate() ?? '';
  if (schedule.closedDates.includes(date)) return `The boutique is closed on ${local.toFormat('cccc d LLLL yyyy')}.`;
  const weekday = weekdayNames[local.weekday - 1]!;
  const ranges = sortedRanges(schedule.openingHours[local.weekday - 1]);
  if (ranges.length === 0) return `The boutique is closed on ${weekday}s.`;
  const hours = ranges.map((r) => `${r.from}–${r.to}`).join(', ');
  return `That time is outside the opening hours (${weekday} ${hours}) for a ${schedule.appointmentMinutes}-minute appointment.`;
}

/** Why a walk-in cannot start now: the boutique is closed today, or not open at this hour (its hours named). */
export function closedNowMessage(schedule: BoutiqueSchedule, now: Date): string {
  const local = inZone(now, schedule.timeZone);
  const ranges = sortedRanges(schedule.openingHours[local.weekday - 1]);
  if (schedule.closedDates.includes(local.toISODate() ?? '') || ranges.length === 0)
    return `The boutique is closed today (${local.toFormat('cccc d LLLL')}), so she cannot be booked for now.`;
  const hours = ranges.map((r) => `${r.from}–${r.to}`).join(', ');
  return `The boutique is not open now (${local.toFormat('HH:mm')}; today's hours ${hours}), so she cannot be booked for now.`;
}
