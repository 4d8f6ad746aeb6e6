import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { AppError } from '@bridal/server/errors/app-error';
import { readPaymentReturn } from '@bridal/server/payments/booking-hold';
import {
  disconnectPayments,
  paymentsConfigOf,
  readPaymentSettings,
  savePaymentSettings,
} from '@bridal/server/payments/payment-settings';
import { receivePaymentWebhook } from '@bridal/server/payments/receive-webhook';
import {
  applyDepositToSale,
  chargeNoShowFee,
  readAppointmentPayments,
  refundDeposit,
} from '@bridal/server/payments/staff-payments';
import { scheduleMessages } from '@bridal/shared/appointments/schedule';
import {
  noShowFeeSchema,
  paymentMessages,
  paymentReasonSchema,
  paymentSettingsSchema,
} from '@bridal/shared/payments/payments';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { clientIp } from '../../http/client-ip';
import { readJsonBody } from '../../http/read-json-body';
import { requireOwner } from '../../http/require-role';
import { uuidParam } from '../../http/uuid-param';
import { staffActor } from '../appointments/appointments.handlers';

type Ctx = Context<AppEnv>;

const configOf = (c: Ctx) => paymentsConfigOf(c.var.deps.env);

/** Her booked e-mail goes once her card or deposit is saved (her return or the webhook): its way out. */
const notifyDepsOf = (c: Ctx) => ({ sql: c.var.deps.sql, mailQueue: c.var.deps.mailQueue, logger: c.var.deps.logger });

/** GET /api/payments/settings (the owner): the account (keys never shown) and the no-show policy. */
export async function readPaymentSettingsHandler(c: Ctx) {
  const { boutiqueId } = requireOwner(c);
  return c.json(await readPaymentSettings(c.var.deps.sql, configOf(c), boutiqueId));
}

/** PUT /api/payments/settings (the owner): keys sealed at rest; an empty key keeps the kept one. */
export async function savePaymentSettingsHandler(c: Ctx) {
  const { boutiqueId } = requireOwner(c);
  const request = await validateWithSchema(paymentSettingsSchema, await readJsonBody(c));
  const saved = await savePaymentSettings(c.var.deps.sql, configOf(c), boutiqueId, request);
  c.var.logger.info({ boutiqueId, connected: saved.connected }, 'payment settings saved');
  return c.json(saved);
}

/** DELETE /api/payments/settings (the owner): the account disconnected; booking asks for nothing. */
export async function disconnectPaymentsHandler(c: Ctx) {
  const { boutiqueId } = requireOwner(c);
  return c.json(await disconnectPayments(c.var.deps.sql, configOf(c), boutiqueId));
}

/** GET /api/payments/return/{token} (public, the token is the credential): her card or deposit after the provider. */
export async function readPaymentReturnHandler(c: Ctx) {
  await c.var.deps.rateLimiter.consume('bookingLinkByIp', clientIp(c));
  const token = c.req.param('token') ?? '';
  // Only what a return token can look like reaches the database.
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) throw new AppError('NOT_FOUND', paymentMessages.holdNotFound);
  return c.json(await readPaymentReturn(notifyDepsOf(c), configOf(c), token));
}

/** POST /api/payments/stripe-webhook/{boutiqueId} (public, signed): the boutique's Stripe events. */
export async function stripeWebhookHandler(c: Ctx) {
  const boutiqueId = Number(c.req.param('boutiqueId'));
  if (!Number.isSafeInteger(boutiqueId) || boutiqueId <= 0) throw new AppError('NOT_FOUND', 'Not found');
  const signature = c.req.header('stripe-signature') ?? '';
  const result = await receivePaymentWebhook(notifyDepsOf(c), configOf(c), {
    boutiqueId,
    rawBody: await c.req.text(),
    signature,
  });
  c.var.logger.info({ boutiqueId, ...result }, 'payment webhook received');
  return c.json({ received: true });
}

const appointmentIdOf = (c: Ctx) => uuidParam(c, 'appointmentId', scheduleMessages.notFound);

const staffScope = (c: Ctx) => {
  const actor = staffActor(c);
  return {
    sql: c.var.deps.sql,
    config: configOf(c),
    boutiqueId: actor.boutiqueId,
    appointmentId: appointmentIdOf(c),
    actor,
  };
};

/** GET /api/appointments/{id}/payments (staff): its hold, ledger and what may be done. */
export async function readAppointmentPaymentsHandler(c: Ctx) {
  return c.json(await readAppointmentPayments(staffScope(c)));
}

/** POST /api/appointments/{id}/payments/no-show-fee { amountCents, reason } (staff). */
export async function chargeNoShowFeeHandler(c: Ctx) {
  const scope = staffScope(c);
  const request = await validateWithSchema(noShowFeeSchema, await readJsonBody(c));
  const answer = await chargeNoShowFee({ ...scope, ...request });
  c.var.logger.info({ appointmentId: scope.appointmentId }, 'no-show fee charged');
  return c.json(answer);
}

/** POST /api/appointments/{id}/payments/refund { reason } (staff). */
export async function refundDepositHandler(c: Ctx) {
  const scope = staffScope(c);
  const { reason } = await validateWithSchema(paymentReasonSchema, await readJsonBody(c));
  return c.json(await refundDeposit({ ...scope, reason }));
}

/** POST /api/appointments/{id}/payments/apply-deposit { reason } (staff). */
export async function applyDepositHandler(c: Ctx) {
  const scope = staffScope(c);
  const { reason } = await validateWithSchema(paymentReasonSchema, await readJsonBody(c));
  return c.json(await applyDepositToSale({ ...scope, reason }));
}
