import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dashboardVersionKey } from '@bridal/server/dashboard-version/dashboard-version';
import type { FollowUpWriter, FollowUpWriters } from '@bridal/server/follow-ups/writer/follow-up-writer';
import { createLocalFollowUpWriter } from '@bridal/server/follow-ups/writer/local-follow-up-writer';
import { createLogger } from '@bridal/server/logging/create-logger';
import { analysisJobId } from '@bridal/server/analysis/analysis-jobs';
import { createMailQueue, type MailQueue } from '@bridal/server/queue/mail-queue';
import { housekeepingChores, housekeepingQueueName, queueNames } from '@bridal/server/queue/queue-names';
import { createRedis } from '@bridal/server/queue/redis-connection';
import { createStorage } from '@bridal/server/storage/create-storage';
import { acceptSurveyPhotos, submitSurvey } from '@bridal/server/survey/submit-survey';
import { surveyAnswersSchema } from '@bridal/shared/survey/survey-schema';
import { jpegWithGps } from '@bridal/testing/make-images';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import { createTestRedisPrefix, testRedisUrl } from '@bridal/testing/test-redis';
import { settlesWithin, waitUntil } from '@bridal/testing/wait';
import { FlowProducer, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
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
  await Promise.all([...mailQueues, ...flowProducers].map((closable) => closable.close()));
  await redis.quit().catch(() => redis.disconnect());
  await redisPrefix.cleanup();
  await rm(storageDir, { recursive: true, force: true });
  await db.drop();
});

const mailQueues: MailQueue[] = [];
const flowProducers: FlowProducer[] = [];

/**
 * The chores' options on a connection: a chore drafts the follow-ups that fall due, with the
 * built-in writer unless the test gives its own.
 */
