import { apiPaths } from '@bridal/shared/api/api-paths';
import type { WebhookDelivery } from '@bridal/shared/webhooks/webhook-endpoint';
import useSWR, { mutate } from 'swr';
import { apiRequest, fetcher } from '../../../lib/api-client';

/** While a delivery is under way the log is read again this often, so its answer shows up by itself. */
const pendingRefreshMs = 2_000;

/** GET /api/webhooks/{id}/deliveries: the endpoint's latest deliveries and their attempts. */
export function useWebhookDeliveries(endpointId: string) {
  return useSWR<WebhookDelivery[]>(apiPaths.webhooks.deliveries(endpointId), fetcher, {
    refreshInterval: (deliveries) =>
      deliveries?.some((delivery) => delivery.status === 'pending') ? pendingRefreshMs : 0,
  });
}

const refreshDeliveries = (endpointId: string) => mutate(apiPaths.webhooks.deliveries(endpointId));

/** POST .../test: a test event to this endpoint. */
export async function sendWebhookTestEvent(endpointId: string): Promise<void> {
  await apiRequest(apiPaths.webhooks.test(endpointId), { method: 'POST' });
  await refreshDeliveries(endpointId);
}

/** POST /api/webhooks/deliveries/{id}/resend: 'Send again'. */
export async function resendWebhookDelivery(endpointId: string, deliveryId: string): Promise<void> {
  await apiRequest(apiPaths.webhooks.resend(deliveryId), { method: 'POST' });
  await refreshDeliveries(endpointId);
}
