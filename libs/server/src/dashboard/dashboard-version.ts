import type { Redis } from 'ioredis';
import { withTimeout } from '../async/with-timeout';
import type { Logger } from '../logging/create-logger';

/**
 * A per-boutique change counter in Redis, bumped (markDashboardChanged) after every write a
 * dashboard shows, so that an unchanged dashboard poll is answered 304 from the counter alone.
 */
export interface DashboardVersionOptions {
  redis: Redis;
  /** The deployment's REDIS_PREFIX. */
  prefix: string;
  boutiqueId: number;
}

export const dashboardVersionKey = (prefix: string, boutiqueId: number) => `${prefix}:dashboard-version:${boutiqueId}`;

/**
 * A missing counter (a new boutique, or Redis restarted empty) starts from the clock rather than
 * from 0, so a value a browser saw before the loss does not come back with other data behind it.
 */
const clockStart = () => String(Date.now() * 1000);

const bumpScript = `
if redis.call('EXISTS', KEYS[1]) == 0 then redis.call('SET', KEYS[1], ARGV[1]) end
return redis.call('INCR', KEYS[1])`;

/** The boutique's current counter value; throws when Redis does not answer. */
export async function readDashboardVersion({ redis, prefix, boutiqueId }: DashboardVersionOptions): Promise<string> {
  const key = dashboardVersionKey(prefix, boutiqueId);
  const value = await redis.get(key);
  if (value !== null) return value;
  await redis.set(key, clockStart(), 'NX');
  const started = await redis.get(key);
  if (started === null) throw new Error(`dashboard version ${key} vanished`);
  return started;
}

/** Where a write tells its boutique's dashboards that what they show has changed. */
export interface DashboardChanges {
  redis: Redis;
  /** The deployment's REDIS_PREFIX. */
  prefix: string;
  logger?: Pick<Logger, 'warn'>;
  /** A mark waits no longer than this (a worker's Redis connection waits forever by design). */
  timeoutMs?: number;
}

/**
 * Called by every write a dashboard shows, once it has succeeded: bumps the boutique's counter.
 * Never throws: a lost mark only means dashboards show the change at the next one or when their
 * ETag window turns (see dashboardEtag), and the write itself has already succeeded. Answers
 * whether it bumped.
 */
export async function markDashboardChanged(changes: DashboardChanges, boutiqueId: number): Promise<boolean> {
  const { redis, prefix, logger, timeoutMs = 2_000 } = changes;
  try {
    await withTimeout(
      redis.eval(bumpScript, 1, dashboardVersionKey(prefix, boutiqueId), clockStart()),
      timeoutMs,
      'Redis',
    );
    return true;
  } catch (error) {
    logger?.warn({ err: error, boutiqueId }, 'dashboard version not bumped');
    return false;
  }
}
