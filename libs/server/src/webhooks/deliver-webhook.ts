import type { WebhookSettings } from '../config/server-env';
import type { Sql } from '../db/create-sql';
import type { Queryable } from '../db/queryable';
import { isDelivered, type PostOutcome, postWebhook } from './post-webhook';
import { webhookHeaders } from './sign-webhook';

export interface DeliverWebhookOptions {
  sql: Sql;
  settings: WebhookSettings;
  deliveryId: string;
  now?: () => Date;
}

export type DeliverWebhookResult =
  /** Nothing to do: not pending, not yet due, or another worker has it. */
  | { outcome: 'skipped' }
  | { outcome: 'delivered'; statusCode: number }
  /** Failed; attempt number `attempt` (counted from 0) is due in `delayMs`. */
  | { outcome: 'retry'; attempt: number; delayMs: number }
  /** Every attempt failed; `disabledEndpointId` when that switched its endpoint off. */
  | { outcome: 'failed'; disabledEndpointId?: string };

interface Claimed {
  attempts: number;
  endpointId: string;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
  disabledAt: Date | null;
  eventId: string;
  payload: string;
}

/** A job may run a little before its delivery's time by the database's clock. */
const earlyToleranceMs = 1_000;

/**
 * Claims the delivery for one attempt: pending, due, and not claimed by a live attempt. The claim
 * outlasts the attempt's timeout, so a second worker holding a job for the same delivery skips it,
 * and an attempt cut short (the worker killed) is taken up again once it lapses.
 */
async function claim(sql: Sql, deliveryId: string, now: Date, timeoutMs: number): Promise<Claimed | undefined> {
  const [row] = await sql<Claimed[]>`
    UPDATE webhook_deliveries d SET claimed_until = ${new Date(now.getTime() + timeoutMs + 30_000)}
    FROM webhook_endpoints e, webhook_events ev
    WHERE d.id = ${deliveryId} AND d.status = 'pending' AND d.next_attempt_at <= ${new Date(now.getTime() + earlyToleranceMs)}
      AND (d.claimed_until IS NULL OR d.claimed_until < ${now})
      AND e.id = d.endpoint_id AND ev.id = d.event_id
    RETURNING d.attempts, d.endpoint_id, e.url, e.secret, e.previous_secret, e.previous_secret_expires_at,
              e.disabled_at, ev.id AS event_id, ev.payload`;
  return row;
}

/** The secrets that sign: the current one, and the rotated-out one while it still holds. */
const signingSecrets = (claimed: Claimed, now: Date) =>
  claimed.previousSecret && claimed.previousSecretExpiresAt && claimed.previousSecretExpiresAt > now
    ? [claimed.secret, claimed.previousSecret]
    : [claimed.secret];

/** The message id of every attempt of an event (Standard Webhooks' `webhook-id`). */
export const webhookMessageIdOf = (eventId: string) => `msg_${eventId.replaceAll('-', '')}`;

/**
 * One attempt at a delivery: claimed, POSTed (signed, with the attempt's timestamp), logged, and
 * then delivered, due again after the next pause of the schedule, or failed for good. A delivery
 * that failed every attempt counts against its endpoint, which is switched off once
 * `disableAfterFailedDeliveries` in a row have and it has been failing for `disableAfterFailingMs`.
 */
export async function deliverWebhook(options: DeliverWebhookOptions): Promise<DeliverWebhookResult> {
  const { sql, settings, deliveryId } = options;
  const clock = options.now ?? (() => new Date());
  const claimedAt = clock();
  const claimed = await claim(sql, deliveryId, claimedAt, settings.timeoutMs);
  if (!claimed) return { outcome: 'skipped' };
  if (claimed.disabledAt) {
    await sql`
      UPDATE webhook_deliveries SET status = 'failed', finished_at = ${claimedAt}, claimed_until = NULL
      WHERE id = ${deliveryId}`;
    return { outcome: 'skipped' };
  }
  const message = {
    id: webhookMessageIdOf(claimed.eventId),
    timestamp: Math.floor(claimedAt.getTime() / 1000),
    body: claimed.payload,
  };
  const posted = await postWebhook({
    url: claimed.url,
    headers: webhookHeaders(signingSecrets(claimed, claimedAt), message),
    body: claimed.payload,
    timeoutMs: settings.timeoutMs,
    allowPrivateAddresses: settings.allowPrivateAddresses,
  });
  return recordAttempt(sql, { settings, deliveryId, claimed, posted, attemptedAt: claimedAt, now: clock() });
}

