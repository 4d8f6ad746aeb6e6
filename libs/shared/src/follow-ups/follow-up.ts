import * as yup from 'yup';
import { messages } from '../validation/messages';
import { optionalText, requiredText } from '../validation/text-fields';

/**
 * Follow-ups for brides who did not buy (docs/glossary.md, 'Follow-ups'). A 'not yet' or 'no sale'
 * outcome of a bride who consented and left an e-mail plans up to two messages; each is drafted
 * when it falls due, reviewed and sent by a person (or sent automatically when the boutique turns
 * it on), and the plan stops at once when she books again, buys or unsubscribes. Times are ISO
 * (UTC); the page shows them in the boutique's time zone.
 */
export const followUpStatuses = ['scheduled', 'drafted', 'queued', 'sent', 'skipped', 'stopped'] as const;
export type FollowUpStatus = (typeof followUpStatuses)[number];

export const followUpStopReasons = ['booked_again', 'bought', 'unsubscribed'] as const;
export type FollowUpStopReason = (typeof followUpStopReasons)[number];

/** Who wrote a draft: the built-in writer, the model, or the built-in writer because the model failed. */
export type FollowUpWriterName = 'local' | 'openai' | 'local-fallback';

/** Why a bride gets no follow-up at all. */
export type FollowUpBlock = 'no_email' | 'no_consent' | 'unsubscribed';

export const followUpStatusLabels: Record<FollowUpStatus, string> = {
  scheduled: 'Scheduled',
  drafted: 'Due',
  queued: 'Sending',
  sent: 'Sent',
  skipped: 'Skipped',
  stopped: 'Stopped',
};

export const followUpStopLabels: Record<FollowUpStopReason, string> = {
  booked_again: 'She booked again',
  bought: 'She bought her dress',
  unsubscribed: 'She unsubscribed',
};

export const followUpWriterLabels: Record<FollowUpWriterName, string> = {
  local: 'Written by the built-in writer',
  openai: 'Written by the AI model',
  'local-fallback': 'Built-in draft (the AI model could not write this one)',
};

/** One follow-up of a bride: a scheduled step, a draft, or a message in her history. */
export interface FollowUp {
  id: string;
  brideId: string;
  appointmentId: string;
  /** 1 or 2. */
  step: number;
  /** When it falls due (ISO). */
  dueAt: string;
  status: FollowUpStatus;
  subject: string;
  body: string;
  /** The short version for 'Copy as text message'. */
  textMessage: string;
  writer: FollowUpWriterName | null;
  draftedAt: string | null;
  editedAt: string | null;
  editedByName: string;
  /** Queued: when it goes out (after the quiet hours). */
  sendAt: string | null;
  queuedAt: string | null;
  /** Who clicked Send; '' when it went automatically. */
  queuedByName: string;
  automatic: boolean;
  sentAt: string | null;
  /** The address it went to. */
  sentTo: string;
  skippedAt: string | null;
  skippedByName: string;
  stoppedAt: string | null;
  stoppedReason: FollowUpStopReason | null;
}

/** GET /api/follow-ups/brides/{brideId}: her follow-ups, pending first, then her history. */
export interface BrideFollowUps {
  brideId: string;
  brideName: string;
  email: string;
  timeZone: string;
  /** Null when she can be written to. */
  blocked: FollowUpBlock | null;
  /** The sentence the view shows when she is blocked ('' otherwise). */
  blockedMessage: string;
  unsubscribedAt: string | null;
  /** Drafted, scheduled and queued, soonest first. */
  pending: FollowUp[];
  /** Sent, skipped and stopped, newest first. */
  history: FollowUp[];
}

/** A drafted follow-up waiting for a person, as the dashboards list it. */
export interface DueFollowUp {
  id: string;
  brideId: string;
  brideName: string;
  appointmentId: string;
  step: number;
  dueAt: string;
  subject: string;
  /** The appointment's consultant ('' when nobody was assigned). */
  consultantName: string;
}

/** GET /api/follow-ups/due: the drafts waiting (admins: the boutique's; consultants: hers and unassigned). */
export interface DueFollowUps {
  timeZone: string;
  items: DueFollowUp[];
  /** All that are due, when more than `items` holds. */
  total: number;
}

/** GET /api/unsubscribe/{token}: what the bride's unsubscribe page shows. */
export interface UnsubscribeState {
  boutiqueName: string;
  /** True once she is unsubscribed (a second use of the link says so rather than failing). */
  unsubscribed: boolean;
}

export const followUpLimits = {
  subject: 150,
  body: 5000,
  textMessage: 480,
  signature: 500,
  /** Days after the appointment: at most two steps. */
  steps: 2,
  day: { min: 1, max: 60 },
  holdDays: { min: 0, max: 90 },
  orderLeadWeeks: { min: 1, max: 52 },
  /** How many due follow-ups the dashboards list. */
  dueOnDashboard: 10,
  /** A sale this many days after a sent follow-up counts as won by it. */
  saleWindowDays: 30,
} as const;

