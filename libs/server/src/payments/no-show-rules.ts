import { paymentMessages } from '@bridal/shared/payments/payments';
import { DateTime } from 'luxon';

export interface NoShowFeeFacts {
  appointmentStatus: string;
  startsAt: Date;
  /** The card held for this appointment, if any. */
  cardHeld: boolean;
  alreadyCharged: boolean;
  policyFeeCents: number;
  chargeDays: number;
  now: Date;
}

/** The last instant the fee may be charged: the policy's days after the appointment's start. */
export const noShowChargeUntil = (startsAt: Date, chargeDays: number) =>
  DateTime.fromJSDate(startsAt, { zone: 'utc' }).plus({ days: chargeDays }).toJSDate();

/**
 * Why the no-show fee may not be charged now (null: it may), in the words staff see. `amountCents`
 * absent: whether any fee may be charged at all (the button), present: this amount.
 */
export function noShowFeeRefusal(facts: NoShowFeeFacts, amountCents?: number): string | null {
  if (!facts.cardHeld) return paymentMessages.noCardHeld;
  if (facts.appointmentStatus !== 'no_show') return paymentMessages.notNoShow;
  if (facts.alreadyCharged) return paymentMessages.alreadyCharged;
  if (facts.now.getTime() > noShowChargeUntil(facts.startsAt, facts.chargeDays).getTime()) {
    return paymentMessages.windowPassed(facts.chargeDays);
  }
  if (facts.policyFeeCents <= 0 || (amountCents !== undefined && amountCents > facts.policyFeeCents)) {
    return paymentMessages.feeAboveLimit(facts.policyFeeCents);
  }
  return null;
}
