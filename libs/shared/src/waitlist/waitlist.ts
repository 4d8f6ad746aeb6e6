import { boolean, type InferType, number, object, string } from 'yup';
import { bookingMessages } from '../appointments/booking';
import type { PaymentHoldKind } from '../payments/payments';
import { appointmentTypeIdField, partySizeField } from '../appointments/appointment-types';
import { fieldLimits } from '../validation/limits';
import { messages } from '../validation/messages';

/**
 * The waitlist of a full day (DESIGN.md section 14): a bride joins from her booking link; a freed
 * place is offered to the waiting brides in order of joining, each offer a single-use link that
 * holds it for the boutique's set time.
 */
export const waitlistMessages = {
  dateRequired: 'Please choose the day you would like.',
  dateInvalid: 'Please choose a day from the calendar.',
  notFull: 'That day still has free times: please choose one of them.',
  closed: 'The boutique is closed that day: please choose another.',
  outOfWindow: 'Please choose a day within the next 60 days.',
  alreadyWaiting: 'You are already on the waitlist for that day.',
  offerUsed: 'This offer has already been taken. We will e-mail you if another time frees up.',
  offerLapsed: 'This offer has expired and went to the next bride on the waitlist.',
  offerInvalid: 'This link is not valid.',
  slotTaken: 'Sorry, that time was just taken. You stay on the waitlist for other times that day.',
  entryNotFound: 'That waitlist entry was not found.',
  holdMinutes: 'Please enter how long an offer holds its time: 15 to 1440 minutes.',
  cutoffHours: 'Please enter the cut-off in hours: 0 to 336.',
} as const;

/** POST /api/booking/{token}/waitlist: the day she would like (boutique-local), her address. */
export const waitlistJoinSchema = object({
  date: string()
    .trim()
    .required(waitlistMessages.dateRequired)
    .matches(/^\d{4}-\d{2}-\d{2}$/, waitlistMessages.dateInvalid),
  email: string().trim().required(messages.emailRequired).max(fieldLimits.email, messages.email).email(messages.email),
  /** The type she waits for (as her booking would be): absent or null is the plain appointment. */
  appointmentTypeId: appointmentTypeIdField(),
  /** Who comes with her (the bride not counted); empty: not said. */
  partySize: partySizeField(),
});

export type WaitlistJoinRequest = InferType<typeof waitlistJoinSchema>;

/** The answer to a join. */
export interface WaitlistJoined {
  date: string;
  /** Brides ahead of her on that day's list. */
  ahead: number;
}

/** GET /api/waitlist-offers/{token}: what her offer e-mail's link opens on. */
export interface WaitlistOfferView {
  status: 'live' | 'accepted' | 'lapsed' | 'withdrawn';
  startsAt: string;
  durationMinutes: number;
  expiresAt: string;
  boutique: { name: string; timeZone: string; phone: string; address: string };
  bride: { firstName: string };
  /** Her kind of appointment asks for a card or a deposit: what, and the policy she agrees to in taking it. */
  payment?: { kind: PaymentHoldKind; amountCents: number | null; currency: string; noShowPolicy: string };
}

/** POST /api/waitlist-offers/{token}/accept: her agreement to the no-show policy, when her kind asks for payment. */
export const acceptWaitlistOfferSchema = object({
  policyAgreed: boolean().strict().typeError(bookingMessages.policyAgreed).optional(),
});
export type AcceptWaitlistOfferRequest = InferType<typeof acceptWaitlistOfferSchema>;

/** One entry of a day's waitlist, for staff. */
export interface WaitlistEntryView {
  id: string;
  brideId: string;
  brideName: string;
  email: string;
  status: 'waiting' | 'offered';
  partySize: number | null;
  appointmentTypeId: string | null;
  joinedAt: string;
  /** The live offer's time and expiry, while one holds a place for her. */
  offer: { startsAt: string; expiresAt: string } | null;
}

/** The answer of GET /api/waitlist: the day asked (or today) and its entries. */
export interface WaitlistDayView {
  date: string;
  entries: WaitlistEntryView[];
}

/** GET /api/waitlist?date=YYYY-MM-DD (default: the boutique's today). */
export const waitlistDayQuerySchema = object({
  date: string()
    .trim()
    .matches(/^\d{4}-\d{2}-\d{2}$/, waitlistMessages.dateInvalid)
    .test('date', waitlistMessages.dateInvalid, (value) => !value || !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    .optional(),
});

/** GET/PUT /api/boutique-settings/booking-rules: the cut-off for her own changes and the offer hold. */
export interface BookingRules {
  changeCutoffHours: number;
  waitlistHoldMinutes: number;
}

export const bookingRulesSchema = object({
  changeCutoffHours: number()
    .typeError(waitlistMessages.cutoffHours)
    .required(waitlistMessages.cutoffHours)
    .integer(waitlistMessages.cutoffHours)
    .min(0, waitlistMessages.cutoffHours)
    .max(336, waitlistMessages.cutoffHours),
  waitlistHoldMinutes: number()
    .typeError(waitlistMessages.holdMinutes)
    .required(waitlistMessages.holdMinutes)
    .integer(waitlistMessages.holdMinutes)
    .min(15, waitlistMessages.holdMinutes)
    .max(1440, waitlistMessages.holdMinutes),
});

/** A bride's own move or cancel inside the boutique's cut-off: whom to call instead. */
export function cutoffMessage(hours: number, boutique: { name: string; phone: string; email: string }): string {
  const reach = [boutique.phone, boutique.email].filter((part) => part.trim()).join(' or ');
  const how = reach ? `please call or write to ${boutique.name} on ${reach}` : `please contact ${boutique.name}`;
  return `Changes online close ${hours} hours before your appointment. To move or cancel it now, ${how}.`;
}
