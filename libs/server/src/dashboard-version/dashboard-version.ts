import type { Redis } from 'ioredis';
import { withTimeout } from '../async/with-timeout';
import type { Logger } from '../logging/create-logger';
import type { DashboardVersionCache } from './dashboard-version-cache';

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

/** Where each bump is announced as `<boutiqueId>:<new value>` (DashboardVersionCache listens). */
export const dashboardVersionChannel = (prefix: string) => `${prefix}:dashboard-version-changes`;

/**
 * A missing counter (a new boutique, or Redis restarted empty) starts from the clock rather than
 * from 0, so a value a browser saw before the loss does not come back with other data behind it.
 */
const clockStart = () => String(Date.now() * 1000);

// The announcement is made in the same script as the bump, so no replica can miss it and still be
// subscribed, and it is sent before the write that bumped has its answer. The value is read back
// as text: Lua holds numbers as doubles, and would print a counter this large in exponent form.
const bumpScript = `
if redis.call('EXISTS', KEYS[1]) == 0 then redis.call('SET', KEYS[1], ARGV[1]) end
redis.call('INCR', KEYS[1])
local value = redis.call('GET', KEYS[1])
redis.call('PUBLISH', ARGV[2], ARGV[3] .. ':' .. value)
return value`;

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
  /**
   * This process's own counters in memory (the API's), told the new value at once: the
   * announcement reaches them too, but only after the write that bumped may have answered.
   */
  versions?: Pick<DashboardVersionCache, 'learn'>;
}

/**
 * Called by every write a dashboard shows, once it has succeeded: bumps the boutique's counter.
 * Never throws: a lost mark only means dashboards show the change at the next one or when their
 * ETag window turns (see dashboardEtag), and the write itself has already succeeded. Answers
 * whether it bumped.
 */
export async function markDashboardChanged(changes: DashboardChanges, boutiqueId: number): Promise<boolean> {
  const { redis, prefix, logger, timeoutMs = 2_000, versions } = changes;
  try {
    const value = await withTimeout(
      redis.eval(
        bumpScript,
        1,
        dashboardVersionKey(prefix, boutiqueId),
        clockStart(),
        dashboardVersionChannel(prefix),
        String(boutiqueId),
      ),
      timeoutMs,
      'Redis',
    );
    versions?.learn(boutiqueId, String(value));
    return true;
  } catch (error) {
    logger?.warn({ err: error, boutiqueId }, 'dashboard version not bumped');
    return false;
  }
}
