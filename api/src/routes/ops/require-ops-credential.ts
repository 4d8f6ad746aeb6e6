import { isOpsAuthorized, type OpsCredential, opsChallenge } from '@bridal/server/metrics/ops-credential';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../app-env';

export const opsCredentialRequiredMessage = 'Operator credentials required.';

/** HTTP Basic auth against the operator credential; a browser asks for it on the 401. */
export function requireOpsCredential(credential: OpsCredential): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const authorization = c.req.header('authorization');
    if (isOpsAuthorized(authorization, credential)) return next();
    if (authorization) c.var.logger.warn({ path: c.req.path }, 'operator credential refused');
    c.header('WWW-Authenticate', opsChallenge);
    c.header('Cache-Control', 'no-store');
    return c.json({ error: opsCredentialRequiredMessage }, 401);
  };
}
