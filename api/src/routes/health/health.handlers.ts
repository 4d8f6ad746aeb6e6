import { withTimeout } from '@bridal/server/async/with-timeout';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';

const checkTimeoutMs = 2_000;

/** Liveness: the process answers. */
export function healthHandler(c: Context<AppEnv>) {
  return c.json({ status: 'ok' });
}

/** Readiness: PostgreSQL and Redis both answer within two seconds. */
export async function readinessHandler(c: Context<AppEnv>) {
  const { sql, redis } = c.var.deps;
  const [database, cache] = await Promise.allSettled([
    withTimeout(sql`SELECT 1`, checkTimeoutMs, 'PostgreSQL'),
    withTimeout(redis.ping(), checkTimeoutMs, 'Redis'),
  ]);
  const checks = {
    database: database.status === 'fulfilled' ? 'ok' : 'unreachable',
    redis: cache.status === 'fulfilled' ? 'ok' : 'unreachable',
  };
  const ready = Object.values(checks).every((value) => value === 'ok');
  return c.json({ status: ready ? 'ready' : 'not ready', checks }, ready ? 200 : 503);
}
