import * as yup from 'yup';
import { outcomeResults } from '../appointments/appointment';

/** The events an endpoint may subscribe to, in the order the form lists them. */
export const webhookEventTypes = [
  'plan.ready',
  'appointment.booked',
  'appointment.moved',
  'appointment.cancelled',
  'outcome.recorded',
  'follow_up.sent',
] as const;

export type WebhookEventType = (typeof webhookEventTypes)[number];

/** What the form says about each event. */
export const webhookEventLabels: Record<WebhookEventType, string> = {
  'plan.ready': "A bride's coaching plan is ready",
  'appointment.booked': 'An appointment is booked',
  'appointment.moved': 'An appointment is moved',
  'appointment.cancelled': 'An appointment is cancelled',
  'outcome.recorded': "An appointment's outcome is saved",
  'follow_up.sent': 'A follow-up e-mail is sent',
};

/**
 * The payload's version: a change a receiver could trip on (a field renamed or removed) makes a
 * new version; new fields may be added within one.
 */
export const webhookPayloadVersion = 1;

const id = () => yup.string().uuid().required();
const instant = () => yup.string().datetime().required();

const appointmentData = {
  appointmentId: id(),
  brideId: id(),
  consultantId: yup.string().uuid().nullable().defined(),
  startsAt: instant(),
  durationMinutes: yup.number().integer().required(),
};

/**
 * Each event's `data`: ids and the essentials only (never a photo, an address or a phone number),
 * so a receiver asks the API for more when it needs it.
 */
export const webhookDataSchemas = {
  'plan.ready': yup.object({ brideId: id(), readyAt: instant() }).noUnknown(),
  'appointment.booked': yup
    .object({ ...appointmentData, bookedBy: yup.string().oneOf(['bride', 'staff']).required() })
    .noUnknown(),
  'appointment.moved': yup.object({ ...appointmentData, previousAppointmentId: id() }).noUnknown(),
  'appointment.cancelled': yup.object({ ...appointmentData, cancelledAt: instant() }).noUnknown(),
  'outcome.recorded': yup
    .object({
      appointmentId: id(),
      brideId: id(),
      consultantId: yup.string().uuid().nullable().defined(),
      result: yup.string().oneOf(outcomeResults).required(),
      saleAmountCents: yup.number().integer().nullable().defined(),
      recordedAt: instant(),
      /** False the first time it is saved, true when an edit saved it again. */
      edited: yup.boolean().required(),
    })
    .noUnknown(),
  'follow_up.sent': yup
    .object({
      followUpId: id(),
      brideId: id(),
      appointmentId: yup.string().uuid().nullable().defined(),
      sentAt: instant(),
    })
    .noUnknown(),
} satisfies Record<WebhookEventType, yup.AnyObjectSchema>;

export type WebhookEventData = { [T in WebhookEventType]: yup.InferType<(typeof webhookDataSchemas)[T]> };

/** The JSON body every delivery posts: `{ type, version, timestamp, data }`. */
export interface WebhookPayload<T extends WebhookEventType = WebhookEventType> {
  type: T;
  version: typeof webhookPayloadVersion;
  /** ISO, UTC: when the event happened. */
  timestamp: string;
  data: WebhookEventData[T];
}

/** The body of one event, its data checked against its schema (a wrong field throws before anything is stored). */
export function webhookPayloadOf<T extends WebhookEventType>(
  type: T,
  data: WebhookEventData[T],
  timestamp: Date,
): WebhookPayload<T> {
  const checked = webhookDataSchemas[type].validateSync(data, { strict: true }) as WebhookEventData[T];
  return { type, version: webhookPayloadVersion, timestamp: timestamp.toISOString(), data: checked };
}
