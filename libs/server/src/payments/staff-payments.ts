import { randomUUID } from 'node:crypto';
import type { AppointmentPaymentsView, PaymentHoldKind } from '@bridal/shared/payments/payments';
import { paymentMessages } from '@bridal/shared/payments/payments';
import { findStaffAppointment, type StaffActor } from '../appointments/staff/staff-access';
import type { Sql } from '../db/create-sql';
import type { Queryable } from '../db/queryable';
import { AppError } from '../errors/app-error';
import { noShowChargeUntil, noShowFeeRefusal } from './no-show-rules';
import { listLedger, recordLedger } from './payment-ledger';
import { connectedAccount, type PaymentsConfig } from './payment-settings';

export interface StaffPaymentOptions {
  sql: Sql;
  config: PaymentsConfig;
  boutiqueId: number;
  appointmentId: string;
  actor: StaffActor;
  now?: Date;
}

interface HeldRow {
  id: string;
  kind: PaymentHoldKind;
  status: 'pending' | 'held' | 'released';
  amountCents: number | null;
  currency: string;
  customerId: string | null;
  paymentMethodId: string | null;
  paymentIntentId: string | null;
}

async function readHold(sql: Queryable, boutiqueId: number, appointmentId: string, lock = false) {
  const [hold] = await sql<HeldRow[]>`
    SELECT id, kind, status, amount_cents, currency, customer_id, payment_method_id, payment_intent_id
    FROM appointment_payment_holds WHERE boutique_id = ${boutiqueId} AND appointment_id = ${appointmentId}
    ${lock ? sql`FOR UPDATE` : sql``}`;
  return hold;
}

async function succeeded(sql: Queryable, boutiqueId: number, appointmentId: string, kinds: string[]) {
  const [row] = await sql`
    SELECT 1 FROM payment_ledger
    WHERE boutique_id = ${boutiqueId} AND appointment_id = ${appointmentId} AND status = 'succeeded'
      AND kind = ANY(${kinds})`;
  return row !== undefined;
}

async function policyOf(sql: Queryable, boutiqueId: number) {
  const [row] = await sql<{ noShowFeeCents: number; noShowChargeDays: number; currency: string }[]>`
    SELECT no_show_fee_cents, no_show_charge_days, currency FROM boutique_payment_settings WHERE boutique_id = ${boutiqueId}`;
  return row ?? { noShowFeeCents: 0, noShowChargeDays: 7, currency: 'usd' };
}

function depositRefusal(hold: HeldRow | undefined, settled: boolean): string | null {
  if (!hold || hold.kind !== 'deposit' || hold.status !== 'held' || !hold.paymentIntentId)
    return paymentMessages.noDeposit;
  return settled ? paymentMessages.depositSettled : null;
}

async function feeFacts(sql: Queryable, options: StaffPaymentOptions, startsAt: Date, status: string, hold?: HeldRow) {
  const policy = await policyOf(sql, options.boutiqueId);
  return {
    policy,
    facts: {
      appointmentStatus: status,
      startsAt,
      cardHeld: hold?.kind === 'card' && hold.status === 'held' && !!hold.customerId && !!hold.paymentMethodId,
      alreadyCharged: await succeeded(sql, options.boutiqueId, options.appointmentId, ['no_show_fee']),
      policyFeeCents: policy.noShowFeeCents,
      chargeDays: policy.noShowChargeDays,
      now: options.now ?? new Date(),
    },
  };
}

/** GET /api/appointments/{id}/payments. */
export async function readAppointmentPayments(options: StaffPaymentOptions): Promise<AppointmentPaymentsView> {
  const { sql, boutiqueId, appointmentId } = options;
  const appointment = await findStaffAppointment(sql, { boutiqueId, appointmentId, actor: options.actor });
  const hold = await readHold(sql, boutiqueId, appointmentId);
  const { policy, facts } = await feeFacts(sql, options, appointment.startsAt, appointment.status, hold);
  const settled = await succeeded(sql, boutiqueId, appointmentId, ['refund', 'deposit_applied']);
  return {
    hold: hold ? { kind: hold.kind, status: hold.status, amountCents: hold.amountCents } : null,
    ledger: await listLedger(sql, boutiqueId, appointmentId),
    currency: hold?.currency ?? policy.currency,
    noShowFee: {
      maxCents: policy.noShowFeeCents,
      chargeUntil: facts.cardHeld
        ? noShowChargeUntil(appointment.startsAt, policy.noShowChargeDays).toISOString()
        : null,
      refusal: noShowFeeRefusal(facts),
    },
    deposit: { refusal: depositRefusal(hold, settled) },
  };
}

