import {
  type WebhookEventData,
  type WebhookEventType,
  webhookPayloadOf,
  webhookPayloadVersion,
} from '@bridal/shared/webhooks/webhook-events';
import type { Queryable } from '../db/queryable';

/** Postgres tells the listening workers of new deliveries on this channel, on commit only. */
export const webhookChannel = 'webhook_deliveries';

async function writeDeliveries(
  tx: Queryable,
  boutiqueId: number,
  type: string,
  body: string,
  endpoints: ReturnType<Queryable>,
): Promise<string[]> {
  const rows = await tx<{ id: string }[]>`
    WITH targets AS (${endpoints}),
    event AS (
      INSERT INTO webhook_events (boutique_id, type, payload)
      SELECT ${boutiqueId}, ${type}, ${body} WHERE EXISTS (SELECT 1 FROM targets)
      RETURNING id
    )
    INSERT INTO webhook_deliveries (boutique_id, event_id, endpoint_id)
    SELECT ${boutiqueId}, event.id, targets.id FROM event, targets
    RETURNING id`;
  const ids = rows.map(({ id }) => id);
  // A notification sent in a transaction is delivered at its commit, and never if it rolls back.
  if (ids.length > 0) await tx`SELECT pg_notify(${webhookChannel}, ${ids.join(',')})`;
  return ids;
}

export interface RecordWebhookEventOptions<T extends WebhookEventType> {
  boutiqueId: number;
  type: T;
  data: WebhookEventData[T];
  now: Date;
}

/**
 * The outbox of an event, written by the caller's transaction beside the change it reports: one
 * delivery per switched-on endpoint of the boutique subscribed to it (nothing at all when none
 * is), so a crash never loses one nor reports a change that was rolled back. Answers the
 * deliveries' ids.
 */
export async function recordWebhookEvent<T extends WebhookEventType>(
  tx: Queryable,
  { boutiqueId, type, data, now }: RecordWebhookEventOptions<T>,
): Promise<string[]> {
  const body = JSON.stringify(webhookPayloadOf(type, data, now));
  return writeDeliveries(
    tx,
    boutiqueId,
    type,
    body,
    tx`SELECT id FROM webhook_endpoints
       WHERE boutique_id = ${boutiqueId} AND disabled_at IS NULL AND ${type} = ANY (event_types)`,
  );
}

export const webhookTestEventType = 'webhook.test';

/** 'Send a test event': to this endpoint only, whatever it subscribes to, so the owner can check her receiver. */
export async function recordWebhookTestEvent(
  tx: Queryable,
  { boutiqueId, endpointId, now }: { boutiqueId: number; endpointId: string; now: Date },
): Promise<string | undefined> {
  const body = JSON.stringify({
    type: webhookTestEventType,
    version: webhookPayloadVersion,
    timestamp: now.toISOString(),
    data: { endpointId },
  });
  const [id] = await writeDeliveries(
    tx,
    boutiqueId,
    webhookTestEventType,
    body,
    tx`SELECT id FROM webhook_endpoints WHERE id = ${endpointId} AND boutique_id = ${boutiqueId}`,
  );
  return id;
}
