import { lookup } from 'node:dns/promises';
import { parsedHttpUrl, webhookMessages } from '@bridal/shared/webhooks/webhook-endpoint';
import { AppError } from '../errors/app-error';
import { ipLiteralOf, isLocalName, isPublicAddress } from './address-policy';

const refuse = (message: string) => new AppError('BAD_REQUEST', message, { fields: { url: message } });

/**
 * The save-time check of an endpoint URL: https, and a host that resolves to public addresses
 * only; with the operator's WEBHOOKS_ALLOW_PRIVATE_ADDRESSES, plain http and any address. Each
 * delivery checks again the address it connects to (guardedLookup).
 */
export async function checkEndpointUrl(value: string, { allowPrivate }: { allowPrivate: boolean }): Promise<void> {
  const url = parsedHttpUrl(value);
  if (!url) throw refuse(webhookMessages.urlInvalid);
  if (allowPrivate) return;
  if (url.protocol !== 'https:') throw refuse(webhookMessages.urlNotHttps);
  const literal = ipLiteralOf(url.hostname);
  if (literal !== undefined) {
    if (!isPublicAddress(literal)) throw refuse(webhookMessages.urlPrivate);
    return;
  }
  if (isLocalName(url.hostname)) throw refuse(webhookMessages.urlPrivate);
  const addresses = await lookup(url.hostname, { all: true }).catch(() => []);
  if (addresses.length === 0) throw refuse(webhookMessages.urlUnresolved);
  if (addresses.some(({ address }) => !isPublicAddress(address))) throw refuse(webhookMessages.urlPrivate);
}
