import { type ApiMetrics, createApiMetrics } from '@bridal/server/metrics/api-metrics';
import { openPlatformQueues } from '@bridal/server/metrics/open-platform-queues';
import { opsCredentialOf } from '@bridal/server/metrics/ops-credential';
import type { Queue } from 'bullmq';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import { csrfGuard } from '../../middleware/csrf-guard';
import { recordRequestMetrics } from '../../middleware/record-request-metrics';
import { queueBoard } from './queue-board';
import { requireOpsCredential } from './require-ops-credential';

export const queueBoardPath = '/ops/queues';

/**
 * The operators' tools on the root app, outside /api and its session and CSRF middleware:
 * bull-board at /ops/queues and Prometheus metrics at /metrics, behind OPS_USER / OPS_PASSWORD.
 * With no OPS_PASSWORD they do not exist (404), and the request metrics are not even recorded.
 * Mount before the web app, whose fallback would otherwise answer these paths with its page.
 */
/**
 * The API's metrics, when the operator endpoints are configured (OPS_PASSWORD): created before
 * the app's routes, since the unchanged dashboard poll, answered ahead of every middleware, counts
 * itself in them too.
 */
export function opsToolsOf(deps: AppDeps): OpsTools | undefined {
  if (!opsCredentialOf(deps.env)) return undefined;
  // main.ts opens (and closes) the queues; an app built without them, as in tests, opens its own.
  const queues = deps.queues ?? openPlatformQueues(deps.redis, deps.env.REDIS_PREFIX);
  return { queues, metrics: createApiMetrics({ queues }) };
}

export interface OpsTools {
  queues: Queue[];
  metrics: ApiMetrics;
}

export function mountOpsRoutes(app: Hono<AppEnv>, deps: AppDeps, tools: OpsTools | undefined): void {
  const credential = opsCredentialOf(deps.env);
  if (!credential || !tools) {
    app.all('/metrics', (c) => c.notFound());
    app.all('/ops/*', (c) => c.notFound());
    return;
  }
  const { queues, metrics } = tools;
  app.use('*', recordRequestMetrics(metrics));

  const guard = requireOpsCredential(credential);
  app.use('/metrics', guard);
  app.get('/metrics', async (c) => {
    const text = await metrics.registry.metrics();
    return c.body(text, 200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
  });
  // The board's buttons (retry, clean, pause) change state: the same Origin checks as /api.
  app.use('/ops/*', guard, csrfGuard(deps.env.PUBLIC_URL));
  // The board's own static files are revalidated (by Last-Modified), not fetched whole each time.
  app.use(`${queueBoardPath}/static/*`, async (c, next) => {
    await next();
    if (c.res.status < 400 && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-cache');
  });
  app.all(`${queueBoardPath}/*`, queueBoard(queues, queueBoardPath));
  app.all('/ops/*', (c) => c.notFound());
}
