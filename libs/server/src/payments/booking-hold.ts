import { randomBytes } from 'node:crypto';
import type { AppointmentStatus } from '@bridal/shared/appointments/appointment';
import type { BookingPaymentTerms, PaymentHoldKind, PaymentReturnView } from '@bridal/shared/payments/payments';
import { paymentMessages } from '@bridal/shared/payments/payments';
import { paths } from '@bridal/shared/web/page-paths';
import { type AppointmentNotifyDeps, appointmentChanged } from '../appointments/notify/appointment-changed';
import { recordAppointmentMail } from '../appointments/notify/record-appointment-mail';
import type { Sql } from '../db/create-sql';
import type { Queryable } from '../db/queryable';
import { AppError } from '../errors/app-error';
import type { HoldSessionResult } from './payment-provider';
import { recordLedger } from './payment-ledger';
import { connectedAccount, type PaymentsConfig } from './payment-settings';

/** Connected in SQL terms: both keys kept and the installation able to read them. */
const connectedSql = (sql: Queryable, config: PaymentsConfig) =>
  config.encryptionKey
    ? sql`EXISTS (SELECT 1 FROM boutique_payment_settings s WHERE s.boutique_id = t.boutique_id
                  AND s.secret_key_encrypted IS NOT NULL AND s.webhook_secret_encrypted IS NOT NULL)`
    : sql`false`;

/**
 * What the bride's booking page says of money: the policy and the types bookable online that ask
 * for a card or a deposit. Undefined when the boutique takes none (booking exactly as before).
 */
export async function readBookingPaymentTerms(
  sql: Queryable,
  config: PaymentsConfig,
  boutiqueId: number,
): Promise<BookingPaymentTerms | undefined> {
  const types = await sql<{ appointmentTypeId: string; requirement: PaymentHoldKind; depositCents: number | null }[]>`
    SELECT t.id AS appointment_type_id, t.payment_requirement AS requirement, t.deposit_cents
    FROM appointment_types t
    WHERE t.boutique_id = ${boutiqueId} AND t.archived_at IS NULL AND t.bookable_online
      AND t.payment_requirement <> 'none' AND ${connectedSql(sql, config)}
    ORDER BY t.position, t.name`;
  if (types.length === 0) return undefined;
  const [policy] = await sql<{ noShowPolicy: string; noShowFeeCents: number; currency: string }[]>`
    SELECT no_show_policy, no_show_fee_cents, currency FROM boutique_payment_settings WHERE boutique_id = ${boutiqueId}`;
  return {
    noShowPolicy: policy?.noShowPolicy ?? '',
    noShowFeeCents: policy?.noShowFeeCents ?? 0,
    currency: policy?.currency ?? 'usd',
    types,
  };
}

export interface PlannedHold {
  appointmentTypeId: string;
  kind: PaymentHoldKind;
  amountCents: number | null;
  currency: string;
  policyText: string;
}

/**
 * Before her booking: whether the type she books asks for a card or a deposit the boutique can
 * take. The type is the one she chose, or the only one bookable online (the page preselects it).
 * Asked and not agreed to: 400 with the field, and nothing is booked.
 */
export async function planPaymentHold(
  sql: Queryable,
  config: PaymentsConfig,
  boutiqueId: number,
  request: { appointmentTypeId?: string | null; policyAgreed?: boolean },
): Promise<PlannedHold | undefined> {
  const terms = await readBookingPaymentTerms(sql, config, boutiqueId);
  if (!terms) return undefined;
  let typeId = request.appointmentTypeId ?? null;
  if (!typeId) {
    const online = await sql<{ id: string }[]>`
      SELECT id FROM appointment_types WHERE boutique_id = ${boutiqueId} AND archived_at IS NULL AND bookable_online`;
    if (online.length === 1) typeId = online[0]!.id;
  }
  const term = terms.types.find((type) => type.appointmentTypeId === typeId);
  if (!term) return undefined;
  if (request.policyAgreed !== true) {
    throw new AppError('BAD_REQUEST', paymentMessages.policyAgreement, {
      fields: { policyAgreed: paymentMessages.policyAgreement },
    });
  }
  return {
    appointmentTypeId: term.appointmentTypeId,
    kind: term.requirement,
    amountCents: term.requirement === 'deposit' ? term.depositCents : null,
    currency: terms.currency,
    policyText: terms.noShowPolicy,
  };
}