async function recordAttempt(
  sql: Sql,
  options: {
    settings: WebhookSettings;
    deliveryId: string;
    claimed: Claimed;
    posted: PostOutcome;
    attemptedAt: Date;
    now: Date;
  },
): Promise<DeliverWebhookResult> {
  const { settings, deliveryId, claimed, posted, now } = options;
  const attempts = claimed.attempts + 1;
  return sql.begin(async (tx) => {
    await tx`
      INSERT INTO webhook_attempts (delivery_id, attempted_at, status_code, response_body, duration_ms, error)
      VALUES (${deliveryId}, ${options.attemptedAt}, ${posted.statusCode}, ${posted.responseBody.replaceAll('\0', '')},
              ${posted.durationMs}, ${posted.error})`;
    if (isDelivered(posted)) {
      await tx`
        UPDATE webhook_deliveries SET status = 'succeeded', attempts = ${attempts}, finished_at = ${now}, claimed_until = NULL
        WHERE id = ${deliveryId}`;
      await tx`
        UPDATE webhook_endpoints SET failed_deliveries = 0, failing_since = NULL
        WHERE id = ${claimed.endpointId} AND (failed_deliveries > 0 OR failing_since IS NOT NULL)`;
      return { outcome: 'delivered', statusCode: posted.statusCode! } as const;
    }
    const delayMs = settings.retryDelaysMs[attempts - 1];
    if (delayMs !== undefined) {
      await tx`
        UPDATE webhook_deliveries
        SET attempts = ${attempts}, next_attempt_at = ${new Date(now.getTime() + delayMs)}, claimed_until = NULL
        WHERE id = ${deliveryId}`;
      await tx`
        UPDATE webhook_endpoints SET failing_since = ${options.attemptedAt}
        WHERE id = ${claimed.endpointId} AND failing_since IS NULL`;
      return { outcome: 'retry', attempt: attempts, delayMs } as const;
    }
    await tx`
      UPDATE webhook_deliveries SET status = 'failed', attempts = ${attempts}, finished_at = ${now}, claimed_until = NULL
      WHERE id = ${deliveryId}`;
    const [disabled] = await tx<{ switchedOff: boolean }[]>`
      UPDATE webhook_endpoints
      SET failed_deliveries = failed_deliveries + 1,
          failing_since = coalesce(failing_since, ${options.attemptedAt}),
          disabled_at = CASE WHEN ${disableCondition(tx, settings, now)} THEN ${now}::timestamptz END,
          disabled_reason = CASE WHEN ${disableCondition(tx, settings, now)} THEN 'failing' ELSE '' END,
          updated_at = ${now}
      WHERE id = ${claimed.endpointId} AND disabled_at IS NULL
      RETURNING disabled_at IS NOT NULL AS switched_off`;
    const switchedOff = disabled?.switchedOff === true;
    return { outcome: 'failed', ...(switchedOff ? { disabledEndpointId: claimed.endpointId } : {}) } as const;
  });
}

/** Evaluated on the row before the update: this failure is the `failed_deliveries + 1`th in a row. */
const disableCondition = (tx: Queryable, settings: WebhookSettings, now: Date) =>
  tx`(failed_deliveries + 1 >= ${settings.disableAfterFailedDeliveries}
      AND coalesce(failing_since, ${now}) <= ${new Date(now.getTime() - settings.disableAfterFailingMs)})`;