export const followUpMessages = {
  noEmail: 'She left no e-mail address, so no follow-up is drafted for her.',
  noConsent: 'She did not agree to follow-ups when she booked, so none are drafted for her.',
  unsubscribed: 'She unsubscribed from follow-ups: she will not be written to again.',
  sendUnsubscribed: 'She unsubscribed from follow-ups, so this message cannot be sent.',
  alreadySent: 'This follow-up was already sent: it cannot be edited or sent again.',
  alreadyQueued: 'This follow-up is already on its way: it cannot be edited or sent again.',
  notDue: 'This follow-up is not due yet: it is drafted on its due date.',
  skipped: 'This follow-up was skipped.',
  stopped: 'This follow-up plan stopped: she booked again, bought, or unsubscribed.',
  notFound: 'Follow-up not found.',
  notYours: "This follow-up is for a colleague's bride. Ask an admin to reassign her appointment.",
  brideNotFound: 'Bride not found.',
  subject: 'Please give the e-mail a subject.',
  subjectLength: messages.keepUnder('subject', followUpLimits.subject),
  body: 'Please write the message.',
  bodyLength: messages.keepUnder('message', followUpLimits.body),
  textMessageLength: messages.keepUnder('text message', followUpLimits.textMessage),
  queued: 'Follow-up queued: it goes out now, or after the quiet hours.',
  sent: 'Follow-up sent.',
  skippedDone: 'Follow-up skipped.',
  saved: 'Draft saved.',
  copied: 'Copied as a text message.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Please use the link from your most recent e-mail.',
  unsubscribeDone: 'You are unsubscribed and will not receive follow-up e-mails again.',
  days: `Choose one or two days from ${followUpLimits.day.min} to ${followUpLimits.day.max} after the appointment.`,
  daysOrder: 'The second follow-up must come after the first.',
  quietTime: 'Enter a time as HH:MM, e.g. 20:00.',
  signatureLength: messages.keepUnder('signature', followUpLimits.signature),
  holdDays: `Choose from ${followUpLimits.holdDays.min} to ${followUpLimits.holdDays.max} days.`,
  orderLeadWeeks: `Choose from ${followUpLimits.orderLeadWeeks.min} to ${followUpLimits.orderLeadWeeks.max} weeks.`,
  autoSend: 'Choose whether follow-ups are sent automatically.',
} as const;

/** The sentence a blocked bride's view shows. */
export const blockedMessages: Record<FollowUpBlock, string> = {
  no_email: followUpMessages.noEmail,
  no_consent: followUpMessages.noConsent,
  unsubscribed: followUpMessages.unsubscribed,
};

/** PATCH /api/follow-ups/{id}: the consultant's edit of a draft. */
export const followUpEditSchema = yup.object({
  subject: requiredText(followUpMessages.subject, followUpLimits.subject, followUpMessages.subjectLength),
  body: requiredText(followUpMessages.body, followUpLimits.body, followUpMessages.bodyLength, { multiLine: true }),
  textMessage: optionalText(followUpLimits.textMessage, followUpMessages.textMessageLength, { multiLine: true }),
});

export type FollowUpEdit = yup.InferType<typeof followUpEditSchema>;

/** The boutique's follow-up settings (admins). Quiet hours from == to means none. */
export interface FollowUpSettings {
  /** Days after the appointment, ascending: one or two. */
  days: number[];
  quietFrom: string;
  quietTo: string;
  signature: string;
  autoSend: boolean;
  /** How long the boutique holds a dress for her ('keep shopping'). */
  holdDays: number;
  /** Weeks from order to delivery, set against her wedding date. */
  orderLeadWeeks: number;
}

export const defaultFollowUpSettings: FollowUpSettings = {
  days: [2, 7],
  quietFrom: '20:00',
  quietTo: '09:00',
  signature: '',
  autoSend: false,
  holdDays: 7,
  orderLeadWeeks: 16,
};

const quietTime = () =>
  yup
    .string()
    .trim()
    .required(followUpMessages.quietTime)
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, followUpMessages.quietTime);

const wholeNumber = (min: number, max: number, message: string) =>
  yup.number().typeError(message).required(message).integer(message).min(min, message).max(max, message);

/** GET/PUT /api/boutique-settings/follow-ups and the settings form. */
export const followUpSettingsSchema = yup.object({
  days: yup
    .array()
    .of(wholeNumber(followUpLimits.day.min, followUpLimits.day.max, followUpMessages.days))
    .typeError(followUpMessages.days)
    .required(followUpMessages.days)
    .min(1, followUpMessages.days)
    .max(followUpLimits.steps, followUpMessages.days)
    .test('order', followUpMessages.daysOrder, function order(days) {
      const [first, second] = days ?? [];
      if (typeof first !== 'number' || typeof second !== 'number' || second > first) return true;
      return this.createError({ path: `${this.path}[1]`, message: followUpMessages.daysOrder });
    }),
  quietFrom: quietTime(),
  quietTo: quietTime(),
  signature: optionalText(followUpLimits.signature, followUpMessages.signatureLength, { multiLine: true }),
  autoSend: yup.boolean().typeError(followUpMessages.autoSend).required(followUpMessages.autoSend),
  holdDays: wholeNumber(followUpLimits.holdDays.min, followUpLimits.holdDays.max, followUpMessages.holdDays),
  orderLeadWeeks: wholeNumber(
    followUpLimits.orderLeadWeeks.min,
    followUpLimits.orderLeadWeeks.max,
    followUpMessages.orderLeadWeeks,
  ),
});

export type FollowUpSettingsRequest = yup.InferType<typeof followUpSettingsSchema>;

/** The reports' follow-up figures for the period (docs/data-flow.md, 'Reports'). */
export interface FollowUpFigures {
  /** Follow-ups sent in the period. */
  sent: number;
  /** Brides written to in the period. */
  bridesWritten: number;
  /** Sales recorded within 30 days after a follow-up sent to the same bride. */
  salesWithin30Days: number;
  /** salesWithin30Days over bridesWritten, or null. */
  winBackRate: number | null;
}

/** POST /api/follow-ups/{id}/send: the follow-up queued, and when it goes in the boutique's zone. */
export type SendFollowUpResponse = FollowUp & {
  /** 'Queued: it goes out at 8:00 AM on Tue, Dec 3 (Europe/London time), after the quiet hours.' or '... now.' */
  queuedNote: string;
};
