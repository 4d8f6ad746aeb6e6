/**
 * The one payments interface (DESIGN.md section 14): what the platform asks of a provider, in
 * provider-neutral terms. Card data never reaches us: the bride leaves it on the provider's page.
 */
export type HoldKind = 'card' | 'deposit';

export interface HoldSessionRequest {
  kind: HoldKind;
  /** The deposit; unused for a card. */
  amountCents: number | null;
  currency: string;
  customerEmail: string;
  description: string;
  /** Where the provider sends her back; `{SESSION_ID}` is replaced by the session's id. */
  successUrl: string;
  cancelUrl: string;
  /** Our ids, echoed back by the provider's events. */
  metadata: Record<string, string>;
}

export interface HoldSession {
  sessionId: string;
  url: string;
}

export interface HoldSessionResult {
  sessionId: string;
  /** complete: the card was saved or the deposit paid. */
  status: 'open' | 'complete' | 'expired';
  customerId: string | null;
  paymentMethodId: string | null;
  /** The deposit's payment (for a refund); or the card's setup intent. */
  providerId: string | null;
  amountCents: number | null;
  metadata: Record<string, string>;
}

export type MoneyMovement =
  { ok: true; providerId: string } | { ok: false; providerId: string; code: string; message: string };

export interface OffSessionCharge {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: string;
  description: string;
  /** The same key never charges twice (a double click, a retry). */
  idempotencyKey: string;
}

export interface RefundRequest {
  paymentId: string;
  idempotencyKey: string;
}

/** A verified provider event, reduced to what we act on. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The hosted session the event is about, when it is about one. */
  sessionId: string | null;
}

export interface PaymentProvider {
  createHoldSession(request: HoldSessionRequest): Promise<HoldSession>;
  readHoldSession(sessionId: string): Promise<HoldSessionResult>;
  chargeOffSession(charge: OffSessionCharge): Promise<MoneyMovement>;
  refund(request: RefundRequest): Promise<MoneyMovement>;
  /** Throws WebhookSignatureError unless the body is signed with the secret. */
  verifyWebhook(rawBody: string, signatureHeader: string, secret: string): ProviderEvent;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}
