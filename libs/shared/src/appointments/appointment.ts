/**
 * The appointment as every screen sees it. Instants are ISO strings in UTC;
 * screens show them in the boutique's time zone (`timeZone`), never the reader's.
 */
export const appointmentStatuses = ['booked', 'completed', 'no_show', 'cancelled'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

export const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  booked: 'Booked',
  completed: 'Completed',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

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
}

/** The outcome of a completed appointment. */
export const outcomeResults = ['said_yes', 'not_yet', 'no_sale'] as const;
export type OutcomeResult = (typeof outcomeResults)[number];

export const outcomeResultLabels: Record<OutcomeResult, string> = {
  said_yes: 'Said yes',
  not_yet: 'Not yet',
  no_sale: 'No sale',
};

/** Why she did not buy: the fixed list the reports count (plus 'other' with her words). */
export const noSaleReasons = [
  'budget',
  'keep_shopping',
  'decision_maker_absent',
  'not_the_one',
  'timing',
  'fit_or_size',
  'other',
] as const;
export type NoSaleReason = (typeof noSaleReasons)[number];

export const noSaleReasonLabels: Record<NoSaleReason, string> = {
  budget: 'Budget',
  keep_shopping: 'Wants to keep shopping',
  decision_maker_absent: 'Decision-maker not there',
  not_the_one: "Didn't find the one",
  timing: 'Timing or ship date',
  fit_or_size: 'Fit or size',
  other: 'Other',
};

/** A dress of the pull list in the fitting room. */
export type DressVerdict = 'loved' | 'not_for_her';
