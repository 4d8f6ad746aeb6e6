import { createHmac, randomBytes } from 'node:crypto';

const secretPrefix = 'whsec_';

/** A new endpoint secret as Standard Webhooks writes it: `whsec_` and 32 random bytes in base64. */
export function createWebhookSecret(): string {
  return `${secretPrefix}${randomBytes(32).toString('base64')}`;
}

/** `whsec_abcd…`: enough for the owner to tell secrets apart, never enough to sign. */
export const secretHintOf = (secret: string) => `${secret.slice(0, secretPrefix.length + 4)}…`;

export interface SignedMessage {
  /** The message id (`webhook-id`): the same on every attempt, so a receiver can drop a repeat. */
  id: string;
  /** Seconds since the epoch (`webhook-timestamp`), of this attempt. */
  timestamp: number;
  body: string;
}

/**
 * `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed by the secret's base64 part, per Standard
 * Webhooks; written with node:crypto rather than the `standardwebhooks` package, which brings a
 * SHA-256 written in JavaScript for what node does natively in these few lines.
 */
export function signWebhook(secret: string, { id, timestamp, body }: SignedMessage): string {
  const key = Buffer.from(secret.startsWith(secretPrefix) ? secret.slice(secretPrefix.length) : secret, 'base64');
  const digest = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`, 'utf8').digest('base64');
  return `v1,${digest}`;
}

/**
 * The headers of one attempt. While a rotated-out secret still holds, both sign (space-separated,
 * as the convention allows), so a receiver still on the old one keeps accepting.
 */
export function webhookHeaders(secrets: readonly string[], message: SignedMessage): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'BridalCoach-Webhooks/1',
    'webhook-id': message.id,
    'webhook-timestamp': String(message.timestamp),
    'webhook-signature': secrets.map((secret) => signWebhook(secret, message)).join(' '),
  };
}