/** In her booking's transaction: the hold that keeps her appointment while she pays, with what she agreed to. */
export async function recordPaymentHold(
  tx: Queryable,
  options: { boutiqueId: number; appointmentId: string; plan: PlannedHold; holdMinutes: number; now: Date },
): Promise<{ holdId: string; returnToken: string }> {
  const { boutiqueId, appointmentId, plan, now } = options;
  const returnToken = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + options.holdMinutes * 60_000);
  // The type's helper sets the type at booking; a booking that did not say it takes the planned one.
  await tx`
    UPDATE appointments SET appointment_type_id = coalesce(appointment_type_id, ${plan.appointmentTypeId})
    WHERE id = ${appointmentId} AND boutique_id = ${boutiqueId}`;
  const [row] = await tx<{ id: string }[]>`
    INSERT INTO appointment_payment_holds (boutique_id, appointment_id, kind, amount_cents, currency, return_token,
                                           policy_text, policy_agreed_at, expires_at)
    VALUES (${boutiqueId}, ${appointmentId}, ${plan.kind}, ${plan.amountCents}, ${plan.currency}, ${returnToken},
            ${plan.policyText}, ${now}, ${expiresAt})
    RETURNING id`;
  return { holdId: row!.id, returnToken };
}

const returnUrl = (config: PaymentsConfig, returnToken: string, query: string) =>
  `${new URL(paths.paymentReturn(returnToken), config.publicUrl).toString()}${query}`;

/**
 * After her booking committed: the provider's hosted page for her card or deposit. The provider
 * unreachable: her appointment is released at once and she is told to try again.
 */
export async function openHoldSession(
  sql: Sql,
  config: PaymentsConfig,
  options: {
    boutiqueId: number;
    appointmentId: string;
    holdId: string;
    returnToken: string;
    plan: PlannedHold;
    email: string;
    boutiqueName: string;
  },
): Promise<{ url: string }> {
  const account = await connectedAccount(sql, config, options.boutiqueId);
  if (!account) throw new AppError('SERVICE_UNAVAILABLE', paymentMessages.providerDown);
  const session = await account.provider
    .createHoldSession({
      kind: options.plan.kind,
      amountCents: options.plan.amountCents,
      currency: options.plan.currency,
      customerEmail: options.email,
      description:
        options.plan.kind === 'card'
          ? `Card on file for your appointment at ${options.boutiqueName}`
          : `Deposit for your appointment at ${options.boutiqueName}`,
      successUrl: returnUrl(config, options.returnToken, '?session={SESSION_ID}'),
      cancelUrl: returnUrl(config, options.returnToken, '?cancelled=1'),
      metadata: {
        holdId: options.holdId,
        appointmentId: options.appointmentId,
        boutiqueId: String(options.boutiqueId),
      },
    })
    .catch((error: unknown) => {
      throw new AppError('SERVICE_UNAVAILABLE', paymentMessages.providerDown, { cause: error });
    });
  await sql`
    UPDATE appointment_payment_holds SET checkout_session_id = ${session.sessionId}, checkout_url = ${session.url}
    WHERE id = ${options.holdId} AND boutique_id = ${options.boutiqueId}`;
  return { url: session.url };
}

interface HoldRow {
  id: string;
  boutiqueId: number;
  appointmentId: string;
  kind: PaymentHoldKind;
  status: 'pending' | 'held' | 'released';
  amountCents: number | null;
  currency: string;
  checkoutSessionId: string | null;
  checkoutUrl: string | null;
  expiresAt: Date;
  /** Her booked e-mail may go once it is saved (the outside-mail guard's answer when she booked). */
  mailBride: boolean;
}

const holdColumns = (sql: Queryable) =>
  sql`id, boutique_id, appointment_id, kind, status, amount_cents, currency, checkout_session_id, checkout_url,
      expires_at, mail_bride`;

/**
 * A completed card or deposit, from her return or the provider's webhook, whichever comes first:
 * applied once (the hold row locked; a held or released hold is left as it is). Only now is she
 * told she is booked: her booked e-mail, reminder and texts are recorded with the saved hold and
 * put on the queue, as a booking without payment does at once (bookWithLink).
 */