function housekeepingOn(
  connection: Redis,
  options: { everyMs: number; writers?: FollowUpWriters; graceSeconds?: number },
) {
  const mailQueue = createMailQueue(connection, redisPrefix.prefix);
  mailQueues.push(mailQueue);
  const flows = new FlowProducer({ connection, prefix: redisPrefix.prefix });
  flowProducers.push(flows);
  return {
    connection,
    prefix: redisPrefix.prefix,
    everyMs: options.everyMs,
    deps: {
      sql: db.sql,
      storage: createStorage({ driver: 'local', dir: storageDir }),
      flows,
      logger: createLogger({ level: 'silent', name: 'housekeeping-test' }),
      staleMinutes: 60,
      graceSeconds: options.graceSeconds,
      sessionPolicy: { idleMinutes: 60, absoluteHours: 24 },
      writers: options.writers ?? { writer: createLocalFollowUpWriter(), fallback: createLocalFollowUpWriter() },
      mailQueue,
    },
  };
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

describe('the housekeeping chores', () => {
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

    const housekeeping = await startHousekeeping(housekeepingOn(redis, { everyMs: 200 }));
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

  it('schedules its chores again when Redis comes back without them', async () => {
    // A connection of its own, to drop it as a Redis restart would.
    const connection = createRedis(testRedisUrl, 'worker');
    connection.on('error', () => undefined);
    const queues = housekeepingChores.map(
      (chore) => new Queue(housekeepingQueueName(chore), { connection: redis, prefix: redisPrefix.prefix }),
    );
    const schedulers = () =>
      Promise.all(queues.map((queue, index) => queue.getJobScheduler(housekeepingChores[index]!)));
    const housekeeping = await startHousekeeping(housekeepingOn(connection, { everyMs: 60_000 }));
    try {
      expect(await schedulers()).not.toContain(undefined);
      // Redis came back empty (no persistence): the schedules are gone, the connection reconnects.
      await Promise.all(queues.map((queue, index) => queue.removeJobScheduler(housekeepingChores[index]!)));
      connection.disconnect(true);
      const deadline = Date.now() + 10_000;
      while ((await schedulers()).includes(undefined) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await schedulers()).not.toContain(undefined);
    } finally {
      await housekeeping.close();
      await Promise.all(queues.map((queue) => queue.close()));
      connection.disconnect();
    }
  });

  it('recovers a lost analysis on its own schedule while a model drafting a follow-up never answers', async () => {
    const [boutique] = await db.sql<{ id: number }[]>`
      INSERT INTO boutiques (slug, name) VALUES ('slow-model', 'Lace & Co') RETURNING id`;
    const [bride] = await db.sql<{ id: string }[]>`
      INSERT INTO brides (boutique_id, name, answers, status, email, follow_up_consent)
      VALUES (${boutique!.id}, 'Ava Stone', ${db.sql.json({})}, 'ready', 'ava@example.com', true) RETURNING id`;
    const [appointment] = await db.sql<{ id: string }[]>`
      INSERT INTO appointments (boutique_id, bride_id, starts_at, duration_minutes, booked_by, status)
      VALUES (${boutique!.id}, ${bride!.id}, ${instantAgo({ days: 3 })}, 60, 'staff', 'completed') RETURNING id`;
    await db.sql`
      INSERT INTO appointment_outcomes (appointment_id, boutique_id, bride_id, result)
      VALUES (${appointment!.id}, ${boutique!.id}, ${bride!.id}, 'not_yet')`;
    await db.sql`
      INSERT INTO follow_ups (boutique_id, bride_id, appointment_id, step, due_at)
      VALUES (${boutique!.id}, ${bride!.id}, ${appointment!.id}, 1, ${instantAgo({ hours: 1 })})`;
    // The model is asked for her draft and does not answer until the test is over.
    let asked!: () => void;
    const wasAsked = new Promise<void>((resolve) => (asked = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const silentModel: FollowUpWriter = {
      name: 'openai',
      async write() {
        asked();
        await released;
        throw new Error('the model never answered');
      },
    };
    const finishQueue = new Queue(queueNames.analysisFinish, { connection: redis, prefix: redisPrefix.prefix });
    const housekeeping = await startHousekeeping(
      housekeepingOn(redis, {
        everyMs: 200,
        graceSeconds: 0,
        writers: { writer: silentModel, fallback: createLocalFollowUpWriter() },
      }),
    );
    try {
      expect(await settlesWithin(wasAsked, 20_000)).toBe(true);
      // Stored while Redis was away: never queued.
      const [lost] = await db.sql<{ id: string }[]>`
        INSERT INTO brides (boutique_id, name, answers, status)
        VALUES (${boutique!.id}, 'Bea Lost', ${db.sql.json({})}, 'analyzing') RETURNING id`;
      const queued = async () => (await finishQueue.getJobState(analysisJobId(lost!.id))) !== 'unknown';
      expect(await waitUntil(queued, { everyMs: 100, timeoutMs: 20_000 })).toBe(true);
      // The draft is still being written all the while.
      const [step] = await db.sql<{ status: string }[]>`
        SELECT status FROM follow_ups WHERE appointment_id = ${appointment!.id}`;
      expect(step!.status).toBe('scheduled');
    } finally {
      release();
      await housekeeping.close();
      await finishQueue.close();
    }
  });

  it('retires the single sweep of an earlier release, its schedule and its queue', async () => {
    const retired = new Queue('housekeeping', { connection: redis, prefix: redisPrefix.prefix });
    await retired.upsertJobScheduler('sweep', { every: 60_000 }, { name: 'sweep' });
    expect(await retired.getJobScheduler('sweep')).toBeDefined();
    const housekeeping = await startHousekeeping(housekeepingOn(redis, { everyMs: 60_000 }));
    try {
      expect(await retired.getJobScheduler('sweep')).toBeUndefined();
      const counts = await retired.getJobCounts('waiting', 'delayed', 'active', 'completed', 'failed');
      expect(Object.values(counts).every((count) => count === 0)).toBe(true);
      expect(housekeeping.workers.map((worker) => worker.name).sort()).toEqual(
        housekeepingChores.map(housekeepingQueueName).sort(),
      );
    } finally {
      await housekeeping.close();
      await retired.close();
    }
  });
});
