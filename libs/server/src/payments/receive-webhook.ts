import type { AppointmentNotifyDeps } from '../appointments/notify/appointment-changed';
import { AppError } from '../errors/app-error';
import { applyHoldResult } from './booking-hold';
import { WebhookSignatureError } from './payment-provider';
import { connectedAccount, type PaymentsConfig } from './payment-settings';

/** The events that may complete a hold; the session is read back from the provider, whatever the event says. */
const completingEvents = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

const webhookMessages = {
  notConnected: 'Not found',
  missingSignature: 'The Stripe-Signature header is missing.',
  badSignature: 'The signature does not match.',
} as const;

/**
 * The boutique's provider event: verified with its signing secret (400 otherwise), taken once by its
 * id (a replay answers 200 and changes nothing). The session is read back from the provider, so an
 * event late, early or out of order applies only what is true now, once.
 */
export async function receivePaymentWebhook(
  deps: AppointmentNotifyDeps,
  config: PaymentsConfig,
  options: { boutiqueId: number; rawBody: string; signature: string },
): Promise<{ duplicate: boolean; applied: boolean }> {
  const { boutiqueId } = options;
  const { sql } = deps;
  // No such boutique, or none connected: nothing here to post to.
  const account = await connectedAccount(sql, config, boutiqueId);
  if (!account) throw new AppError('NOT_FOUND', webhookMessages.notConnected);
  if (!options.signature) throw new AppError('BAD_REQUEST', webhookMessages.missingSignature);
  let event;
  try {
    event = account.provider.verifyWebhook(options.rawBody, options.signature, account.webhookSecret);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new AppError('BAD_REQUEST', webhookMessages.badSignature);
    throw error;
  }
  const [seen] = await sql`
    SELECT 1 FROM payment_provider_events WHERE boutique_id = ${boutiqueId} AND event_id = ${event.id}`;
  if (seen) return { duplicate: true, applied: false };
  const result =
    completingEvents.has(event.type) && event.sessionId
      ? await account.provider.readHoldSession(event.sessionId)
      : undefined;
  const inserted = await sql`
    INSERT INTO payment_provider_events (boutique_id, event_id, type) VALUES (${boutiqueId}, ${event.id}, ${event.type})
    ON CONFLICT DO NOTHING RETURNING event_id`;
  if (inserted.length === 0) return { duplicate: true, applied: false };
  const applied = result ? await applyHoldResult(deps, boutiqueId, result) : false;
  return { duplicate: false, applied };
}
