import { describe, expect, it } from '@jest/globals';
import { paymentMessages } from '@bridal/shared/payments/payments';
import { noShowChargeUntil, noShowFeeRefusal } from './no-show-rules';

const startsAt = new Date('2026-03-07T15:00:00Z');
const facts = {
  appointmentStatus: 'no_show',
  startsAt,
  cardHeld: true,
  alreadyCharged: false,
  policyFeeCents: 5000,
  chargeDays: 3,
  now: new Date('2026-03-08T10:00:00Z'),
};

describe('the no-show fee rules', () => {
  it('allow the policy fee or less, for a no-show with a card, within the window', () => {
    expect(noShowFeeRefusal(facts)).toBeNull();
    expect(noShowFeeRefusal(facts, 5000)).toBeNull();
    expect(noShowFeeRefusal(facts, 100)).toBeNull();
  });

  it('refuse more than the policy says', () => {
    expect(noShowFeeRefusal(facts, 5001)).toBe(paymentMessages.feeAboveLimit(5000));
    expect(noShowFeeRefusal({ ...facts, policyFeeCents: 0 })).toBe(paymentMessages.feeAboveLimit(0));
  });

  it('count the window from the start, in days (a DST change in between does not shorten it)', () => {
    expect(noShowChargeUntil(startsAt, 3).toISOString()).toBe('2026-03-10T15:00:00.000Z');
    expect(noShowFeeRefusal({ ...facts, now: new Date('2026-03-10T15:00:00Z') })).toBeNull();
    expect(noShowFeeRefusal({ ...facts, now: new Date('2026-03-10T15:00:01Z') })).toBe(paymentMessages.windowPassed(3));
  });

  it('refuse without a card, for an appointment that is not a no-show, and a second time', () => {
    expect(noShowFeeRefusal({ ...facts, cardHeld: false })).toBe(paymentMessages.noCardHeld);
    expect(noShowFeeRefusal({ ...facts, appointmentStatus: 'completed' })).toBe(paymentMessages.notNoShow);
    expect(noShowFeeRefusal({ ...facts, alreadyCharged: true })).toBe(paymentMessages.alreadyCharged);
  });
});
