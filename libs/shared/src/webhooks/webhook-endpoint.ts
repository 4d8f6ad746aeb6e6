import * as yup from 'yup';
import { type WebhookEventType, webhookEventTypes } from './webhook-events';

export const webhookLimits = { url: 2000, description: 200, endpointsPerBoutique: 10 } as const;

/** What the owner is told, word for word (the tests compare them). */
export const webhookMessages = {
  urlRequired: 'Enter the URL that should receive the events.',
  urlInvalid: 'Enter a full URL starting with https://',
  urlNotHttps: 'The URL must start with https://',
  urlCredentials: 'Leave the user name and password out of the URL.',
  urlPrivate:
    'This address points to a private or internal network. Use an address that can be reached from the internet.',
  urlUnresolved: 'This address could not be found. Check the host name.',
  eventsRequired: 'Choose at least one event.',
  descriptionTooLong: `Please keep the description under ${webhookLimits.description} characters.`,
  tooManyEndpoints: `A boutique can have at most ${webhookLimits.endpointsPerBoutique} webhook endpoints.`,
  endpointNotFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  endpointDisabled: 'This endpoint is turned off. Turn it back on to send to it again.',
} as const;

/**
 * A URL as the form takes it: http(s) only, no user info. Whether http is allowed and whether its
 * host is a public address are the server's checks (they depend on the operator's setting and on DNS).
 */
const endpointUrl = yup
  .string()
  .trim()
  .required(webhookMessages.urlRequired)
  .max(webhookLimits.url, webhookMessages.urlInvalid)
  .test('url', webhookMessages.urlInvalid, (value) => parsedHttpUrl(value) !== undefined)
  .test('credentials', webhookMessages.urlCredentials, (value) => {
    const url = parsedHttpUrl(value);
    return !url || (url.username === '' && url.password === '');
  });

export function parsedHttpUrl(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.hostname !== '' ? url : undefined;
  } catch {
    return undefined;
  }
}

const eventTypes = yup
  .array(yup.mixed<WebhookEventType>().oneOf(webhookEventTypes).required())
  .required(webhookMessages.eventsRequired)
  .min(1, webhookMessages.eventsRequired);

/** POST /api/webhooks and PUT /api/webhooks/{id}: where to send, which events, a note for the owner. */
export const webhookEndpointSchema = yup.object({
  url: endpointUrl,
  eventTypes,
  description: yup.string().trim().default('').max(webhookLimits.description, webhookMessages.descriptionTooLong),
});
export type WebhookEndpointRequest = yup.InferType<typeof webhookEndpointSchema>;

/** PUT /api/webhooks/{id}/enabled { enabled }: 'Turn back on', or off by hand. */
export const webhookEnabledSchema = yup.object({ enabled: yup.boolean().required() });

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  /** The secret's start only (`whsec_abcd…`): it is shown in full once, when made or rotated. */
  secretHint: string;
  enabled: boolean;
  /** 'failing' when persistent failure switched it off. */
  disabledReason: '' | 'failing' | 'owner';
  disabledAt: string | null;
  createdAt: string;
}

/** Creating an endpoint or rotating its secret answers the secret in full, this once. */
export interface WebhookEndpointWithSecret extends WebhookEndpoint {
  secret: string;
}

export interface WebhookAttempt {
  attemptedAt: string;
  statusCode: number | null;
  responseBody: string;
  durationMs: number;
  error: string;
}

export interface WebhookDelivery {
  id: string;
  eventId: string;
  eventType: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: WebhookAttempt[];
  nextAttemptAt: string | null;
  createdAt: string;
}
