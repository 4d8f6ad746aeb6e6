import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of its own for one test file, and a way to delete its keys afterwards. */
export function createTestRedisPrefix(): { prefix: string; cleanup(): Promise<void> } {
  const prefix = `bctest-${process.pid}-${randomBytes(4).toString('hex')}`;
  return {
    prefix,
    async cleanup() {
      const redis = new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
          cursor = next;
          if (keys.length > 0) await redis.del(...keys);
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    },
  };
}
