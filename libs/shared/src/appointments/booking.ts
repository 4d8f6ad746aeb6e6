import { boolean, type InferType, object, string } from 'yup';
import { fieldLimits } from '../validation/limits';
import { smsMessages } from './sms';
import { messages } from '../validation/messages';
import type { AppointmentStatus } from './appointment';
import type { FreeSlot } from './boutique-settings';
import { appointmentTypeIdField, type BookableType, partySizeField } from './appointment-types';
import { isInScheduleYears, isIsoInstant, scheduleMessages } from './schedule';
import type { BookingPaymentTerms } from '../payments/payments';

/**
 * The bride's own links: 'book' reaches her after her survey, 'manage' is in
 * each e-mail about one appointment (move or cancel it). Each works once and expires.
 */
export type BookingLinkPurpose = 'book' | 'manage';

export const bookingLinkMessages = {
  used: 'This link has already been used.',
  expired: 'This link has expired.',
  invalid: 'This link is not valid.',
} as const;

export const bookingMessages = {
  startsAtRequired: 'Please choose a time.',
  startsAtInvalid: 'Please choose one of the times offered.',
  followUpConsent: 'Please tick the box or leave it empty.',
  phone: 'Please enter a valid phone number (digits, spaces, + ( ) - only).',
  appointmentNotBooked: 'This appointment can no longer be changed.',
  slotTaken: 'That time was just taken',
  policyAgreed: 'Please tick the box or leave it empty.',
  appointmentType: 'Please choose one of the appointment types offered.',
  /** A bride's own booking before the boutique has confirmed its hours and time zone. */
  notOpenYet: 'Online booking is not open yet. Please contact the boutique to book your visit.',
} as const;

/** One free time to book: its instant (UTC), the boutique's calendar day of it, places left. */
export type BookingSlot = FreeSlot;

/** GET /api/booking/{token}. */
export interface BookingLinkView {
  purpose: BookingLinkPurpose;
  boutique: { name: string; timeZone: string; phone: string; address: string };
  bride: { firstName: string };
  /** The appointment a 'manage' link is for. */
  appointment?: { startsAt: string; durationMinutes: number; status: AppointmentStatus; typeName?: string };
  /** The next 60 days' free times (for 'manage', her own appointment takes no place); none while closed. */
  slots: BookingSlot[];
  /** The types she can book online, in the boutique's order (none: the boutique has no types). */
  appointmentTypes: BookableType[];
  /** The type `slots` are for (?type=, else the only or first one; a manage link: her appointment's); null: none. */
  appointmentTypeId: string | null;
  /**
   * Whether she can book (or move) online: not until the boutique has confirmed its hours and time
   * zone. Her link keeps working, so she can come back once it opens.
   */
  onlineBookingOpen: boolean;
  /** The boutique texts its brides (its Twilio account is on): the form asks for her consent. */
  textsOffered?: boolean;
  /** The boutique takes a card or deposit for some types: her policy to agree to (payments). */
  payment?: BookingPaymentTerms;
}

/** POST /api/booking/{token} (book or move). */
export interface BookingResult {
  appointment: { startsAt: string; durationMinutes: number; status: AppointmentStatus };
  boutique: { name: string; timeZone: string; address: string };
  /** Where the confirmation goes ('' when she gave none). */
  email: string;
  /** Her type asks for a card or deposit: the provider's page to go to (her time is held meanwhile). */
  payment?: { url: string };
}

/** The error body of a 409: the time is no longer free; these are. */
export interface BookingConflict {
  error: string;
  nextSlots?: BookingSlot[];
}

const startsAtField = () =>
  string()
    .trim()
    .required(bookingMessages.startsAtRequired)
    .max(40, bookingMessages.startsAtInvalid)
    .test('instant', bookingMessages.startsAtInvalid, (value) => !value || isIsoInstant(value))
    .test('years', scheduleMessages.outOfYears, isInScheduleYears);

/** Digits, spaces, + ( ) - and 7 to 20 digits: loose, as numbers are written everywhere. */
export function isLoosePhone(value: string): boolean {
  if (!/^[\d\s+()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 20;
}

/** POST /api/booking/{token} for a 'book' link, and the booking form. */
export const bookingRequestSchema = object({
  startsAt: startsAtField(),
  email: string().trim().required(messages.emailRequired).max(fieldLimits.email, messages.email).email(messages.email),
  phone: string()
    .trim()
    .default('')
    .max(fieldLimits.phone, messages.tooLong('Phone', fieldLimits.phone))
    .test('phone', bookingMessages.phone, (value) => !value || isLoosePhone(value)),
  /** One of the types her link offers; none: the boutique's plain appointment. */
  appointmentTypeId: appointmentTypeIdField(),
  /** Who comes with her (the bride not counted); empty: not said. */
  partySize: partySizeField(),
  // Strict: only true or false; a missing box is unticked (never assumed).
  followUpConsent: boolean()
    .strict()
    .typeError(bookingMessages.followUpConsent)
    .nonNullable(bookingMessages.followUpConsent)
    .optional(),
  // Texts about this appointment (DESIGN.md section 14): only with a number that has its country code.
  smsConsent: boolean()
    .strict()
    .typeError(smsMessages.smsConsent)
    .nonNullable(smsMessages.smsConsent)
    .optional()
    .test('phone', smsMessages.phoneForTexts, function phoneForTexts(value) {
      return value !== true || isTextablePhone(String(this.parent.phone ?? ''));
    }),
  // Payments: her agreement to the boutique's no-show policy, when her type asks for a card or deposit.
  policyAgreed: boolean().strict().typeError(bookingMessages.policyAgreed).optional(),
});

/** A number texts can go to: it starts with + and its country code ('+1 212 555 0100'). */
export function isTextablePhone(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.startsWith('+') && /^\+[1-9]\d{7,14}$/.test(`+${trimmed.slice(1).replace(/[\s().-]/g, '')}`);
}

export type BookingRequest = InferType<typeof bookingRequestSchema>;

/** POST /api/booking/{token} for a 'manage' link: the new time. */
export const bookingMoveSchema = object({
  startsAt: startsAtField(),
});

export type BookingMoveRequest = InferType<typeof bookingMoveSchema>;
