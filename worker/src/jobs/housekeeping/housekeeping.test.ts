import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dashboardVersionKey } from '@bridal/server/dashboard-version/dashboard-version';
import { createLocalFollowUpWriter } from '@bridal/server/follow-ups/writer/local-follow-up-writer';
import { createLogger } from '@bridal/server/logging/create-logger';
import { createMailQueue, type MailQueue } from '@bridal/server/queue/mail-queue';
import { queueNames } from '@bridal/server/queue/queue-names';
import { createRedis } from '@bridal/server/queue/redis-connection';
import { createStorage } from '@bridal/server/storage/create-storage';
import { acceptSurveyPhotos, submitSurvey } from '@bridal/server/survey/submit-survey';
import { surveyAnswersSchema } from '@bridal/shared/survey/survey-schema';
import { jpegWithGps } from '@bridal/testing/make-images';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import { createTestRedisPrefix, testRedisUrl } from '@bridal/testing/test-redis';
import { FlowProducer, Queue } from 'bullmq';
import { startHousekeeping } from './housekeeping.processor';
import { instantAgo, instantIn } from '@bridal/testing/boutique-day';

let db: TestDatabase;
let redisPrefix: ReturnType<typeof createTestRedisPrefix>;
let storageDir: string;
const redis = createRedis(testRedisUrl, 'worker');

beforeAll(async () => {
  db = await createTestDatabase();
  redisPrefix = createTestRedisPrefix();
  storageDir = await mkdtemp(path.join(tmpdir(), 'bc-housekeeping-'));
});

afterAll(async () => {
  await Promise.all(mailQueues.map((queue) => queue.close()));
  await redis.quit().catch(() => redis.disconnect());
  await redisPrefix.cleanup();
  await rm(storageDir, { recursive: true, force: true });
  await db.drop();
});

/** The sweep drafts due follow-ups too: none are due here, so the built-in writer is never asked. */
const mailQueues: MailQueue[] = [];
function followUpDeps() {
  const mailQueue = createMailQueue(redis, redisPrefix.prefix);
  mailQueues.push(mailQueue);
  return { writers: { writer: createLocalFollowUpWriter(), fallback: createLocalFollowUpWriter() }, mailQueue };
}

