import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  createWebhookEndpointHandler,
  deleteWebhookEndpointHandler,
  listWebhookDeliveriesHandler,
  listWebhookEndpointsHandler,
  resendWebhookDeliveryHandler,
  rotateWebhookSecretHandler,
  sendWebhookTestHandler,
  setWebhookEnabledHandler,
  updateWebhookEndpointHandler,
} from './webhooks.handlers';

/** Mounted at /api/webhooks (the owner only): her endpoints, their secrets, test events and delivery log. */
export const webhooksRoutes = new Hono<AppEnv>()
  .get('/', listWebhookEndpointsHandler)
  .post('/', createWebhookEndpointHandler)
  .post('/deliveries/:webhookDeliveryId/resend', resendWebhookDeliveryHandler)
  .put('/:webhookEndpointId', updateWebhookEndpointHandler)
  .delete('/:webhookEndpointId', deleteWebhookEndpointHandler)
  .post('/:webhookEndpointId/rotate-secret', rotateWebhookSecretHandler)
  .put('/:webhookEndpointId/enabled', setWebhookEnabledHandler)
  .post('/:webhookEndpointId/test', sendWebhookTestHandler)
  .get('/:webhookEndpointId/deliveries', listWebhookDeliveriesHandler);
