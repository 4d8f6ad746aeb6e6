import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import { createTestRedisPrefix, testRedisUrl } from '@bridal/testing/test-redis';
import { createLogger } from '../../logging/create-logger';
import { createMailQueue, type MailQueue } from '../../queue/mail-queue';
import { followUpJobId } from './queue-follow-up';
import { lostAfterMs, requeueLostFollowUps, retryFailedAfterMs } from './requeue-lost-follow-ups';

let db: TestDatabase;
let redis: Redis;
let mailQueue: MailQueue;
const redisPrefix = createTestRedisPrefix();
const logger = createLogger({ level: 'silent', name: 'requeue-lost-follow-ups-test' });
let boutiqueId: number;
let appointmentId: string;
let brideId: string;
const now = new Date('2027-03-12T20:00:00Z');
let step = 0;

/** A follow-up the database says is on its way, due to go out `minutesAgo` minutes ago. */
async function queuedFollowUp(minutesAgo: number): Promise<string> {
  step = (step % 2) + 1;
  if (step === 1) {
    const [appointment] = await db.sql<{ id: string }[]>`
      INSERT INTO appointments (boutique_id, bride_id, starts_at, duration_minutes, booked_by, status)
      VALUES (${boutiqueId}, ${brideId}, ${new Date('2027-03-01T15:00:00Z')}, 60, 'staff', 'completed') RETURNING id`;
    appointmentId = appointment!.id;
  }
  const sendAt = new Date(now.getTime() - minutesAgo * 60_000);
  const [row] = await db.sql<{ id: string }[]>`
    INSERT INTO follow_ups (boutique_id, bride_id, appointment_id, step, due_at, status, subject, body, send_at, queued_at)
    VALUES (${boutiqueId}, ${brideId}, ${appointmentId}, ${step}, ${sendAt}, 'queued', 'Hello', 'Body', ${sendAt}, ${sendAt})
    RETURNING id`;
  return row!.id;
}

const stateOf = async (followUpId: string) => (await mailQueue.getJob(followUpJobId(followUpId)))?.getState();

beforeAll(async () => {
  db = await createTestDatabase();
  redis = new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
  mailQueue = createMailQueue(redis, redisPrefix.prefix);
  const [boutique] = await db.sql<{ id: number }[]>`
    INSERT INTO boutiques (slug, name) VALUES ('requeue-lost', 'Lace & Co') RETURNING id`;
  boutiqueId = boutique!.id;
  const [bride] = await db.sql<{ id: string }[]>`
    INSERT INTO brides (boutique_id, name, answers, status, email, follow_up_consent)
    VALUES (${boutiqueId}, 'Ava Stone', ${db.sql.json({})}, 'ready', 'ava@example.com', true) RETURNING id`;
  brideId = bride!.id;
});

afterAll(async () => {
  await mailQueue.close();
  await redisPrefix.cleanup();
  redis.disconnect();
  await db.drop();
});

describe('requeueLostFollowUps', () => {
  it('queues again a follow-up whose job Redis lost, once its send time is well past', async () => {
    const lost = await queuedFollowUp(lostAfterMs / 60_000 + 5);
    const recent = await queuedFollowUp(1);
    expect(await requeueLostFollowUps({ sql: db.sql, mailQueue, logger, now })).toBe(1);
    expect(await stateOf(lost)).toBe('waiting');
    expect(await stateOf(recent)).toBeUndefined();
    // Its job is there now: the next sweep leaves it alone.
    expect(await requeueLostFollowUps({ sql: db.sql, mailQueue, logger, now })).toBe(0);
    await db.sql`UPDATE follow_ups SET status = 'sent' WHERE id IN ${db.sql([lost, recent])}`;
  });

  it('tries a job that failed all its attempts again, but only after a pause', async () => {
    const failed = await queuedFollowUp(60);
    const job = await mailQueue.add(
      'follow-up',
      { kind: 'follow-up', followUpId: failed },
      { jobId: followUpJobId(failed) },
    );
    // Moved to failed as the worker would after its last attempt.
    await redis.zadd(`${redisPrefix.prefix}:mail:failed`, Date.now(), job.id!);
    await redis.lrem(`${redisPrefix.prefix}:mail:wait`, 0, job.id!);
    await redis.hset(`${redisPrefix.prefix}:mail:${job.id}`, 'finishedOn', String(now.getTime() - 60_000));
    expect(await stateOf(failed)).toBe('failed');
    expect(await requeueLostFollowUps({ sql: db.sql, mailQueue, logger, now })).toBe(0);
    const later = new Date(now.getTime() + retryFailedAfterMs);
    expect(await requeueLostFollowUps({ sql: db.sql, mailQueue, logger, now: later })).toBe(1);
    expect(await stateOf(failed)).toBe('waiting');
    await db.sql`UPDATE follow_ups SET status = 'sent' WHERE id = ${failed}`;
  });

  it('leaves alone what is no longer queued', async () => {
    const sent = await queuedFollowUp(60);
    await db.sql`UPDATE follow_ups SET status = 'stopped', stopped_reason = 'unsubscribed' WHERE id = ${sent}`;
    await mailQueue.obliterate({ force: true });
    expect(await requeueLostFollowUps({ sql: db.sql, mailQueue, logger, now })).toBe(0);
  });
});
