import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLocalProvider } from '@bridal/server/analysis/local/local-provider';
import { readDashboardVersion } from '@bridal/server/dashboard-version/dashboard-version';
import { createLogger } from '@bridal/server/logging/create-logger';
import { enqueueAnalysis } from '@bridal/server/analysis/analysis-jobs';
import { createRedis } from '@bridal/server/queue/redis-connection';
import { createStorage } from '@bridal/server/storage/create-storage';
import { submitSurvey } from '@bridal/server/survey/submit-survey';
import { surveyAnswersSchema } from '@bridal/shared/survey/survey-schema';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import { createTestRedisPrefix, testRedisUrl } from '@bridal/testing/test-redis';
import { FlowProducer } from 'bullmq';
import { startAnalysisFinishWorker } from './analysis-finish.processor';
import { startAnalysisStepWorker } from './analysis-step.processor';

let db: TestDatabase;
let redisPrefix: ReturnType<typeof createTestRedisPrefix>;
let storageDir: string;
const connections: ReturnType<typeof createRedis>[] = [];
const logger = createLogger({ level: 'silent', name: 'dashboard-version-test' });

const connection = () => {
  const redis = createRedis(testRedisUrl, 'worker');
  connections.push(redis);
  return redis;
};

beforeAll(async () => {
  db = await createTestDatabase();
  redisPrefix = createTestRedisPrefix();
  storageDir = await mkdtemp(path.join(tmpdir(), 'bc-dashboard-version-'));
});

afterAll(async () => {
  await Promise.all(connections.map((redis) => redis.quit().catch(() => redis.disconnect())));
  await redisPrefix.cleanup();
  await rm(storageDir, { recursive: true, force: true });
  await db.drop();
});

describe("the analysis workers and the boutique's dashboard counter", () => {
  it('bump it after each finished step and once more when the bride is ready', async () => {
    const storage = createStorage({ driver: 'local', dir: storageDir });
    const redis = connection();
    const { brideId } = await submitSurvey({
      sql: db.sql,
      storage,
      boutiqueId: 99,
      answers: await surveyAnswersSchema.validate({ name: 'Ada', weddingDate: '2027-07-10', weddingVibes: ['beach'] }),
      photos: [],
    });
    const version = () => readDashboardVersion({ redis, prefix: redisPrefix.prefix, boutiqueId: 99 }).then(Number);
    const before = await version();

    const provider = createLocalProvider();
    const workers = [
      startAnalysisStepWorker({
        connection: connection(),
        prefix: redisPrefix.prefix,
        concurrency: 5,
        deps: {
          sql: db.sql,
          storage,
          provider,
          fallback: provider,
          photoLimits: { maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000 },
          logger,
        },
      }),
      startAnalysisFinishWorker({
        connection: connection(),
        prefix: redisPrefix.prefix,
        deps: { sql: db.sql, logger },
      }),
    ];
    const flows = new FlowProducer({ connection: connection(), prefix: redisPrefix.prefix });
    try {
      await enqueueAnalysis(flows, redisPrefix.prefix, brideId);
      const deadline = Date.now() + 20_000;
      while ((await version()) < before + 6 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Five steps and the finish.
      expect((await version()) - before).toBe(6);
      const [bride] = await db.sql`SELECT status FROM brides WHERE id = ${brideId}`;
      expect(bride!.status).toBe('ready');
    } finally {
      await Promise.all(workers.map((worker) => worker.close()));
      await flows.close();
    }
  });
});
