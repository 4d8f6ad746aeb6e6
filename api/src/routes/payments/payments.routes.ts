import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  applyDepositHandler,
  chargeNoShowFeeHandler,
  disconnectPaymentsHandler,
  readAppointmentPaymentsHandler,
  readPaymentReturnHandler,
  readPaymentSettingsHandler,
  refundDepositHandler,
  savePaymentSettingsHandler,
  stripeWebhookHandler,
} from './payments.handlers';

/** Mounted at /api/payments: the owner's account, the bride's return from the provider, its webhooks. */
export const paymentsRoutes = new Hono<AppEnv>()
  .get('/settings', readPaymentSettingsHandler)
  .put('/settings', savePaymentSettingsHandler)
  .delete('/settings', disconnectPaymentsHandler)
  .get('/return/:token', readPaymentReturnHandler)
  .post('/stripe-webhook/:boutiqueId', stripeWebhookHandler);

/** Mounted at /api/appointments: an appointment's money (staff). */
export const appointmentPaymentsRoutes = new Hono<AppEnv>()
  .get('/:appointmentId/payments', readAppointmentPaymentsHandler)
  .post('/:appointmentId/payments/no-show-fee', chargeNoShowFeeHandler)
  .post('/:appointmentId/payments/refund', refundDepositHandler)
  .post('/:appointmentId/payments/apply-deposit', applyDepositHandler);
