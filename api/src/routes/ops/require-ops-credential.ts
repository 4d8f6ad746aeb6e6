import { isOpsAuthorized, type OpsCredential, opsChallenge } from '@bridal/server/metrics/ops-credential';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../app-env';
import { clientIp } from '../../http/client-ip';

export const opsCredentialRequiredMessage = 'Operator credentials required.';

/**
 * HTTP Basic auth against the operator credential; a browser asks for it on the 401. Credentials
 * are throttled per address as the app's own logins are: each attempt is counted before it is
 * compared (so a burst sent at once is held to the limit too), past the limit the answer is 429
 * with Retry-After, and a success clears the count. A request without credentials (a browser's
 * first visit) counts nothing, but an address over its limit is refused all the same.
 */
export function requireOpsCredential(credential: OpsCredential): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { rateLimiter } = c.var.deps;
    const ip = clientIp(c);
    const authorization = c.req.header('authorization');
    try {
      if (authorization) await rateLimiter.consume('opsLoginFailuresByIp', ip);
      else await rateLimiter.check('opsLoginFailuresByIp', ip);
    } catch (error) {
      c.var.logger.warn({ path: c.req.path }, 'operator login throttled');
      throw error;
    }
    if (isOpsAuthorized(authorization, credential)) {
      await rateLimiter.reset('opsLoginFailuresByIp', ip);
      return next();
    }
    if (authorization) c.var.logger.warn({ path: c.req.path }, 'operator credential refused');
    c.header('WWW-Authenticate', opsChallenge);
    c.header('Cache-Control', 'no-store');
    return c.json({ error: opsCredentialRequiredMessage }, 401);
  };
}
