import { boolean, type InferType, mixed, number, object, string } from 'yup';
import { fieldLimits } from '../validation/limits';
import { messages } from '../validation/messages';
import type { AppointmentSummary } from './appointment';
import { appointmentTypeIdField, partySizeField } from './appointment-types';
import type { FreeSlot } from './boutique-settings';

/**
 * Staff's schedule: the queries and bodies of /api/appointments, the day
 * and week views, booking for a bride or a walk-in, moving, assigning, cancelling, no-shows.
 */
export const scheduleLimits = {
  /** The widest range one GET /api/appointments may ask for: six weeks. */
  rangeDays: 42,
  /** Days of free slots one GET /api/appointments/slots may ask for. */
  slotDays: 42,
  /** GET /api/appointments without `to`: this many days from `from`. */
  defaultRangeDays: 7,
  /** 'Start Consultation' opens this long before the appointment's start. */
  startEarlyMinutes: 30,
} as const;

/**
 * The years a time sent to the schedule may fall in (by UTC): every real appointment and every
 * view of the schedule, while a year 0 or 9999 (which neither the clock arithmetic nor the
 * database take) is refused with its message.
 */
export const scheduleYears = { first: 2000, last: 2099 } as const;

export const scheduleMessages = {
  from: 'Please give the start of the range as a date and time (ISO 8601).',
  to: 'Please give the end of the range as a date and time (ISO 8601).',
  toAfterFrom: 'The end of the range must come after its start.',
  rangeTooLong: `Please ask for at most ${scheduleLimits.rangeDays} days at a time.`,
  outOfYears: `Please choose a date between ${scheduleYears.first} and ${scheduleYears.last}.`,
  id: 'Please choose from the list.',
  brideRequired: 'Please choose a bride.',
  startsAt: 'Please choose a time.',
  days: `Days must be a whole number from 1 to ${scheduleLimits.slotDays}.`,
  nothingToChange: 'Please choose a new time or a consultant.',
  sendSurveyLink: 'Please say whether to e-mail her the survey link.',
  emailForSurveyLink: 'Add her e-mail address to send her the survey link.',
  noShowTooEarly: 'You can mark a no-show once the appointment has started.',
  startTooEarly: `You can start the consultation from ${scheduleLimits.startEarlyMinutes} minutes before it begins.`,
  notBooked: 'This appointment is no longer booked.',
  notFound: 'This appointment does not exist.',
  brideNotFound: 'This bride does not exist.',
  consultantNotFound: 'This consultant is not on your team.',
  assignOnlyYourself: 'You can only take an unassigned appointment yourself. Ask an admin to reassign it.',
  bookOnlyYourself: 'You can only book appointments for yourself. Ask an admin to book for a colleague.',
  slotTaken: 'That time is no longer free.',
  surveyAlreadyIn: 'Her survey is already in.',
  noEmailForSurveyLink: 'She has no e-mail address to send the survey link to.',
  closedNow: 'The boutique is not open right now. Choose a time from the list instead.',
} as const;

/** An instant written as ISO 8601 with a zone (`Z` or an offset), as the API writes them. */
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

export function isIsoInstant(value: unknown): value is string {
  return typeof value === 'string' && isoInstant.test(value) && !Number.isNaN(Date.parse(value));
}

/** Whether an instant falls in the schedule's years; anything not an instant is left to its own test. */
export function isInScheduleYears(value: unknown): boolean {
  if (!isIsoInstant(value)) return true;
  const year = new Date(value).getUTCFullYear();
  return year >= scheduleYears.first && year <= scheduleYears.last;
}

const instantField = (message: string) =>
  string()
    .trim()
    .required(message)
    .test('instant', message, (value) => isIsoInstant(value))
    .test('years', scheduleMessages.outOfYears, isInScheduleYears);

/** An id chosen from a list (a bride, a consultant): text of a sane length; who it is is checked by the server. */
const idField = () => string().trim().max(100, scheduleMessages.id);

/** GET /api/appointments?from=&to=&consultantId=&brideId=. */
export const appointmentsQuerySchema = object({
  /** Left out: now. */
  from: string()
    .trim()
    .default(() => new Date().toISOString())
    .test('instant', scheduleMessages.from, (value) => isIsoInstant(value))
    .test('years', scheduleMessages.outOfYears, isInScheduleYears),
  /** Left out: a week after `from` (defaultRangeDays). */
  to: string()
    .trim()
    .default('')
    .test('instant', scheduleMessages.to, (value) => !value || isIsoInstant(value))
    .test('years', scheduleMessages.outOfYears, isInScheduleYears)
    .test('after', scheduleMessages.toAfterFrom, function (value) {
      const from = this.parent.from as string | undefined;
      return !isIsoInstant(from) || !value || !isIsoInstant(value) || Date.parse(value) > Date.parse(from);
    })
    .test('range', scheduleMessages.rangeTooLong, function (value) {
      const from = this.parent.from as string | undefined;
      return (
        !isIsoInstant(from) ||
        !value ||
        !isIsoInstant(value) ||
        Date.parse(value) - Date.parse(from) <= scheduleLimits.rangeDays * 24 * 60 * 60_000
      );
    }),
  consultantId: idField().default(''),
  brideId: idField().default(''),
});
export type AppointmentsQuery = InferType<typeof appointmentsQuerySchema>;

