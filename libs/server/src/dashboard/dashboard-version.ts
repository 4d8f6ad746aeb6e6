import type { Redis } from 'ioredis';
import type { Sql } from '../db/create-sql';
import type { Logger } from '../logging/create-logger';

/**
 * A per-boutique change counter in Redis, bumped after every write a dashboard shows, so that an
 * unchanged dashboard poll is answered 304 from the counter alone.
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

export interface BumpDashboardVersionOptions extends DashboardVersionOptions {
  logger?: Pick<Logger, 'warn'>;
  /** A bump waits no longer than this (a worker's Redis connection waits forever by design). */
  timeoutMs?: number;
}

/**
 * Bumps the boutique's counter after a write it shows. Never throws: a lost bump only means
 * dashboards show the change at the next bump or when their ETag window turns (see
 * dashboardEtag), and the write itself has already succeeded. Answers whether it bumped.
 */
export async function bumpDashboardVersion(options: BumpDashboardVersionOptions): Promise<boolean> {
  const { redis, prefix, boutiqueId, logger, timeoutMs = 2_000 } = options;
  let timer: NodeJS.Timeout | undefined;
  try {
    const bump = redis.eval(bumpScript, 1, dashboardVersionKey(prefix, boutiqueId), clockStart());
    bump.catch(() => undefined);
    await Promise.race([
      bump,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return true;
  } catch (error) {
    logger?.warn({ err: error, boutiqueId }, 'dashboard version not bumped');
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The bump after a write about one bride (her analysis steps, her readiness), whose boutique is looked up. */
export async function bumpDashboardVersionOfBride(
  options: Omit<BumpDashboardVersionOptions, 'boutiqueId'> & { sql: Sql; brideId: string },
): Promise<boolean> {
  const { sql, brideId, ...rest } = options;
  try {
    const [bride] = await sql<{ boutiqueId: number }[]>`SELECT boutique_id FROM brides WHERE id = ${brideId}`;
    if (!bride) return false;
    return await bumpDashboardVersion({ ...rest, boutiqueId: bride.boutiqueId });
  } catch (error) {
    rest.logger?.warn({ err: error, brideId }, 'dashboard version not bumped');
    return false;
  }
}
