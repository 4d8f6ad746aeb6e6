import type { WebhookEventType } from '@bridal/shared/webhooks/webhook-events';
import { type WebhookDelivery, webhookMessages } from '@bridal/shared/webhooks/webhook-endpoint';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { recordWebhookTestEvent, webhookChannel } from './record-webhook-event';
import { readEndpointRow } from './webhook-endpoint-rows';

/** The log shows an endpoint's latest deliveries, this many. */
export const deliveriesShown = 50;

interface DeliveryRow {
  id: string;
  eventId: string;
  eventType: WebhookEventType;
  status: WebhookDelivery['status'];
  nextAttemptAt: Date;
  createdAt: Date;
  attempts: {
    attemptedAt: string;
    statusCode: number | null;
    responseBody: string;
    durationMs: number;
    error: string;
  }[];
}

/** An endpoint's latest deliveries, newest first, each with every attempt (oldest first). */
export async function listWebhookDeliveries(options: {
  sql: Sql;
  boutiqueId: number;
  endpointId: string;
}): Promise<WebhookDelivery[]> {
  const { sql, boutiqueId, endpointId } = options;
  await readEndpointRow(sql, boutiqueId, endpointId);
  const rows = await sql<DeliveryRow[]>`
    SELECT d.id, d.event_id, ev.type AS event_type, d.status, d.next_attempt_at, d.created_at,
      coalesce((
        SELECT json_agg(json_build_object(
          'attemptedAt', a.attempted_at, 'statusCode', a.status_code, 'responseBody', a.response_body,
          'durationMs', a.duration_ms, 'error', a.error) ORDER BY a.attempted_at)
        FROM webhook_attempts a WHERE a.delivery_id = d.id), '[]'::json) AS attempts
    FROM webhook_deliveries d JOIN webhook_events ev ON ev.id = d.event_id
    WHERE d.endpoint_id = ${endpointId} AND d.boutique_id = ${boutiqueId}
    ORDER BY d.created_at DESC, d.id DESC
    LIMIT ${deliveriesShown}`;
  return rows.map((row) => ({
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts.map((attempt) => ({ ...attempt, attemptedAt: new Date(attempt.attemptedAt).toISOString() })),
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  }));
}

const refuseWhileOff = (disabledAt: Date | null) => {
  if (disabledAt) throw new AppError('CONFLICT', webhookMessages.endpointDisabled);
};

/** 'Send a test event': a delivery of a `webhook.test` event to this endpoint alone. Answers its id. */
export async function sendWebhookTestEvent(options: {
  sql: Sql;
  boutiqueId: number;
  endpointId: string;
  now?: Date;
}): Promise<{ deliveryId: string }> {
  const { sql, boutiqueId, endpointId } = options;
  const endpoint = await readEndpointRow(sql, boutiqueId, endpointId);
  refuseWhileOff(endpoint.disabledAt);
  const deliveryId = await sql.begin((tx) =>
    recordWebhookTestEvent(tx, { boutiqueId, endpointId, now: options.now ?? new Date() }),
  );
  return { deliveryId: deliveryId! };
}

/**
 * 'Send again': a new delivery of the same event to the same endpoint, with the same message id
 * (a receiver that already has it can tell) and a schedule of its own. Answers its id.
 */
export async function resendWebhookDelivery(options: {
  sql: Sql;
  boutiqueId: number;
  deliveryId: string;
}): Promise<{ deliveryId: string }> {
  const { sql, boutiqueId, deliveryId } = options;
  return sql.begin(async (tx) => {
    const [delivery] = await tx<{ eventId: string; endpointId: string; disabledAt: Date | null }[]>`
      SELECT d.event_id, d.endpoint_id, e.disabled_at
      FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
      WHERE d.id = ${deliveryId} AND d.boutique_id = ${boutiqueId}`;
    if (!delivery) throw new AppError('NOT_FOUND', webhookMessages.deliveryNotFound);
    refuseWhileOff(delivery.disabledAt);
    const [resent] = await tx<{ id: string }[]>`
      INSERT INTO webhook_deliveries (boutique_id, event_id, endpoint_id, resent_from)
      VALUES (${boutiqueId}, ${delivery.eventId}, ${delivery.endpointId}, ${deliveryId})
      RETURNING id`;
    await tx`SELECT pg_notify(${webhookChannel}, ${resent!.id})`;
    return { deliveryId: resent!.id };
  }) as Promise<{ deliveryId: string }>;
}