async function filesOf(brideId: string): Promise<string[]> {
  const all = await readdir(storageDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return all
    .filter((entry) => entry.isFile() && path.join(entry.parentPath, entry.name).includes(brideId))
    .map((e) => e.name);
}

async function demoBride(name: string, options: { seed?: boolean; trialId?: string | null }) {
  const storage = createStorage({ driver: 'local', dir: storageDir });
  const { brideId } = await submitSurvey({
    sql: db.sql,
    storage,
    boutiqueId: 99,
    answers: await surveyAnswersSchema.validate({ name, boutiqueName: 'demo' }),
    photos: await acceptSurveyPhotos([{ fileName: 'a.jpg', read: () => jpegWithGps() }], {
      maxBytes: 10 * 1024 * 1024,
      maxPixels: 50_000_000,
    }),
    demoSeed: options.seed ?? false,
    demoTrialId: options.trialId ?? null,
  });
  return brideId;
}

describe('the housekeeping sweep', () => {
  it("deletes a demo visitor's bride, her photos and her advice an hour on, and keeps seeded and recent ones", async () => {
    const [trial] = await db.sql<{ id: string }[]>`
      INSERT INTO trials (name, phone, email, boutique_name, access_token_hash, access_expires_at)
      VALUES ('Maya', '2075550188', 'maya@example.com', 'Lace', '\\x01', ${instantIn({ days: 1 })}) RETURNING id`;
    const expired = await demoBride('Hour Old', { trialId: trial!.id });
    const recent = await demoBride('Just Sent', { trialId: trial!.id });
    const seeded = await demoBride('Showcase', { seed: true });
    await db.sql`UPDATE brides SET submitted_at = ${instantAgo({ minutes: 61 })} WHERE id IN (${expired}, ${seeded})`;
    // Advice the visitor asked about the seeded bride an hour ago goes too; advice of no visitor stays.
    const advice = (trialId: string | null) => db.sql<{ id: string }[]>`
      INSERT INTO advice_requests (boutique_id, bride_id, kind, advice, provider, demo_trial_id, created_at)
      VALUES (99, ${seeded}, 'coaching', 'Ask about the venue.', 'local', ${trialId}, ${instantAgo({ minutes: 61 })})
      RETURNING id`;
    const [visitorsAdvice] = await advice(trial!.id);
    const [keptAdvice] = await advice(null);
    expect(await filesOf(expired)).toHaveLength(1);
    const demoVersion = () => redis.get(dashboardVersionKey(redisPrefix.prefix, 99));
    const versionBefore = await demoVersion();

    const housekeeping = await startHousekeeping({
      connection: redis,
      prefix: redisPrefix.prefix,
      everyMs: 200,
      deps: {
        sql: db.sql,
        storage: createStorage({ driver: 'local', dir: storageDir }),
        flows: new FlowProducer({ connection: redis, prefix: redisPrefix.prefix }),
        logger: createLogger({ level: 'silent', name: 'housekeeping-test' }),
        staleMinutes: 60,
        sessionPolicy: { idleMinutes: 60, absoluteHours: 24 },
        ...followUpDeps(),
      },
    });
    try {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const [row] = await db.sql`
          SELECT (SELECT count(*)::int FROM brides WHERE id = ${expired})
               + (SELECT count(*)::int FROM advice_requests WHERE id = ${visitorsAdvice!.id}) AS n`;
        if (row!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await housekeeping.close();
    }
    const left = await db.sql<{ id: string }[]>`SELECT id FROM brides WHERE boutique_id = 99 ORDER BY name`;
    expect(left.map((row) => row.id).sort()).toEqual([recent, seeded].sort());
    expect(await db.sql`SELECT 1 FROM bride_photos WHERE bride_id = ${expired}`).toHaveLength(0);
    expect(await filesOf(expired)).toEqual([]);
    expect(await filesOf(seeded)).toHaveLength(1);
    const adviceLeft = await db.sql<{ id: string }[]>`SELECT id FROM advice_requests WHERE bride_id = ${seeded}`;
    expect(adviceLeft.map((row) => row.id)).toEqual([keptAdvice!.id]);
    // The demo dashboards' counter moved, so no visitor's poll is answered 304 with the bride still on it.
    const versionAfter = await demoVersion();
    expect(versionAfter).not.toBeNull();
    expect(versionAfter).not.toBe(versionBefore);
  });

  it('schedules its sweep again when Redis comes back without it', async () => {
    // A connection of its own, to drop it as a Redis restart would.
    const connection = createRedis(testRedisUrl, 'worker');
    connection.on('error', () => undefined);
    const queue = new Queue(queueNames.housekeeping, { connection: redis, prefix: redisPrefix.prefix });
    const housekeeping = await startHousekeeping({
      connection,
      prefix: redisPrefix.prefix,
      everyMs: 60_000,
      deps: {
        sql: db.sql,
        storage: createStorage({ driver: 'local', dir: storageDir }),
        flows: new FlowProducer({ connection, prefix: redisPrefix.prefix }),
        logger: createLogger({ level: 'silent', name: 'housekeeping-test' }),
        staleMinutes: 60,
        sessionPolicy: { idleMinutes: 60, absoluteHours: 24 },
        ...followUpDeps(),
      },
    });
    try {
      expect(await queue.getJobScheduler('sweep')).toBeDefined();
      // Redis came back empty (no persistence): the schedule is gone, the connection reconnects.
      await queue.removeJobScheduler('sweep');
      connection.disconnect(true);
      const deadline = Date.now() + 10_000;
      while (!(await queue.getJobScheduler('sweep')) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await queue.getJobScheduler('sweep')).toBeDefined();
    } finally {
      await housekeeping.close();
      await queue.close();
      connection.disconnect();
    }
  });
});