export async function applyHoldResult(
  deps: AppointmentNotifyDeps,
  boutiqueId: number,
  result: HoldSessionResult,
): Promise<boolean> {
  if (result.status !== 'complete') return false;
  const saved = await deps.sql.begin(async (tx) => {
    const [hold] = await tx<HoldRow[]>`
      SELECT ${holdColumns(tx)} FROM appointment_payment_holds
      WHERE boutique_id = ${boutiqueId} AND checkout_session_id = ${result.sessionId} FOR UPDATE`;
    if (!hold || hold.status === 'held') return undefined;
    if (hold.status === 'released') {
      // Paid after her hold lapsed: the money is on record so staff can refund it.
      if (hold.kind === 'deposit') {
        await recordLedger(tx, {
          boutiqueId,
          appointmentId: hold.appointmentId,
          kind: 'deposit',
          amountCents: result.amountCents ?? hold.amountCents ?? 0,
          currency: hold.currency,
          status: 'succeeded',
          providerId: result.providerId ?? '',
          reason: 'Paid after the appointment was released',
        });
      }
      return undefined;
    }
    await tx`
      UPDATE appointment_payment_holds
      SET status = 'held', customer_id = ${result.customerId}, payment_method_id = ${result.paymentMethodId},
          payment_intent_id = ${hold.kind === 'deposit' ? result.providerId : null}, held_at = now()
      WHERE id = ${hold.id}`;
    await tx`UPDATE appointments SET payment_hold = ${hold.kind}, updated_at = now()
              WHERE id = ${hold.appointmentId} AND boutique_id = ${boutiqueId}`;
    await recordLedger(tx, {
      boutiqueId,
      appointmentId: hold.appointmentId,
      kind: hold.kind === 'card' ? 'card_saved' : 'deposit',
      amountCents: hold.kind === 'card' ? 0 : (result.amountCents ?? hold.amountCents ?? 0),
      currency: hold.currency,
      status: 'succeeded',
      providerId: result.providerId ?? '',
    });
    // Staff may have cancelled it while she was on the provider's page: then nothing says booked.
    const [booked] = await tx`
      SELECT 1 FROM appointments WHERE id = ${hold.appointmentId} AND boutique_id = ${boutiqueId} AND status = 'booked'`;
    if (booked)
      await recordAppointmentMail(tx, { appointmentId: hold.appointmentId, change: 'booked', now: new Date() });
    return { hold, booked: Boolean(booked) };
  });
  if (!saved) return false;
  if (saved.booked) {
    await appointmentChanged(deps, {
      appointmentId: saved.hold.appointmentId,
      change: 'booked',
      mail: saved.hold.mailBride,
    });
  }
  return true;
}

/** Asks the provider where a pending hold's session stands, and applies it when complete. */
export async function settlePendingHold(
  deps: AppointmentNotifyDeps,
  config: PaymentsConfig,
  hold: HoldRow,
): Promise<void> {
  if (hold.status !== 'pending' || !hold.checkoutSessionId) return;
  const account = await connectedAccount(deps.sql, config, hold.boutiqueId);
  if (!account) return;
  await applyHoldResult(deps, hold.boutiqueId, await account.provider.readHoldSession(hold.checkoutSessionId));
}

/** GET /api/payments/return/{token}: her card or deposit after the provider's page (applied if it came). */
export async function readPaymentReturn(
  deps: AppointmentNotifyDeps,
  config: PaymentsConfig,
  token: string,
): Promise<PaymentReturnView> {
  const { sql } = deps;
  const find = async () =>
    (await sql<HoldRow[]>`SELECT ${holdColumns(sql)} FROM appointment_payment_holds WHERE return_token = ${token}`)[0];
  const found = await find();
  if (!found) throw new AppError('NOT_FOUND', paymentMessages.holdNotFound);
  await settlePendingHold(deps, config, found);
  const hold = (await find())!;
  const [row] = await sql<
    {
      startsAt: Date;
      durationMinutes: number;
      status: AppointmentStatus;
      name: string;
      timeZone: string;
      address: string;
    }[]
  >`
    SELECT a.starts_at, a.duration_minutes, a.status, b.name, b.time_zone, b.address
    FROM appointments a JOIN boutiques b ON b.id = a.boutique_id
    WHERE a.id = ${hold.appointmentId} AND a.boutique_id = ${hold.boutiqueId}`;
  if (!row) throw new AppError('NOT_FOUND', paymentMessages.holdNotFound);
  return {
    status: hold.status,
    kind: hold.kind,
    amountCents: hold.amountCents,
    currency: hold.currency,
    paymentUrl: hold.status === 'pending' ? hold.checkoutUrl : null,
    holdExpiresAt: hold.expiresAt.toISOString(),
    appointment: { startsAt: row.startsAt.toISOString(), durationMinutes: row.durationMinutes, status: row.status },
    boutique: { name: row.name, timeZone: row.timeZone, address: row.address },
  };
}

/** Pending holds past their time, oldest first, for housekeeping to settle or release. */
export async function lapsedHolds(sql: Queryable, now: Date, limit = 50): Promise<HoldRow[]> {
  return sql<HoldRow[]>`
    SELECT ${holdColumns(sql)} FROM appointment_payment_holds
    WHERE status = 'pending' AND expires_at < ${now} ORDER BY expires_at LIMIT ${limit}`;
}

/** Marks a pending hold released; false when it was settled meanwhile. */
export async function markHoldReleased(sql: Queryable, hold: { id: string; boutiqueId: number }): Promise<boolean> {
  const released = await sql`
    UPDATE appointment_payment_holds SET status = 'released'
    WHERE id = ${hold.id} AND boutique_id = ${hold.boutiqueId} AND status = 'pending' RETURNING id`;
  return released.length > 0;
}
