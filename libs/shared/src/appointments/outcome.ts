import * as yup from 'yup';
import { type NoSaleReason, noSaleReasons, type OutcomeResult, outcomeResults } from './appointment';
import { isCalendarDate } from '../validation/calendar-date';
import { messages } from '../validation/messages';
import { optionalText } from '../validation/text-fields';

export const outcomeLimits = {
  dressName: 200,
  otherReason: 200,
  notes: 1000,
  maxAmount: 100_000,
  /** How long her consultant (or whoever recorded it) may still change an outcome. */
  editDays: 7,
  /** How far ahead a follow-up may be set. */
  followUpDays: 366,
} as const;

export const outcomeMessages = {
  result: 'Pick what she decided.',
  dress: 'Pick the dress she said yes to, or type its name.',
  dressName: messages.keepUnder('dress name', outcomeLimits.dressName),
  dressId: 'Pick a dress from the inventory, or type its name.',
  amountRequired: 'Enter the sale amount.',
  amountRange: 'Enter an amount between $1 and $100,000.',
  amountCents: 'Enter the amount in dollars and cents, like 2450.00.',
  reasons: 'Pick at least one reason.',
  reason: 'Pick reasons from the list.',
  otherReason: 'Say what the other reason was.',
  otherReasonLength: messages.keepUnder('other reason', outcomeLimits.otherReason),
  followUpFormat: 'Enter the follow-up date as YYYY-MM-DD.',
  followUpPast: 'The follow-up date cannot be in the past.',
  followUpFar: 'Pick a follow-up date within a year.',
  notes: messages.keepUnder('notes', outcomeLimits.notes),
  notStarted: 'This appointment has not started yet.',
  notOpen: 'This appointment was cancelled or marked no-show: it has no outcome.',
  cannotEdit: 'Only her consultant (for 7 days) or an admin can change this outcome.',
  notFound: 'Appointment not found.',
  dressNotFound: 'That dress is not in your current inventory. Search again, or type its name.',
  saved: 'Outcome saved.',
} as const;

const saidYes = (result: unknown) => result === 'said_yes';

/**
 * PUT /api/appointments/{id}/outcome: 'End appointment', or an edit of its outcome. Said yes needs
 * the dress (an inventory dress id or a typed name) and the amount in dollars; not yet and no sale
 * need at least one reason. Whether the follow-up date is today or later is the server's to say,
 * in the boutique's time zone.
 */
export const outcomeSchema = yup.object({
  result: yup.mixed<OutcomeResult>().required(outcomeMessages.result).oneOf(outcomeResults, outcomeMessages.result),
  dressId: yup
    .string()
    .trim()
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value))
    .uuid(outcomeMessages.dressId),
  dressName: optionalText(outcomeLimits.dressName, outcomeMessages.dressName).when(
    ['result', 'dressId'],
    ([result, dressId], schema) => (saidYes(result) && !dressId ? schema.required(outcomeMessages.dress) : schema),
  ),
  amount: yup
    .number()
    .typeError(outcomeMessages.amountRange)
    .nullable()
    .default(null)
    .when('result', ([result], schema) =>
      saidYes(result)
        ? schema
            .required(outcomeMessages.amountRequired)
            .min(1, outcomeMessages.amountRange)
            .max(outcomeLimits.maxAmount, outcomeMessages.amountRange)
            .test(
              'cents',
              outcomeMessages.amountCents,
              (value) => value == null || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
            )
        : schema,
    ),
  reasons: yup
    .array(yup.mixed<NoSaleReason>().required().oneOf(noSaleReasons, outcomeMessages.reason))
    .default([])
    .when('result', ([result], schema) => (saidYes(result) ? schema : schema.min(1, outcomeMessages.reasons))),
  otherReason: optionalText(outcomeLimits.otherReason, outcomeMessages.otherReasonLength).when(
    ['result', 'reasons'],
    ([result, reasons], schema) =>
      !saidYes(result) && Array.isArray(reasons) && reasons.includes('other')
        ? schema.required(outcomeMessages.otherReason)
        : schema,
  ),
  followUpOn: yup
    .string()
    .trim()
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value))
    .test('date', outcomeMessages.followUpFormat, (value) => value == null || isCalendarDate(value)),
  notes: optionalText(outcomeLimits.notes, outcomeMessages.notes, { multiLine: true }),
});
export type OutcomeRequest = yup.InferType<typeof outcomeSchema>;

/** A recorded outcome as the screens show it (the amount back in dollars). */
export interface Outcome {
  result: OutcomeResult;
  dressId: string | null;
  dressName: string;
  dressOnPullList: boolean;
  amount: number | null;
  reasons: NoSaleReason[];
  otherReason: string;
  followUpOn: string | null;
  notes: string;
  consultantId: string | null;
  recordedAt: string;
  recordedByName: string | null;
  updatedAt: string;
}

export interface OutcomeChange {
  changedAt: string;
  changedByName: string;
  outcome: Outcome;
}

/** Dollars to cents without float drift (2450.1 -> 245010). */
export const toCents = (amount: number): number => Math.round(amount * 100);
