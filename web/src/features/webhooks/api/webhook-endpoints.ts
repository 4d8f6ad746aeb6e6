import { apiPaths } from '@bridal/shared/api/api-paths';
import type {
  WebhookEndpoint,
  WebhookEndpointRequest,
  WebhookEndpointWithSecret,
} from '@bridal/shared/webhooks/webhook-endpoint';
import useSWR, { mutate } from 'swr';
import { apiRequest, fetcher } from '../../../lib/api-client';

export const webhookEndpointsKey = apiPaths.webhooks.list;

/** GET /api/webhooks: the owner's endpoints. */
export function useWebhookEndpoints() {
  return useSWR<WebhookEndpoint[]>(webhookEndpointsKey, fetcher);
}

const refreshEndpoints = () => mutate(webhookEndpointsKey);

/** POST /api/webhooks: the new endpoint with its secret, shown this once. */
export async function createWebhookEndpoint(body: WebhookEndpointRequest): Promise<WebhookEndpointWithSecret> {
  const created = await apiRequest<WebhookEndpointWithSecret>(apiPaths.webhooks.list, { method: 'POST', body });
  await refreshEndpoints();
  return created;
}

export async function updateWebhookEndpoint(id: string, body: WebhookEndpointRequest): Promise<WebhookEndpoint> {
  const saved = await apiRequest<WebhookEndpoint>(apiPaths.webhooks.one(id), { method: 'PUT', body });
  await refreshEndpoints();
  return saved;
}

export async function deleteWebhookEndpoint(id: string): Promise<void> {
  await apiRequest<void>(apiPaths.webhooks.one(id), { method: 'DELETE' });
  await refreshEndpoints();
}

/** POST .../rotate-secret: the new secret, shown this once. */
export async function rotateWebhookSecret(id: string): Promise<WebhookEndpointWithSecret> {
  const rotated = await apiRequest<WebhookEndpointWithSecret>(apiPaths.webhooks.rotateSecret(id), { method: 'POST' });
  await refreshEndpoints();
  return rotated;
}

/** PUT .../enabled: 'Turn back on', or off. */
export async function setWebhookEndpointEnabled(id: string, enabled: boolean): Promise<void> {
  await apiRequest<WebhookEndpoint>(apiPaths.webhooks.enabled(id), { method: 'PUT', body: { enabled } });
  await refreshEndpoints();
}
