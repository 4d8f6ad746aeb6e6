import type { WebhookEventType } from '@bridal/shared/webhooks/webhook-events';
import { type WebhookEndpoint, webhookMessages } from '@bridal/shared/webhooks/webhook-endpoint';
import type { Queryable } from '../db/queryable';
import { AppError } from '../errors/app-error';
import { secretHintOf } from './sign-webhook';

export interface EndpointRow {
  id: string;
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  secret: string;
  disabledAt: Date | null;
  disabledReason: WebhookEndpoint['disabledReason'];
  createdAt: Date;
}

export const endpointColumns = (sql: Queryable) =>
  sql`id, url, description, event_types, secret, disabled_at, disabled_reason, created_at`;

export const toWebhookEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  eventTypes: row.eventTypes,
  secretHint: secretHintOf(row.secret),
  enabled: row.disabledAt === null,
  disabledReason: row.disabledReason,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export const endpointNotFound = () => new AppError('NOT_FOUND', webhookMessages.endpointNotFound);

/** The boutique's endpoint, or 404 (another boutique's too). */
export async function readEndpointRow(sql: Queryable, boutiqueId: number, endpointId: string): Promise<EndpointRow> {
  const [row] = await sql<EndpointRow[]>`
    SELECT ${endpointColumns(sql)} FROM webhook_endpoints WHERE id = ${endpointId} AND boutique_id = ${boutiqueId}`;
  if (!row) throw endpointNotFound();
  return row;
}
