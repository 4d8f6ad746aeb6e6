import { Redis } from 'ioredis';

export type { Redis };

/**
 * Producers (the API) fail fast when Redis is down instead of queueing commands in memory;
 * workers wait for Redis forever, as BullMQ requires.
 */
export function createRedis(url: string, role: 'producer' | 'worker'): Redis {
  return new Redis(url, {
    lazyConnect: false,
    connectTimeout: 5_000,
    ...(role === 'producer' ? { enableOfflineQueue: false, maxRetriesPerRequest: 1 } : { maxRetriesPerRequest: null }),
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
}
