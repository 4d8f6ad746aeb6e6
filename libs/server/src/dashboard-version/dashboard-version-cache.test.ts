import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestRedisPrefix, testRedisUrl } from '@bridal/testing/test-redis';
import { waitUntil } from '@bridal/testing/wait';
import { Redis } from 'ioredis';
import { DashboardVersionCache, type DashboardVersionCacheOptions } from './dashboard-version-cache';
import { dashboardVersionChannel, markDashboardChanged, readDashboardVersion } from './dashboard-version';

const testPrefix = createTestRedisPrefix();
const prefix = testPrefix.prefix;
let redis: Redis;
const caches: DashboardVersionCache[] = [];

beforeAll(() => {
  redis = new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
});
afterEach(async () => {
  await Promise.all(caches.splice(0).map((cache) => cache.stop()));
});
afterAll(async () => {
  redis.disconnect();
  await testPrefix.cleanup();
});

/** A replica's cache on a subscription of its own; answers once it is subscribed. */
async function subscribedCache(options: Partial<DashboardVersionCacheOptions> = {}) {
  const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  const cache = new DashboardVersionCache({ redis, subscriber, prefix, ...options });
  caches.push(cache);
  cache.start();
  // Subscribed: a counter read now is kept.
  expect(
    await waitUntil(
      async () => {
        await cache.read(999);
        return cache.peek(999) !== undefined;
      },
      { everyMs: 5, timeoutMs: 5_000 },
    ),
  ).toBe(true);
  return { cache, subscriber };
}

const until = (check: () => boolean) => waitUntil(async () => check(), { everyMs: 2, timeoutMs: 5_000 });

describe('DashboardVersionCache', () => {
  it('knows nothing before its subscription is made, and then reads Redis', async () => {
    const subscriber = redis.duplicate({ lazyConnect: true });
    const cache = new DashboardVersionCache({ redis, subscriber, prefix });
    caches.push(cache);
    cache.start();
    const version = await cache.read(1);
    expect(version).toBe(await readDashboardVersion({ redis, prefix, boutiqueId: 1 }));
    expect(cache.peek(1)).toBeUndefined();
  });

  it('keeps what it read, and takes each bump announced by another process', async () => {
    const { cache } = await subscribedCache();
    const first = await cache.read(2);
    expect(cache.peek(2)).toBe(first);
    // Another process (a worker) bumps: its announcement reaches this replica.
    expect(await markDashboardChanged({ redis, prefix }, 2)).toBe(true);
    const bumped = await readDashboardVersion({ redis, prefix, boutiqueId: 2 });
    expect(bumped).not.toBe(first);
    expect(await until(() => cache.peek(2) === bumped)).toBe(true);
    // Another boutique's bump leaves this one alone.
    await markDashboardChanged({ redis, prefix }, 3);
    expect(cache.peek(2)).toBe(bumped);
  });

  it('knows its own bump at once, before any announcement', async () => {
    const { cache } = await subscribedCache();
    await cache.read(4);
    expect(await markDashboardChanged({ redis, prefix, versions: cache }, 4)).toBe(true);
    // No waiting: the write that bumped has its answer, and the next poll here sees the change.
    expect(cache.peek(4)).toBe(await readDashboardVersion({ redis, prefix, boutiqueId: 4 }));
  });

  it('never goes back to an older value, and ignores what is not an announcement', async () => {
    const { cache } = await subscribedCache();
    cache.learn(5, '1000000000000005');
    cache.learn(5, '1000000000000003');
    expect(cache.peek(5)).toBe('1000000000000005');
    await redis.publish(dashboardVersionChannel(prefix), 'not:a:version');
    await redis.publish(dashboardVersionChannel(prefix), '5:1000000000000004');
    await redis.publish(dashboardVersionChannel(prefix), '5:1000000000000009');
    expect(await until(() => cache.peek(5) === '1000000000000009')).toBe(true);
    cache.learn(5, 'garbage');
    expect(cache.peek(5)).toBe('1000000000000009');
  });

  it('reads a counter again once it is older than maxAgeMs', async () => {
    let now = 1_000_000;
    const { cache } = await subscribedCache({ maxAgeMs: 5_000, now: () => now });
    const version = await cache.read(6);
    expect(cache.peek(6)).toBe(version);
    now += 4_999;
    expect(cache.peek(6)).toBe(version);
    now += 1;
    expect(cache.peek(6)).toBeUndefined();
  });

  it('forgets everything when its subscription drops, and keeps counters again once it is back', async () => {
    const { cache, subscriber } = await subscribedCache();
    await cache.read(7);
    expect(cache.peek(7)).toBeDefined();
    // The connection drops (Redis restarted, a network blip): announcements made meanwhile are lost.
    subscriber.disconnect(true);
    expect(await until(() => cache.peek(7) === undefined)).toBe(true);
    await markDashboardChanged({ redis, prefix }, 7);
    expect(
      await waitUntil(
        async () => {
          await cache.read(7);
          return cache.peek(7) !== undefined;
        },
        { everyMs: 5, timeoutMs: 5_000 },
      ),
    ).toBe(true);
    expect(cache.peek(7)).toBe(await readDashboardVersion({ redis, prefix, boutiqueId: 7 }));
  });

  it('forgets them all beyond maxEntries boutiques', async () => {
    const { cache } = await subscribedCache({ maxEntries: 3 });
    for (const boutiqueId of [11, 12]) await cache.read(boutiqueId);
    expect(cache.peek(11)).toBeDefined();
    await cache.read(13);
    await cache.read(14);
    expect(cache.peek(11)).toBeUndefined();
    expect(cache.peek(14)).toBeDefined();
  });
});
