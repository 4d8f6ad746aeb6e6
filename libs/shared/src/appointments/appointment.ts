import type { ConfirmedVia } from './sms';
/** A set of values written once with its labels: the values in the table's order. */
const keysOf = <K extends string>(labels: Readonly<Record<K, string>>): readonly K[] => Object.keys(labels) as K[];

/**
 * The appointment as every screen sees it. Instants are ISO strings in UTC;
 * screens show them in the boutique's time zone (`timeZone`), never the reader's.
 */
export const appointmentStatusLabels = {
  booked: 'Booked',
  completed: 'Completed',
  no_show: 'No-show',
  cancelled: 'Cancelled',
} as const;
export type AppointmentStatus = keyof typeof appointmentStatusLabels;
export const appointmentStatuses = keysOf(appointmentStatusLabels);

export type BookedBy = 'bride' | 'staff';

export interface AppointmentSummary {
  id: string;
  brideId: string;
  brideName: string;
  /** Her plan's state: 'awaiting_survey' for a walk-in whose survey has not come in yet. */
  brideStatus: 'awaiting_survey' | 'analyzing' | 'ready';
  consultantId: string | null;
  consultantName: string | null;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  status: AppointmentStatus;
  bookedBy: BookedBy;
  startedAt: string | null;
  /** Booked before the hours changed and now outside them (kept, never dropped). */
  outsideHours: boolean;
  hasOutcome: boolean;
  /** Brought in from another system's history (DESIGN.md section 13), not booked here. */
  imported: boolean;
  /** When and how she confirmed she is coming (a text reply of C, or staff); absent: not confirmed. */
  confirmed?: { at: string; via: ConfirmedVia } | null;
  /** A card or deposit the bride left at booking (payments); absent or null: none. */
  paymentHold?: 'card' | 'deposit' | null;
  /** Its appointment type's name and its fitting room's (null: none when it was booked). */
  typeName?: string | null;
  roomName?: string | null;
  /** Who comes with her (the bride not counted); null: not said. */
  partySize?: number | null;
}

/** The outcome of a completed appointment. */
export const outcomeResultLabels = {
  said_yes: 'Said yes',
  not_yet: 'Not yet',
  no_sale: 'No sale',
} as const;
export type OutcomeResult = keyof typeof outcomeResultLabels;
export const outcomeResults = keysOf(outcomeResultLabels);

/** Why she did not buy: the fixed list the reports count (plus 'other' with her words). */
export const noSaleReasonLabels = {
  budget: 'Budget',
  keep_shopping: 'Wants to keep shopping',
  decision_maker_absent: 'Decision-maker not there',
  not_the_one: "Didn't find the one",
  timing: 'Timing or ship date',
  fit_or_size: 'Fit or size',
  other: 'Other',
} as const;
export type NoSaleReason = keyof typeof noSaleReasonLabels;
export const noSaleReasons = keysOf(noSaleReasonLabels);

/** A dress of the pull list in the fitting room. */
export type DressVerdict = 'loved' | 'not_for_her';
