import * as yup from 'yup';
import { isCalendarDate } from '../validation/calendar-date';

/**
 * The boutique's schedule settings: its IANA time zone, weekly opening
 * hours (Monday first, several ranges a day, none = closed), appointment length, how many
 * appointments run at once and the dates it is closed. Times are the boutique's local wall time.
 */
export interface OpeningRange {
  from: string;
  to: string;
}

export interface BoutiqueSettings {
  timeZone: string;
  /** Seven lists, Monday first; an empty list is a closed day. */
  openingHours: OpeningRange[][];
  appointmentMinutes: number;
  capacity: number;
  /** Local dates, YYYY-MM-DD, sorted. */
  closedDates: string[];
}

/** PUT /api/boutique-settings answers the saved settings and how many booked appointments fell outside. */
export interface SavedBoutiqueSettings extends BoutiqueSettings {
  outsideHours: number;
}

/** A free place for an appointment: its start (ISO, UTC), its local date and how many places are left. */
export interface FreeSlot {
  startsAt: string;
  date: string;
  remaining: number;
}

export const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const boutiqueSettingsLimits = {
  rangesPerDay: 4,
  minutes: { min: 15, max: 480, step: 5 },
  capacity: { min: 1, max: 50 },
  closedDates: 366,
} as const;

export const defaultTimeZone = 'America/New_York';

export const boutiqueSettingsMessages = {
  timeZone: 'Choose a time zone from the list.',
  openingHours: 'Give the opening hours of all seven days.',
  time: 'Enter a time as HH:MM, e.g. 09:30.',
  fromBeforeTo: 'The closing time must be after the opening time.',
  overlap: 'These opening ranges overlap; join them into one.',
  tooManyRanges: `At most ${boutiqueSettingsLimits.rangesPerDay} opening ranges a day.`,
  minutes: `Choose an appointment length from ${boutiqueSettingsLimits.minutes.min} to ${boutiqueSettingsLimits.minutes.max} minutes, in steps of ${boutiqueSettingsLimits.minutes.step}.`,
  capacity: `Choose from ${boutiqueSettingsLimits.capacity.min} to ${boutiqueSettingsLimits.capacity.max} appointments at once.`,
  closedDate: 'Enter a date as YYYY-MM-DD.',
  closedDateTwice: 'This date is listed twice.',
  tooManyClosedDates: `At most ${boutiqueSettingsLimits.closedDates} closed dates.`,
} as const;

/** Whether the runtime knows this IANA time zone (a made-up name throws a RangeError). */
export function isValidTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of an 'HH:MM' time. */
export const minutesOfTime = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const timeField = () =>
  yup.string().trim().required(boutiqueSettingsMessages.time).matches(timePattern, boutiqueSettingsMessages.time);

const rangeSchema = yup.object({
  from: timeField(),
  to: timeField().test('after-from', boutiqueSettingsMessages.fromBeforeTo, function (to) {
    const { from } = this.parent as { from?: string };
    if (!to || !from || !timePattern.test(from) || !timePattern.test(to)) return true;
    return minutesOfTime(to) > minutesOfTime(from);
  }),
});

const daySchema = yup
  .array()
  .of(rangeSchema.required())
  .required(boutiqueSettingsMessages.openingHours)
  .max(boutiqueSettingsLimits.rangesPerDay, boutiqueSettingsMessages.tooManyRanges)
  .test('no-overlap', boutiqueSettingsMessages.overlap, (ranges) => {
    const valid = (ranges ?? []).filter(
      (r) => r && timePattern.test(r.from ?? '') && timePattern.test(r.to ?? '') && r.from < r.to,
    );
    const sorted = [...valid].sort((a, b) => minutesOfTime(a.from) - minutesOfTime(b.from));
    return sorted.every((range, i) => i === 0 || minutesOfTime(range.from) >= minutesOfTime(sorted[i - 1]!.to));
  });

/** PUT /api/boutique-settings and the settings form. */
export const boutiqueSettingsSchema = yup.object({
  timeZone: yup
    .string()
    .trim()
    .required(boutiqueSettingsMessages.timeZone)
    .test('iana', boutiqueSettingsMessages.timeZone, (value) => value === undefined || isValidTimeZone(value)),
  openingHours: yup
    .array()
    .of(daySchema)
    .required(boutiqueSettingsMessages.openingHours)
    .typeError(boutiqueSettingsMessages.openingHours)
    .length(7, boutiqueSettingsMessages.openingHours),
  appointmentMinutes: yup
    .number()
    .typeError(boutiqueSettingsMessages.minutes)
    .required(boutiqueSettingsMessages.minutes)
    .integer(boutiqueSettingsMessages.minutes)
    .min(boutiqueSettingsLimits.minutes.min, boutiqueSettingsMessages.minutes)
    .max(boutiqueSettingsLimits.minutes.max, boutiqueSettingsMessages.minutes)
    .test('step', boutiqueSettingsMessages.minutes, (value) => value === undefined || value % 5 === 0),
  capacity: yup
    .number()
    .typeError(boutiqueSettingsMessages.capacity)
    .required(boutiqueSettingsMessages.capacity)
    .integer(boutiqueSettingsMessages.capacity)
    .min(boutiqueSettingsLimits.capacity.min, boutiqueSettingsMessages.capacity)
    .max(boutiqueSettingsLimits.capacity.max, boutiqueSettingsMessages.capacity),
  closedDates: yup
    .array()
    .of(
      yup
        .string()
        .trim()
        .required(boutiqueSettingsMessages.closedDate)
        .test('date', boutiqueSettingsMessages.closedDate, (value) => value === undefined || isCalendarDate(value)),
    )
    .typeError(boutiqueSettingsMessages.closedDate)
    .default([])
    .max(boutiqueSettingsLimits.closedDates, boutiqueSettingsMessages.tooManyClosedDates)
    .test('unique', boutiqueSettingsMessages.closedDateTwice, function (dates) {
      const seen = new Set<string>();
      for (const [index, date] of (dates ?? []).entries()) {
        if (typeof date !== 'string') continue;
        if (seen.has(date.trim())) {
          return this.createError({
            path: `${this.path}[${index}]`,
            message: boutiqueSettingsMessages.closedDateTwice,
          });
        }
        seen.add(date.trim());
      }
      return true;
    }),
});

export type BoutiqueSettingsRequest = yup.InferType<typeof boutiqueSettingsSchema>;
