import type { Logger } from '@bridal/server/logging/create-logger';
import type { Redis } from 'ioredis';

/** BullMQ loses jobs when Redis evicts keys: say so loudly at start. */
export async function warnUnlessNoEviction(redis: Redis, logger: Logger): Promise<void> {
  try {
    const reply = (await redis.config('GET', 'maxmemory-policy')) as string[];
    const policy = reply[1];
    if (policy && policy !== 'noeviction') {
      logger.warn({ policy }, 'Redis maxmemory-policy is not "noeviction": queued jobs may be evicted');
    }
  } catch {
    // Managed Redis services often forbid CONFIG; nothing to check then.
  }
}
