import Stripe from 'stripe';
import {
  type HoldSessionResult,
  type MoneyMovement,
  type PaymentProvider,
  type ProviderEvent,
  WebhookSignatureError,
} from './payment-provider';

export interface StripeProviderOptions {
  secretKey: string;
  /** Tests and development: the stand-in's address instead of api.stripe.com (STRIPE_API_BASE). */
  apiBase?: string;
}

/** The SDK's documented options pointed at another address: host, port and protocol. */
function addressOptions(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol: 'http' | 'https' = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** What a failed charge or refund says to staff, in plain words. */
export function describeCardFailure(code: string | undefined, fallback: string): string {
  if (code === 'card_declined') return 'The card was declined by her bank.';
  if (code === 'expired_card') return 'The card on file has expired.';
  if (code === 'authentication_required') return 'Her bank wants her to approve this charge herself.';
  if (code === 'charge_already_refunded') return 'This payment has already been refunded.';
  return fallback || 'The payment provider refused this.';
}

function failureOf(error: unknown): MoneyMovement {
  if (
    error instanceof Stripe.errors.StripeError &&
    (error.type === 'StripeCardError' || error.statusCode === 402 || error.statusCode === 400)
  ) {
    return {
      ok: false,
      providerId: error.payment_intent?.id ?? '',
      code: error.code ?? 'failed',
      message: describeCardFailure(error.code, error.message),
    };
  }
  throw error;
}

/** Stripe behind the payments interface, with its official SDK and the boutique's own key. */
export function stripeProvider({ secretKey, apiBase }: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 1, timeout: 20_000, ...addressOptions(apiBase) });
  return {
    async createHoldSession(request) {
      const customer = await stripe.customers.create({ email: request.customerEmail, metadata: request.metadata });
      const urls = {
        success_url: request.successUrl.replace('{SESSION_ID}', '{CHECKOUT_SESSION_ID}'),
        cancel_url: request.cancelUrl,
      };
      const session =
        request.kind === 'card'
          ? await stripe.checkout.sessions.create({
              mode: 'setup',
              customer: customer.id,
              currency: request.currency,
              metadata: request.metadata,
              setup_intent_data: { description: request.description, metadata: request.metadata },
              ...urls,
            })
          : await stripe.checkout.sessions.create({
              mode: 'payment',
              customer: customer.id,
              metadata: request.metadata,
              line_items: [
                {
                  quantity: 1,
                  price_data: {
                    currency: request.currency,
                    unit_amount: request.amountCents ?? 0,
                    product_data: { name: request.description },
                  },
                },
              ],
              payment_intent_data: { description: request.description, metadata: request.metadata },
              ...urls,
            });
      if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no url`);
      return { sessionId: session.id, url: session.url };
    },

    async readHoldSession(sessionId): Promise<HoldSessionResult> {
      const session = await stripe.checkout.sessions.retrieve(sessionId, {
        expand: ['setup_intent', 'payment_intent'],
      });
      const setupIntent = typeof session.setup_intent === 'object' ? session.setup_intent : null;
      const paymentIntent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
      const paid = session.mode === 'setup' ? setupIntent?.status === 'succeeded' : session.payment_status === 'paid';
      return {
        sessionId: session.id,
        status: session.status === 'complete' && paid ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
        customerId: idOf(session.customer),
        paymentMethodId: idOf(setupIntent?.payment_method ?? paymentIntent?.payment_method),
        providerId: idOf(session.mode === 'setup' ? session.setup_intent : session.payment_intent),
        amountCents: session.amount_total ?? null,
        metadata: { ...(session.metadata ?? {}) },
      };
    },

    async chargeOffSession(charge) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: charge.amountCents,
            currency: charge.currency,
            customer: charge.customerId,
            payment_method: charge.paymentMethodId,
            off_session: true,
            confirm: true,
            description: charge.description,
          },
          { idempotencyKey: charge.idempotencyKey },
        );
        if (intent.status === 'succeeded') return { ok: true, providerId: intent.id };
        return { ok: false, providerId: intent.id, code: intent.status, message: describeCardFailure(undefined, '') };
      } catch (error) {
        return failureOf(error);
      }
    },

    async refund(request) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: request.paymentId },
          { idempotencyKey: request.idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') {
          return { ok: false, providerId: refund.id, code: refund.status, message: 'The refund did not go through.' };
        }
        return { ok: true, providerId: refund.id };
      } catch (error) {
        return failureOf(error);
      }
    },

    verifyWebhook(rawBody, signatureHeader, secret): ProviderEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'bad signature');
      }
      const object = event.data.object as { object?: string; id?: string };
      return {
        id: event.id,
        type: event.type,
        sessionId: object.object === 'checkout.session' ? (object.id ?? null) : null,
      };
    },
  };
}
