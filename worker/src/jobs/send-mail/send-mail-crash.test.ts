/**
 * A follow-up is sent once and its link works, across a worker killed mid-send.
 * The real worker process sends over SMTP to a server this test runs and is killed with SIGKILL
 * while the e-mail is on its way: before the server answered, and after it answered but before
 * the worker could record it. The retry then runs the worker's job as the worker runs it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { queueFollowUp } from '@bridal/server/follow-ups/send/queue-follow-up';
import { openUnsubscribe, unsubscribeByToken } from '@bridal/server/follow-ups/unsubscribe/unsubscribe';
import { createLogger } from '@bridal/server/logging/create-logger';
import { deliverMailJob } from './deliver-mail-job';
import { createMailTransport } from '@bridal/server/mail/mail-transport';
import { createMailQueue, type MailQueue } from '@bridal/server/queue/mail-queue';
import { createRedis } from '@bridal/server/queue/redis-connection';
import { type CapturedMail, startSmtpCapture } from '@bridal/testing/smtp-capture';
import { spawnService, type SpawnedService } from '@bridal/testing/spawn-service';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import { createTestRedisPrefix, testRedisUrl } from '@bridal/testing/test-redis';
import { waitUntil } from '@bridal/testing/wait';

let db: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let mailQueue: MailQueue;
let storageDir: string;
const redisPrefix = createTestRedisPrefix();
const redis = createRedis(testRedisUrl, 'worker');
const logger = createLogger({ level: 'silent', name: 'send-mail-crash-test' });
const publicUrl = 'http://localhost:3000';
let boutiqueId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpCapture();
  mailQueue = createMailQueue(redis, redisPrefix.prefix);
  storageDir = await mkdtemp(path.join(tmpdir(), 'bc-send-mail-crash-'));
  // No quiet hours: a follow-up queued now goes now, whatever the hour in New York.
  const [boutique] = await db.sql<{ id: number }[]>`
    INSERT INTO boutiques (slug, name, follow_up_quiet_from, follow_up_quiet_to)
    VALUES ('crash-test', 'Lace & Co', '00:00', '00:00') RETURNING id`;
  boutiqueId = boutique!.id;
}, 60_000);

afterAll(async () => {
  smtp.release();
  await mailQueue.close();
  await redis.quit().catch(() => redis.disconnect());
  await redisPrefix.cleanup();
  await smtp.stop();
  await rm(storageDir, { recursive: true, force: true });
  await db.drop();
});

function startWorker(): Promise<SpawnedService> {
  return spawnService({
    entry: 'worker/src/main.ts',
    env: {
      DATABASE_URL: db.url,
      REDIS_URL: testRedisUrl,
      REDIS_PREFIX: redisPrefix.prefix,
      SMTP_URL: smtp.url,
      PUBLIC_URL: publicUrl,
      STORAGE_DIR: storageDir,
      WORKER_HEARTBEAT_FILE: path.join(storageDir, 'heartbeat'),
    },
    readyLine: /worker started/,
    timeoutMs: 60_000,
  });
}

async function killed(worker: SpawnedService): Promise<void> {
  const exited = new Promise((resolve) => worker.process.once('exit', resolve));
  worker.process.kill('SIGKILL');
  await exited;
}

/** A bride who said no for now, with her two follow-ups drafted. */
async function brideWithDrafts(name: string): Promise<{ email: string; steps: string[] }> {
  const email = `${name.toLowerCase()}@example.com`;
  const [bride] = await db.sql<{ id: string }[]>`
    INSERT INTO brides (boutique_id, name, answers, status, email, follow_up_consent)
    VALUES (${boutiqueId}, ${name}, ${db.sql.json({})}, 'ready', ${email}, true) RETURNING id`;
  const [appointment] = await db.sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, starts_at, duration_minutes, booked_by, status)
    VALUES (${boutiqueId}, ${bride!.id}, ${new Date('2026-03-01T15:00:00Z')}, 60, 'staff', 'completed') RETURNING id`;
  const steps = await db.sql<{ id: string }[]>`
    INSERT INTO follow_ups (boutique_id, bride_id, appointment_id, step, due_at, status, subject, body)
    SELECT ${boutiqueId}, ${bride!.id}, ${appointment!.id}, step, ${new Date('2026-03-03T15:00:00Z')}, 'drafted',
           'Still thinking of the lace?', 'We kept it aside for you.'
    FROM unnest(ARRAY[1, 2]) AS step
    RETURNING id`;
  return { email, steps: steps.map((row) => row.id) };
}

/** Waits for `check` (polled), or fails the test saying what never happened. */
async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  if (!(await waitUntil(async () => check(), { everyMs: 20, timeoutMs: 30_000 }))) throw new Error(`never: ${what}`);
}

const queue = (followUpId: string) => queueFollowUp({ sql: db.sql, mailQueue, followUpId, actor: null });

/** The retry, as the worker runs the follow-up's job, over SMTP to the same server. */
async function retry(followUpId: string): Promise<boolean> {
  const transport = createMailTransport({ smtpUrl: smtp.url, from: 'Lace & Co <no-reply@example.com>', logger });
  try {
    return await deliverMailJob({ sql: db.sql, transport, publicUrl, job: { kind: 'follow-up', followUpId } });
  } finally {
    transport.close();
  }
}

const mailsOf = (followUpId: string) =>
  smtp.messages.filter((mail) => mail.headers['message-id'] === `<follow-up-${followUpId}@localhost>`);
const unsubscribeTokenIn = (mail: CapturedMail) => /\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];

const statusOf = async (followUpId: string) =>
  (await db.sql<{ status: string }[]>`SELECT status FROM follow_ups WHERE id = ${followUpId}`)[0]?.status;

describe('a follow-up whose worker is killed mid-send', () => {
  it('before the mail server answered: the retry delivers it once', async () => {
    const { email, steps } = await brideWithDrafts('Ava');
    const worker = await startWorker();
    smtp.hold();
    await queue(steps[0]!);
    await until(() => smtp.held() === 1, 'the e-mail reached the mail server');
    await killed(worker);
    await until(() => smtp.held() === 0, 'the mail server saw the worker hang up');
    smtp.release();
    expect(smtp.messages.filter((mail) => mail.to.includes(email))).toEqual([]);
    expect(await statusOf(steps[0]!)).toBe('queued');

    expect(await retry(steps[0]!)).toBe(true);
    expect(await retry(steps[0]!)).toBe(false);
    expect(smtp.messages.filter((mail) => mail.to.includes(email))).toHaveLength(1);
    expect(await statusOf(steps[0]!)).toBe('sent');
  }, 120_000);

  it('after the server took it, before it was recorded: the retry sends the same message, whose link works', async () => {
    const { email, steps } = await brideWithDrafts('Bea');
    const worker = await startWorker();
    smtp.hold();
    await queue(steps[0]!);
    await until(() => smtp.held() === 1, 'the e-mail reached the mail server');
    // The worker cannot record the send while the test holds the table: it is killed in between.
    const recorded = db.sql.begin(async (tx) => {
      await tx`LOCK TABLE follow_ups IN SHARE MODE`;
      smtp.release();
      await until(() => smtp.messages.some((mail) => mail.to.includes(email)), 'the server took it');
      await until(
        async () =>
          (
            await tx<{ waiting: number }[]>`
              SELECT count(*)::int AS waiting FROM pg_locks
              WHERE NOT granted AND relation = 'follow_ups'::regclass`
          )[0]!.waiting > 0,
        'the worker waits to record it',
      );
      await killed(worker);
    });
    await recorded;
    const [first] = smtp.messages.filter((mail) => mail.to.includes(email));
    expect(await statusOf(steps[0]!)).toBe('queued');

    expect(await retry(steps[0]!)).toBe(true);
    // The copy she received before the crash has a link that works.
    expect(await openUnsubscribe(db.sql, unsubscribeTokenIn(first!)!)).toEqual({
      boutiqueName: 'Lace & Co',
      unsubscribed: false,
    });
    // SMTP cannot make sending and recording one act: the copy the server took before the crash and
    // the retry are one message (the same Message-ID, which her mailbox shows once) with one link.
    const copies = smtp.messages.filter((mail) => mail.to.includes(email));
    expect(copies).toHaveLength(2);
    expect(mailsOf(steps[0]!)).toHaveLength(2);
    expect(new Set(copies.map(unsubscribeTokenIn)).size).toBe(1);
    expect(await retry(steps[0]!)).toBe(false);
    expect(mailsOf(steps[0]!)).toHaveLength(2);

    // A later step is sent; the first copy's link still unsubscribes her.
    await queue(steps[1]!);
    expect(await retry(steps[1]!)).toBe(true);
    expect(mailsOf(steps[1]!)).toHaveLength(1);
    expect(unsubscribeTokenIn(mailsOf(steps[1]!)[0]!)).not.toBe(unsubscribeTokenIn(first!));
    expect(await unsubscribeByToken(db.sql, unsubscribeTokenIn(first!)!)).toEqual({
      boutiqueName: 'Lace & Co',
      unsubscribed: true,
    });
  }, 120_000);
});
