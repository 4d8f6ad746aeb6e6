import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import type { AnalysisProvider } from '@bridal/server/analysis/analysis-provider';
import type { Logger } from '@bridal/server/logging/create-logger';
import { createRedis } from '@bridal/server/queue/redis-connection';
import { createStorage } from '@bridal/server/storage/create-storage';
import type { ObjectStorage } from '@bridal/server/storage/object-storage';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import { createTestRedisPrefix } from '@bridal/testing/test-redis';
import { testRedisUrl } from '@bridal/testing/test-redis';
import type { Worker } from 'bullmq';
import { startAnalysisFinishWorker } from '../jobs/analyze-bride/analysis-finish.processor';
import { startAnalysisStepWorker } from '../jobs/analyze-bride/analysis-step.processor';

type Redis = ReturnType<typeof createRedis>;

export interface WorkerTestServices {
  /** Set before the file's tests run. */
  readonly db: TestDatabase;
  readonly prefix: string;
  readonly storageDir: string;
  /** A worker's Redis connection of its own, closed after the file's tests. */
  connection(): Redis;
  /** The local storage in the file's own folder. */
  storage(): ObjectStorage;
  /** Runs before the services are dropped (close the workers that use them). */
  beforeDrop(close: () => Promise<unknown>): void;
}

/**
 * A worker test file's own database, Redis prefix and storage folder, made before its tests and
 * dropped after them with every connection it opened.
 */
export function useWorkerTestServices(name: string): WorkerTestServices {
  const connections: Redis[] = [];
  const closers: (() => Promise<unknown>)[] = [];
  let redisPrefix: ReturnType<typeof createTestRedisPrefix> | undefined;
  const services = {
    db: undefined as unknown as TestDatabase,
    prefix: '',
    storageDir: '',
    connection() {
      const redis = createRedis(testRedisUrl, 'worker');
      connections.push(redis);
      return redis;
    },
    storage: () => createStorage({ driver: 'local', dir: services.storageDir }),
    beforeDrop(close: () => Promise<unknown>) {
      closers.push(close);
    },
  };
  beforeAll(async () => {
    services.db = await createTestDatabase();
    redisPrefix = createTestRedisPrefix();
    services.prefix = redisPrefix.prefix;
    services.storageDir = await mkdtemp(path.join(tmpdir(), `bc-${name}-`));
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await Promise.all(connections.map((redis) => redis.quit().catch(() => redis.disconnect())));
    await redisPrefix?.cleanup();
    await rm(services.storageDir, { recursive: true, force: true });
    await services.db.drop();
  });
  return services;
}

/** The step and finish workers of the platform on the test's services (fallback: the provider itself). */
export function startAnalysisWorkers(
  services: WorkerTestServices,
  options: { provider: AnalysisProvider; fallback?: AnalysisProvider; logger: Logger },
): Worker[] {
  const { provider, fallback = provider, logger } = options;
  return [
    startAnalysisStepWorker({
      connection: services.connection(),
      prefix: services.prefix,
      concurrency: 5,
      deps: {
        sql: services.db.sql,
        storage: services.storage(),
        provider,
        fallback,
        photoLimits: { maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000 },
        logger,
      },
    }),
    startAnalysisFinishWorker({
      connection: services.connection(),
      prefix: services.prefix,
      deps: { sql: services.db.sql, logger },
    }),
  ];
}
