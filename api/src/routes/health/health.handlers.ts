import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);

/** Liveness: the process answers. */
export function healthHandler(c: Context<AppEnv>) {
  return c.json({ status: 'ok' });
}

/** Readiness: PostgreSQL and Redis both answer within two seconds. */
export async function readinessHandler(c: Context<AppEnv>) {
  const { sql, redis } = c.var.deps;
  const [database, cache] = await Promise.allSettled([
    withTimeout(sql`SELECT 1`, 2000),
    withTimeout(redis.ping(), 2000),
  ]);
  const checks = {
    database: database.status === 'fulfilled' ? 'ok' : 'unreachable',
    redis: cache.status === 'fulfilled' ? 'ok' : 'unreachable',
  };
  const ready = Object.values(checks).every((value) => value === 'ok');
  return c.json({ status: ready ? 'ready' : 'not ready', checks }, ready ? 200 : 503);
}
