import { randomUUID } from 'node:crypto';
import type { SessionAccount } from '@bridal/server/accounts/sessions';
import type { Logger } from '@bridal/server/logging/create-logger';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

/** An invitation link's token is a secret: the log keeps its route, not the token. */
const loggablePath = (path: string) => path.replace(/^(\/api\/consultant-invite\/).+$/, '$1[token]');

/** The caller's X-Request-Id when it is a sane one, else a new id. */
export const saneRequestId = (incoming: string | undefined): string =>
  incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();

/** The one line each request ends with (no cookies, no bodies). */
export function logRequest(
  logger: Logger,
  request: {
    method: string;
    path: string;
    status: number;
    startedAt: number;
    account?: SessionAccount;
    /** The API key that authenticated the request: its id, never the key. */
    apiKeyId?: string;
    /** When `logger` is not the request's own child logger, which carries it already. */
    requestId?: string;
    /** A request too frequent to log at info one by one (the unchanged dashboard poll). */
    routine?: boolean;
  },
): void {
  const { status, account } = request;
  // Thousands a second: not even the line is made unless it is written.
  if (request.routine && status < 500 && !logger.isLevelEnabled('debug')) return;
  const line = {
    ...(request.requestId ? { requestId: request.requestId } : {}),
    method: request.method,
    path: loggablePath(request.path),
    status,
    durationMs: Math.round((performance.now() - request.startedAt) * 10) / 10,
    ...(account ? { userId: account.userId, boutiqueId: account.boutiqueId } : {}),
    ...(request.apiKeyId ? { apiKeyId: request.apiKeyId } : {}),
  };
  if (status >= 500) logger.error(line, 'request failed');
  else if (request.path.startsWith('/api/') && !request.routine) logger.info(line, 'request');
  else logger.debug(line, 'request');
}

/** Gives each request an id and writes one log line when it ends. */
export function requestLogger(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = saneRequestId(c.req.header('x-request-id'));
    const logger = c.get('deps').logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', logger);
    c.header('X-Request-Id', requestId);
    const startedAt = performance.now();
    await next();
    logRequest(logger, {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      startedAt,
      account: c.get('account'),
      apiKeyId: c.get('apiKey')?.id,
    });
  };
}
