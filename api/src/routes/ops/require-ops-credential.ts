import { isOpsAuthorized, type OpsCredential, opsChallenge } from '@bridal/server/metrics/ops-credential';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../app-env';
import { clientIp } from '../../http/client-ip';

export const opsCredentialRequiredMessage = 'Operator credentials required.';

/**
 * HTTP Basic auth against the operator credential; a browser asks for it on the 401. Refused
 * credentials are throttled per address as the app's own logins are: past the limit the answer
 * is 429 with Retry-After, before the password is even compared. A request without credentials
 * (a browser's first visit) is not a failure, and a success counts nothing and clears the failures.
 */
export function requireOpsCredential(credential: OpsCredential): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { rateLimiter } = c.var.deps;
    const ip = clientIp(c);
    let failures: number;
    try {
      failures = await rateLimiter.check('opsLoginFailuresByIp', ip);
    } catch (error) {
      c.var.logger.warn({ path: c.req.path }, 'operator login throttled');
      throw error;
    }
    const authorization = c.req.header('authorization');
    if (isOpsAuthorized(authorization, credential)) {
      if (failures > 0) await rateLimiter.reset('opsLoginFailuresByIp', ip);
      return next();
    }
    if (authorization) {
      c.var.logger.warn({ path: c.req.path }, 'operator credential refused');
      await rateLimiter.tryConsume('opsLoginFailuresByIp', ip);
    }
    c.header('WWW-Authenticate', opsChallenge);
    c.header('Cache-Control', 'no-store');
    return c.json({ error: opsCredentialRequiredMessage }, 401);
  };
}
