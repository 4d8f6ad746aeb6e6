import { withTimeout } from '@bridal/server/async/with-timeout';
import { readWorkerPresence, workerMissingAfterMs } from '@bridal/server/runtime/worker-heartbeats';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';

const checkTimeoutMs = 2_000;

/** Liveness: the process answers. */
export function healthHandler(c: Context<AppEnv>) {
  return c.json({ status: 'ok' });
}

export interface ReadinessOptions {
  /** Before this instant (ms since the epoch) no heartbeat yet means the workers are starting. */
  workerGraceUntil: number;
}

const seconds = (ms: number) => Math.round(ms / 1000);

/**
 * Readiness: PostgreSQL and Redis both answer within two seconds, and a worker has reported in
 * the last `workerMissingAfterMs` (its heartbeat in Redis): without one, surveys are stored but no
 * bride is ever analysed and no e-mail leaves. Right after the API starts, its workers may not
 * have reported yet ('starting', still ready: `npm start` and compose start them beside or after it).
 */
export async function readinessHandler(c: Context<AppEnv>, { workerGraceUntil }: ReadinessOptions) {
  const { sql, redis, env } = c.var.deps;
  const [database, cache, workers] = await Promise.allSettled([
    withTimeout(sql`SELECT 1`, checkTimeoutMs, 'PostgreSQL'),
    withTimeout(redis.ping(), checkTimeoutMs, 'Redis'),
    withTimeout(readWorkerPresence(redis, env.REDIS_PREFIX), checkTimeoutMs, 'Redis'),
  ]);
  const presence = workers.status === 'fulfilled' ? workers.value : undefined;
  const worker = !presence
    ? 'unknown'
    : presence.live.length > 0
      ? 'ok'
      : Date.now() < workerGraceUntil
        ? 'starting'
        : 'missing';
  const checks = {
    database: database.status === 'fulfilled' ? 'ok' : 'unreachable',
    redis: cache.status === 'fulfilled' ? 'ok' : 'unreachable',
    worker,
  };
  const ready = checks.database === 'ok' && checks.redis === 'ok' && (worker === 'ok' || worker === 'starting');
  const lastHeard = presence?.silent[0];
  const error =
    worker === 'missing'
      ? `No worker has reported in the last ${seconds(workerMissingAfterMs)} s` +
        (lastHeard ? ` (the last one ${seconds(lastHeard.silentForMs)} s ago).` : '.')
      : undefined;
  return c.json({ status: ready ? 'ready' : 'not ready', checks, ...(error && { error }) }, ready ? 200 : 503);
}