async function requireAccount(options: StaffPaymentOptions) {
  const account = await connectedAccount(options.sql, options.config, options.boutiqueId);
  if (!account) throw new AppError('BAD_REQUEST', paymentMessages.notConnected);
  return account;
}

/**
 * POST .../no-show-fee: the card on file charged off-session, at most the policy's fee, within its
 * window, once. The hold row is locked throughout, so a double click charges once. A declined or
 * expired card is recorded failed and told to staff (422-like 400 with the reason).
 */
export async function chargeNoShowFee(
  options: StaffPaymentOptions & { amountCents: number; reason: string },
): Promise<AppointmentPaymentsView> {
  const { sql, boutiqueId, appointmentId, actor } = options;
  // Another boutique's appointment is not found before anything is said of this one's account.
  await findStaffAppointment(sql, { boutiqueId, appointmentId, actor });
  const account = await requireAccount(options);
  const failure = await sql.begin(async (tx) => {
    const appointment = await findStaffAppointment(tx, { boutiqueId, appointmentId, actor, lock: true });
    const hold = await readHold(tx, boutiqueId, appointmentId, true);
    const { policy, facts } = await feeFacts(tx, options, appointment.startsAt, appointment.status, hold);
    const refusal = noShowFeeRefusal(facts, options.amountCents);
    if (refusal) throw new AppError('BAD_REQUEST', refusal, { fields: { amountCents: refusal } });
    const result = await account.provider.chargeOffSession({
      customerId: hold!.customerId!,
      paymentMethodId: hold!.paymentMethodId!,
      amountCents: options.amountCents,
      currency: hold!.currency || policy.currency,
      description: 'No-show fee',
      idempotencyKey: `no-show-fee-${randomUUID()}`,
    });
    await recordLedger(tx, {
      boutiqueId,
      appointmentId,
      kind: 'no_show_fee',
      amountCents: options.amountCents,
      currency: hold!.currency,
      status: result.ok ? 'succeeded' : 'failed',
      providerId: result.providerId,
      reason: options.reason,
      failureMessage: result.ok ? '' : result.message,
      userId: actor.userId,
    });
    return result.ok ? null : result.message;
  });
  if (failure) throw new AppError('BAD_REQUEST', `The fee was not charged: ${failure}`);
  return readAppointmentPayments(options);
}

async function settleDeposit(
  options: StaffPaymentOptions & { reason: string },
  kind: 'refund' | 'deposit_applied',
): Promise<AppointmentPaymentsView> {
  const { sql, boutiqueId, appointmentId, actor } = options;
  await findStaffAppointment(sql, { boutiqueId, appointmentId, actor });
  const account = kind === 'refund' ? await requireAccount(options) : undefined;
  const failure = await sql.begin(async (tx) => {
    await findStaffAppointment(tx, { boutiqueId, appointmentId, actor, lock: true });
    const hold = await readHold(tx, boutiqueId, appointmentId, true);
    const refusal = depositRefusal(hold, await succeeded(tx, boutiqueId, appointmentId, ['refund', 'deposit_applied']));
    if (refusal) throw new AppError('BAD_REQUEST', refusal);
    const result = account
      ? await account.provider.refund({ paymentId: hold!.paymentIntentId!, idempotencyKey: `refund-${hold!.id}` })
      : ({ ok: true, providerId: hold!.paymentIntentId! } as const);
    await recordLedger(tx, {
      boutiqueId,
      appointmentId,
      kind,
      amountCents: hold!.amountCents ?? 0,
      currency: hold!.currency,
      status: result.ok ? 'succeeded' : 'failed',
      providerId: result.providerId,
      reason: options.reason,
      failureMessage: result.ok ? '' : result.message,
      userId: actor.userId,
    });
    return result.ok ? null : result.message;
  });
  if (failure) throw new AppError('BAD_REQUEST', `The deposit was not refunded: ${failure}`);
  return readAppointmentPayments(options);
}

/** POST .../refund: the whole deposit back to her card. */
export const refundDeposit = (options: StaffPaymentOptions & { reason: string }) => settleDeposit(options, 'refund');

/** POST .../apply-deposit: the deposit counted towards her sale (no money moves; the ledger says so). */
export const applyDepositToSale = (options: StaffPaymentOptions & { reason: string }) =>
  settleDeposit(options, 'deposit_applied');
