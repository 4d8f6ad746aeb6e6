import { DashboardVersionCache } from '@bridal/server/dashboard-version/dashboard-version-cache';
import { createRedis } from '@bridal/server/queue/redis-connection';
import { waitUntil } from '@bridal/testing/wait';
import type { TestApp } from './test-app';

/**
 * Runs `body` with Redis away for the app: its connection and its counters' subscription both
 * point at a port where nothing listens, so this replica knows no dashboard counter.
 */
export async function whileRedisIsAway(t: TestApp, body: () => Promise<void>): Promise<void> {
  const working = { redis: t.deps.redis, versions: t.deps.dashboardVersions };
  const away = createRedis('redis://127.0.0.1:1', 'producer');
  away.on('error', () => undefined);
  const awayVersions = new DashboardVersionCache({
    redis: away,
    subscriber: away.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null }),
    prefix: t.env.REDIS_PREFIX,
  });
  awayVersions.start();
  t.deps.redis = away;
  t.deps.dashboardVersions = awayVersions;
  try {
    await body();
  } finally {
    t.deps.redis = working.redis;
    t.deps.dashboardVersions = working.versions;
    await awayVersions.stop();
    away.disconnect();
  }
}

/**
 * Waits until another process's bump of the boutique's counter (a worker's, done here in the
 * test's own process) has reached the app as Redis' announcement: it lands with a socket read,
 * after the bump's own answer. `known` is the counter the app knew before the bump.
 */
export async function announcementArrived(t: TestApp, boutiqueId: number, known: string | undefined): Promise<boolean> {
  return waitUntil(async () => t.deps.dashboardVersions?.peek(boutiqueId) !== known, { everyMs: 1, timeoutMs: 2_000 });
}
