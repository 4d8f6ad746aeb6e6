import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

/** An invitation link's token is a secret: the log keeps its route, not the token. */
const loggablePath = (path: string) => path.replace(/^(\/api\/consultant-invite\/).+$/, '$1[token]');

/** Gives each request an id and writes one log line when it ends (no cookies, no bodies). */
export function requestLogger(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    const logger = c.var.deps.logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', logger);
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      method: c.req.method,
      path: loggablePath(c.req.path),
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      ...(c.var.account ? { userId: c.var.account.userId, boutiqueId: c.var.account.boutiqueId } : {}),
    };
    if (status >= 500) logger.error(line, 'request failed');
    else if (c.req.path.startsWith('/api/')) logger.info(line, 'request');
    else logger.debug(line, 'request');
  };
}
