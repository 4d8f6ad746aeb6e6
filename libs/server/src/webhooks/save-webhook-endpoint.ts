import {
  type WebhookEndpoint,
  type WebhookEndpointRequest,
  type WebhookEndpointWithSecret,
  webhookLimits,
  webhookMessages,
} from '@bridal/shared/webhooks/webhook-endpoint';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { checkEndpointUrl } from './check-endpoint-url';
import { createWebhookSecret } from './sign-webhook';
import {
  endpointColumns,
  endpointNotFound,
  type EndpointRow,
  readEndpointRow,
  toWebhookEndpoint,
} from './webhook-endpoint-rows';

interface EndpointOptions {
  sql: Sql;
  boutiqueId: number;
}

/** How long a rotated-out secret keeps signing beside the new one. */
export const previousSecretLifetimeMs = 24 * 3_600_000;

export async function listWebhookEndpoints({ sql, boutiqueId }: EndpointOptions): Promise<WebhookEndpoint[]> {
  const rows = await sql<EndpointRow[]>`
    SELECT ${endpointColumns(sql)} FROM webhook_endpoints WHERE boutique_id = ${boutiqueId} ORDER BY created_at, id`;
  return rows.map(toWebhookEndpoint);
}

/** A new endpoint, switched on, its URL checked (https, public addresses); its secret answered this once. */
export async function createWebhookEndpoint(
  options: EndpointOptions & { request: WebhookEndpointRequest; allowPrivateAddresses: boolean },
): Promise<WebhookEndpointWithSecret> {
  const { sql, boutiqueId, request } = options;
  await checkEndpointUrl(request.url, { allowPrivate: options.allowPrivateAddresses });
  const secret = createWebhookSecret();
  const row = await sql.begin(async (tx) => {
    // One creation at a time per boutique, so the limit holds under a double click.
    await tx`SELECT id FROM boutiques WHERE id = ${boutiqueId} FOR UPDATE`;
    const [counted] = await tx<{ count: number }[]>`
      SELECT count(*)::int AS count FROM webhook_endpoints WHERE boutique_id = ${boutiqueId}`;
    if ((counted?.count ?? 0) >= webhookLimits.endpointsPerBoutique) {
      throw new AppError('CONFLICT', webhookMessages.tooManyEndpoints);
    }
    const [inserted] = await tx<EndpointRow[]>`
      INSERT INTO webhook_endpoints (boutique_id, url, description, event_types, secret)
      VALUES (${boutiqueId}, ${request.url}, ${request.description}, ${request.eventTypes}, ${secret})
      RETURNING ${endpointColumns(tx)}`;
    return inserted!;
  });
  return { ...toWebhookEndpoint(row), secret };
}

/** Its URL, events and description changed (the URL checked again); its secret and state kept. */
export async function updateWebhookEndpoint(
  options: EndpointOptions & { endpointId: string; request: WebhookEndpointRequest; allowPrivateAddresses: boolean },
): Promise<WebhookEndpoint> {
  const { sql, boutiqueId, endpointId, request } = options;
  await readEndpointRow(sql, boutiqueId, endpointId);
  await checkEndpointUrl(request.url, { allowPrivate: options.allowPrivateAddresses });
  const [row] = await sql<EndpointRow[]>`
    UPDATE webhook_endpoints
    SET url = ${request.url}, description = ${request.description}, event_types = ${request.eventTypes}, updated_at = now()
    WHERE id = ${endpointId} AND boutique_id = ${boutiqueId}
    RETURNING ${endpointColumns(sql)}`;
  if (!row) throw endpointNotFound();
  return toWebhookEndpoint(row);
}

/** Gone with its deliveries and their log. */
export async function deleteWebhookEndpoint({ sql, boutiqueId, endpointId }: EndpointOptions & { endpointId: string }) {
  const deleted = await sql`DELETE FROM webhook_endpoints WHERE id = ${endpointId} AND boutique_id = ${boutiqueId}`;
  if (deleted.count === 0) throw endpointNotFound();
}

/**
 * A new secret, answered this once; the old one keeps signing beside it for a day, so her
 * receiver can switch over without refusing a delivery.
 */
export async function rotateWebhookSecret(
  options: EndpointOptions & { endpointId: string; now?: Date },
): Promise<WebhookEndpointWithSecret> {
  const { sql, boutiqueId, endpointId } = options;
  const now = options.now ?? new Date();
  const secret = createWebhookSecret();
  const [row] = await sql<EndpointRow[]>`
    UPDATE webhook_endpoints
    SET previous_secret = secret, previous_secret_expires_at = ${new Date(now.getTime() + previousSecretLifetimeMs)},
        secret = ${secret}, updated_at = ${now}
    WHERE id = ${endpointId} AND boutique_id = ${boutiqueId}
    RETURNING ${endpointColumns(sql)}`;
  if (!row) throw endpointNotFound();
  return { ...toWebhookEndpoint(row), secret };
}

/**
 * 'Turn back on' (its failure count starts again, so one more failed delivery does not switch it
 * straight off) or off by the owner.
 */
export async function setWebhookEndpointEnabled(
  options: EndpointOptions & { endpointId: string; enabled: boolean; now?: Date },
): Promise<WebhookEndpoint> {
  const { sql, boutiqueId, endpointId, enabled } = options;
  const now = options.now ?? new Date();
  const [row] = await sql<EndpointRow[]>`
    UPDATE webhook_endpoints
    SET disabled_at = ${enabled ? null : now}, disabled_reason = ${enabled ? '' : 'owner'},
        failed_deliveries = 0, failing_since = NULL, updated_at = ${now}
    WHERE id = ${endpointId} AND boutique_id = ${boutiqueId}
    RETURNING ${endpointColumns(sql)}`;
  if (!row) throw endpointNotFound();
  return toWebhookEndpoint(row);
}