/** GET /api/appointments/slots?from=&days=. */
export const slotsQuerySchema = object({
  from: string()
    .trim()
    .default('')
    .test('instant', scheduleMessages.from, (value) => !value || isIsoInstant(value))
    .test('years', scheduleMessages.outOfYears, isInScheduleYears),
  days: number()
    .transform((value, original) => (original === '' || original === undefined ? undefined : value))
    .typeError(scheduleMessages.days)
    .integer(scheduleMessages.days)
    .min(1, scheduleMessages.days)
    .max(scheduleLimits.slotDays, scheduleMessages.days)
    .default(14),
  /** The type the slots are for (its length, buffer and rooms); none: the boutique's plain appointment. */
  appointmentTypeId: appointmentTypeIdField(),
});
export type SlotsQuery = InferType<typeof slotsQuerySchema>;

/** A consultant: an id, or null (unassigned); left out, the default applies. */
const consultantField = () =>
  mixed<string>()
    .nullable()
    .test('consultant', scheduleMessages.id, (value) => {
      if (value === undefined || value === null) return true;
      return typeof value === 'string' && value.trim().length > 0 && value.length <= 100;
    })
    .transform((value) => (typeof value === 'string' ? value.trim() : value));

/** POST /api/appointments: staff book for a bride. */
export const bookAppointmentSchema = object({
  brideId: idField().required(scheduleMessages.brideRequired),
  startsAt: instantField(scheduleMessages.startsAt),
  consultantId: consultantField(),
  /** Staff can book every type of the boutique; none: the boutique's plain appointment. */
  appointmentTypeId: appointmentTypeIdField(),
  /** Who comes with her (the bride not counted); empty: not said. */
  partySize: partySizeField(),
});
export type BookAppointmentRequest = InferType<typeof bookAppointmentSchema>;

/** PATCH /api/appointments/{id}: a new time, a consultant (null: unassigned), or both. */
export const updateAppointmentSchema = object({
  startsAt: string()
    .trim()
    .test('instant', scheduleMessages.startsAt, (value) => value === undefined || isIsoInstant(value))
    .test('years', scheduleMessages.outOfYears, isInScheduleYears),
  consultantId: consultantField(),
}).test('something', scheduleMessages.nothingToChange, (value) =>
  Boolean(value && (value.startsAt !== undefined || value.consultantId !== undefined)),
);
export type UpdateAppointmentRequest = InferType<typeof updateAppointmentSchema>;

/**
 * A walk-in's start meaning "now": the current minute by the server's clock (never the device's),
 * in the boutique's zone; allowed while the boutique is open, even between the slots it offers.
 */
export const walkInNow = 'now';

/** POST /api/appointments/walk-in: her name (and how to reach her), booked at once. */
export const walkInSchema = object({
  name: string()
    .trim()
    .required(messages.nameRequired)
    .min(2, messages.nameMin2)
    .max(fieldLimits.name, messages.tooLong('Name', fieldLimits.name)),
  email: string()
    .trim()
    .default('')
    .max(fieldLimits.email, messages.tooLong('Email', fieldLimits.email))
    .email(messages.email)
    .when('sendSurveyLink', {
      is: true,
      then: (schema) => schema.required(scheduleMessages.emailForSurveyLink),
    }),
  phone: string().trim().default('').max(fieldLimits.phone, messages.tooLong('Phone', fieldLimits.phone)),
  /** `'now'` (walkInNow): she is in the shop, her appointment starts at the server's current minute. */
  startsAt: string()
    .trim()
    .required(scheduleMessages.startsAt)
    .test('instant', scheduleMessages.startsAt, (value) => value === walkInNow || isIsoInstant(value))
    .test('years', scheduleMessages.outOfYears, isInScheduleYears),
  consultantId: consultantField(),
  sendSurveyLink: boolean()
    .strict()
    .required(scheduleMessages.sendSurveyLink)
    .typeError(scheduleMessages.sendSurveyLink),
});
export type WalkInRequest = InferType<typeof walkInSchema>;

/** GET /api/appointments. */
export interface AppointmentsResponse {
  /** The boutique's IANA time zone: every time is shown in it. */
  timeZone: string;
  appointments: AppointmentSummary[];
}

export interface SlotsResponse {
  timeZone: string;
  slots: FreeSlot[];
}

/** The answer of POST /api/appointments, PATCH, cancel, no-show, start and walk-in. */
export interface AppointmentResponse {
  appointment: AppointmentSummary;
}

/** A 409 of a booking or move: the time went; the next free ones to offer. */
export interface SlotTakenDetails {
  nextSlots: FreeSlot[];
}

/** POST /api/appointments/walk-in. */
export interface WalkInResponse extends AppointmentResponse {
  /** Whether her survey link was queued (asked for, and the mail queue took it). */
  surveyLinkSent: boolean;
}

/** POST /api/appointments/survey-link: a walk-in's survey link, e-mailed (again). */
export const surveyLinkSchema = object({
  brideId: idField().required(scheduleMessages.brideRequired),
});

export interface SurveyLinkResponse {
  ok: true;
}
