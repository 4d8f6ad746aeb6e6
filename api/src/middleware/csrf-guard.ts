import { bearerTokenOf } from '@bridal/server/api-keys/api-key-format';
import { AppError } from '@bridal/server/errors/app-error';
import { apiPrefixes, apiRoot } from '@bridal/shared/api/api-paths';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const acceptedBodies = ['application/json', 'multipart/form-data'];

export const crossSiteMessage = 'Cross-site requests are not allowed.';

/**
 * The one-click unsubscribe POST of RFC 8058: the bride's mail provider sends
 * `List-Unsubscribe=One-Click` form-encoded, from its own servers (no Origin, or its own), which
 * the rules below would refuse. CSRF gains nothing there: the call needs the link's 256-bit secret
 * token, which only her e-mail holds, and all it can do is opt her out of follow-ups. Exactly this
 * path prefix is exempt, nothing else.
 */
const oneClickUnsubscribe = `${apiRoot}${apiPrefixes.unsubscribe}/`;
const isOneClickUnsubscribe = (method: string, path: string) =>
  method === 'POST' && path.startsWith(oneClickUnsubscribe) && !path.slice(oneClickUnsubscribe.length).includes('/');

/**
 * The text provider's inbound webhook (Twilio posts form-encoded from its own servers, with no
 * Origin): its X-Twilio-Signature, made with the boutique's own token, is the credential, and
 * unsigned calls are refused there. Exactly `/api/sms/twilio/{id}`, nothing else.
 */
const inboundText = new RegExp(`^${apiRoot}${apiPrefixes.sms}/twilio/[^/]+$`);

/**
 * An API key's call with no cookie at all: a browser adds no Authorization header on its own, so
 * another site cannot make it carry the key, and with no cookie there is nothing ambient to abuse.
 * (With a cookie it is checked as usual, and the key's middleware refuses a session cookie beside a key.)
 */
const isCookielessBearer = (authorization: string | undefined, cookie: string | undefined) =>
  cookie === undefined && bearerTokenOf(authorization) !== undefined;

/**
 * The page came from this server under another of its names (127.0.0.1 for localhost, say), by
 * the public URL's scheme: behind HTTPS, a plain-http page of the same host is another site.
 */
function isSameHost(origin: string, host: string | undefined, publicProtocol: string): boolean {
  try {
    const url = new URL(origin);
    return host !== undefined && url.host === host && url.protocol === publicProtocol;
  } catch {
    return false;
  }
}

/**
 * Refuses state-changing calls that come from another site: a foreign Origin or a cross-site
 * Sec-Fetch-Site, and bodies that an HTML form could send (only JSON and multipart are taken).
 * Together with SameSite=Lax cookies this closes CSRF without a token round trip.
 */
export function csrfGuard(publicUrl: string): MiddlewareHandler<AppEnv> {
  const { origin: publicOrigin, protocol: publicProtocol } = new URL(publicUrl);
  return async (c, next) => {
    if (!unsafeMethods.has(c.req.method)) return next();
    if (isOneClickUnsubscribe(c.req.method, c.req.path)) return next();
    if (c.req.method === 'POST' && inboundText.test(c.req.path)) return next();
    if (isCookielessBearer(c.req.header('authorization'), c.req.header('cookie'))) return next();
    if (c.req.header('sec-fetch-site') === 'cross-site') throw new AppError('FORBIDDEN', crossSiteMessage);
    const origin = c.req.header('origin');
    if (origin) {
      if (origin !== publicOrigin && !isSameHost(origin, c.req.header('host'), publicProtocol)) {
        throw new AppError('FORBIDDEN', crossSiteMessage);
      }
    }
    const length = Number(c.req.header('content-length') ?? '0');
    const hasBody = length > 0 || c.req.header('transfer-encoding') !== undefined;
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (hasBody && !acceptedBodies.some((accepted) => type.startsWith(accepted))) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON or multipart form data.');
    }
    return next();
  };
}
