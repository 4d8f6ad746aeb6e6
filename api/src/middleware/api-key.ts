import { authenticateApiKey } from '@bridal/server/api-keys/authenticate-api-key';
import { bearerTokenOf } from '@bridal/server/api-keys/api-key-format';
import { AppError } from '@bridal/server/errors/app-error';
import { apiKeyMessages } from '@bridal/shared/api-keys/api-keys';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { apiKeyAccessOf } from '../http/describe-route';
import { demoAccessCookie } from './demo-visitor';
import { readSessionToken } from './session';

/**
 * Authenticates an `Authorization: Bearer <key>` request as the key's owner in her boutique (the
 * same account a session carries, so every tenancy check runs unchanged), then lets it through
 * only to a route declared for keys (describeRoute) with the scope it needs. A request that also
 * carries a session (or demo) cookie is refused: which of the two should act is not guessed. The
 * key itself is never logged; the request's log line names the key's id.
 */
export function authenticateApiKeys(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerTokenOf(c.req.header('authorization'));
    if (token === undefined) return next();
    if (readSessionToken(c) !== undefined || getCookie(c, demoAccessCookie) !== undefined) {
      throw new AppError('BAD_REQUEST', apiKeyMessages.ambiguous);
    }
    const caller = await authenticateApiKey(c.var.deps.sql, token);
    if (!caller) throw new AppError('UNAUTHORIZED', apiKeyMessages.invalidKey);
    c.set('account', caller.account);
    c.set('apiKey', caller.key);
    const access = apiKeyAccessOf(c);
    if (access === undefined) throw new AppError('FORBIDDEN', apiKeyMessages.notForKeys);
    if (access === 'write' && caller.key.scope !== 'read-write')
      throw new AppError('FORBIDDEN', apiKeyMessages.readOnly);
    return next();
  };
}
