import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  setWebhookEndpointEnabled,
  updateWebhookEndpoint,
} from '@bridal/server/webhooks/save-webhook-endpoint';
import {
  listWebhookDeliveries,
  resendWebhookDelivery,
  sendWebhookTestEvent,
} from '@bridal/server/webhooks/webhook-deliveries';
import { webhookEnabledSchema, webhookEndpointSchema, webhookMessages } from '@bridal/shared/webhooks/webhook-endpoint';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { readJsonBody } from '../../http/read-json-body';
import { requireOwner } from '../../http/require-role';
import { uuidParam } from '../../http/uuid-param';

type Ctx = Context<AppEnv>;

const endpointIdOf = (c: Ctx) => uuidParam(c, 'webhookEndpointId', webhookMessages.endpointNotFound);
const deliveryIdOf = (c: Ctx) => uuidParam(c, 'webhookDeliveryId', webhookMessages.deliveryNotFound);

/** The owner's boutique and the database: every webhook route is hers alone. */
const ownerScope = (c: Ctx) => ({ sql: c.var.deps.sql, boutiqueId: requireOwner(c).boutiqueId });
const allowPrivateAddresses = (c: Ctx) => c.var.deps.env.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES;

/** GET /api/webhooks: the boutique's endpoints (their secrets hinted only). */
export async function listWebhookEndpointsHandler(c: Ctx) {
  return c.json(await listWebhookEndpoints(ownerScope(c)));
}

/** POST /api/webhooks { url, eventTypes, description }: 201 with its secret, shown this once. */
export async function createWebhookEndpointHandler(c: Ctx) {
  const scope = ownerScope(c);
  const request = await validateWithSchema(webhookEndpointSchema, await readJsonBody(c));
  const created = await createWebhookEndpoint({ ...scope, request, allowPrivateAddresses: allowPrivateAddresses(c) });
  c.var.logger.info({ endpointId: created.id }, 'webhook endpoint created');
  return c.json(created, 201);
}

/** PUT /api/webhooks/{id} { url, eventTypes, description }. */
export async function updateWebhookEndpointHandler(c: Ctx) {
  const scope = ownerScope(c);
  const endpointId = endpointIdOf(c);
  const request = await validateWithSchema(webhookEndpointSchema, await readJsonBody(c));
  return c.json(
    await updateWebhookEndpoint({ ...scope, endpointId, request, allowPrivateAddresses: allowPrivateAddresses(c) }),
  );
}

/** DELETE /api/webhooks/{id}: with its delivery log. */
export async function deleteWebhookEndpointHandler(c: Ctx) {
  await deleteWebhookEndpoint({ ...ownerScope(c), endpointId: endpointIdOf(c) });
  return c.body(null, 204);
}

/** POST /api/webhooks/{id}/rotate-secret: the new secret, shown this once (the old one signs for a day more). */
export async function rotateWebhookSecretHandler(c: Ctx) {
  return c.json(await rotateWebhookSecret({ ...ownerScope(c), endpointId: endpointIdOf(c) }));
}

/** PUT /api/webhooks/{id}/enabled { enabled }: 'Turn back on', or off. */
export async function setWebhookEnabledHandler(c: Ctx) {
  const scope = ownerScope(c);
  const endpointId = endpointIdOf(c);
  const { enabled } = await validateWithSchema(webhookEnabledSchema, await readJsonBody(c));
  return c.json(await setWebhookEndpointEnabled({ ...scope, endpointId, enabled }));
}

/** POST /api/webhooks/{id}/test: a test event queued for this endpoint (202 with its delivery's id). */
export async function sendWebhookTestHandler(c: Ctx) {
  return c.json(await sendWebhookTestEvent({ ...ownerScope(c), endpointId: endpointIdOf(c) }), 202);
}

/** GET /api/webhooks/{id}/deliveries: its latest deliveries with every attempt. */
export async function listWebhookDeliveriesHandler(c: Ctx) {
  return c.json(await listWebhookDeliveries({ ...ownerScope(c), endpointId: endpointIdOf(c) }));
}

/** POST /api/webhooks/deliveries/{id}/resend: 'Send again' (202 with the new delivery's id). */
export async function resendWebhookDeliveryHandler(c: Ctx) {
  return c.json(await resendWebhookDelivery({ ...ownerScope(c), deliveryId: deliveryIdOf(c) }), 202);
}
