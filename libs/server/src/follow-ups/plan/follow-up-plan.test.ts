import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import { createTestRedisPrefix, testRedisUrl } from '@bridal/testing/test-redis';
import { bookAppointment } from '../../appointments/book-appointment';
import { moveAppointment } from '../../appointments/move-appointment';
import { recordOutcome } from '../../appointments/outcome/record-outcome';
import { createLogger } from '../../logging/create-logger';
import { createMailQueue, type MailQueue } from '../../queue/mail-queue';
import { draftDueFollowUps } from '../draft/draft-due-follow-ups';
import type { FollowUpFacts, FollowUpWriter, FollowUpWriters } from '../writer/follow-up-writer';
import { createLocalFollowUpWriter } from '../writer/local-follow-up-writer';
import { syncFollowUpPlan } from '../../follow-up-plan/sync-follow-up-plan';
import { stopFollowUps } from '../../follow-up-plan/stop-follow-ups';
import { outcomeSchema } from '@bridal/shared/appointments/outcome';
import { validateWithSchema } from '../../errors/validate-with-schema';

let db: TestDatabase;
let redis: Redis;
let mailQueue: MailQueue;
const redisPrefix = createTestRedisPrefix();
let boutiqueId: number;
let consultantId: string;
const logger = createLogger({ level: 'silent', name: 'follow-up-plan-test' });

// Friday 12 March 2027, 15:00 in New York (EST, UTC-5); the clocks go forward on Sunday the 14th.
const endedAt = new Date('2027-03-12T20:00:00Z');
const startsAt = new Date('2027-03-12T19:00:00Z');

const changes = () => ({ redis, prefix: redisPrefix.prefix });

async function makeBride(
  options: { email?: string; consent?: boolean; unsubscribed?: boolean; boutique?: number } = {},
): Promise<string> {
  const [row] = await db.sql<{ id: string }[]>`
    INSERT INTO brides (boutique_id, name, answers, status, email, follow_up_consent, unsubscribed_at)
    VALUES (${options.boutique ?? boutiqueId}, 'Ava Stone', ${db.sql.json({})}, 'ready',
            ${options.email ?? 'ava@example.com'}, ${options.consent ?? true},
            ${options.unsubscribed ? new Date('2027-03-01T00:00:00Z') : null})
    RETURNING id`;
  return row!.id;
}

async function makeAppointment(brideId: string, at = startsAt, status = 'booked'): Promise<string> {
  const [row] = await db.sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, booked_by, status)
    VALUES (${boutiqueId}, ${brideId}, ${consultantId}, ${at}, 60, 'staff', ${status})
    RETURNING id`;
  return row!.id;
}

const notYet = { result: 'not_yet', reasons: ['keep_shopping'], notes: 'Loved the Aurora.' };
const saidYes = { result: 'said_yes', dressName: 'Aurora', amount: 1800 };

const record = async (appointmentId: string, body: object, options: { now?: Date; followUpDayMs?: number } = {}) =>
  recordOutcome({
    sql: db.sql,
    changes: changes(),
    boutiqueId,
    appointmentId,
    user: { userId: consultantId, name: 'Cora Lane', role: 'consultant' },
    input: await validateWithSchema(outcomeSchema, body),
    now: options.now ?? endedAt,
    followUpDayMs: options.followUpDayMs,
  });

interface PlanRow {
  step: number;
  dueAt: Date;
  status: string;
  stoppedReason: string | null;
}

const planOf = (appointmentId: string) => db.sql<PlanRow[]>`
  SELECT step, due_at, status, stopped_reason FROM follow_ups WHERE appointment_id = ${appointmentId} ORDER BY step`;

beforeAll(async () => {
  db = await createTestDatabase();
  redis = new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
  mailQueue = createMailQueue(redis, redisPrefix.prefix);
  const hours = Array.from({ length: 7 }, () => [{ from: '09:00', to: '20:00' }]);
  const [boutique] = await db.sql<{ id: number }[]>`
    INSERT INTO boutiques (slug, name, time_zone, opening_hours, appointment_minutes, appointment_capacity)
    VALUES ('follow-up-plan', 'Lace & Co', 'America/New_York', ${db.sql.json(hours)}, 60, 5)
    RETURNING id`;
  boutiqueId = boutique!.id;
  const [user] = await db.sql<{ id: string }[]>`
    INSERT INTO users (boutique_id, email, name, role, status)
    VALUES (${boutiqueId}, 'cora@example.com', 'Cora Lane', 'consultant', 'active') RETURNING id`;
  consultantId = user!.id;
});

afterAll(async () => {
  await mailQueue.close();
  await redisPrefix.cleanup();
  redis.disconnect();
  await db.drop();
});

describe('the follow-up plan of a "not yet" or "no sale" outcome', () => {
  it('plans 2 and 7 days after the end, at the same local time across the DST change', async () => {
    const appointmentId = await makeAppointment(await makeBride());
    await record(appointmentId, notYet);
    const plan = await planOf(appointmentId);
    expect(plan.map((row) => [row.step, row.status])).toEqual([
      [1, 'scheduled'],
      [2, 'scheduled'],
    ]);
    // 15:00 EST on the 12th; 15:00 EDT on the 14th is 19:00Z, and on the 19th too.
    expect(plan[0]!.dueAt.toISOString()).toBe('2027-03-14T19:00:00.000Z');
    expect(plan[1]!.dueAt.toISOString()).toBe('2027-03-19T19:00:00.000Z');
  });

  it('plans with a shortened day as plain arithmetic, and plans a "no sale" too', async () => {
    const appointmentId = await makeAppointment(await makeBride());
    await record(appointmentId, { result: 'no_sale', reasons: ['budget'] }, { followUpDayMs: 1000 });
    const plan = await planOf(appointmentId);
    expect(plan.map((row) => row.dueAt.getTime() - endedAt.getTime())).toEqual([2000, 7000]);
  });

  it('follows the boutique setting, and saving again adds nothing: at most two steps', async () => {
    await db.sql`UPDATE boutiques SET follow_up_days = '{3}' WHERE id = ${boutiqueId}`;
    try {
      const appointmentId = await makeAppointment(await makeBride());
      await record(appointmentId, notYet);
      expect((await planOf(appointmentId)).map((row) => row.step)).toEqual([1]);
      await db.sql`UPDATE boutiques SET follow_up_days = '{2,7}' WHERE id = ${boutiqueId}`;
      await record(appointmentId, { ...notYet, notes: 'Edited.' });
      await record(appointmentId, { ...notYet, notes: 'Edited again.' });
      await syncFollowUpPlan({ sql: db.sql, appointmentId, now: endedAt });
      const plan = await planOf(appointmentId);
      expect(plan.map((row) => row.step)).toEqual([1, 2]);
      // The first step kept its due date: 3 days on.
      expect(plan[0]!.dueAt.toISOString()).toBe('2027-03-15T19:00:00.000Z');
      const [count] = await db.sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM follow_ups WHERE appointment_id = ${appointmentId}`;
      expect(count!.n).toBe(2);
    } finally {
      await db.sql`UPDATE boutiques SET follow_up_days = '{2,7}' WHERE id = ${boutiqueId}`;
    }
  });

  it('plans nothing without consent, without an e-mail, or when she unsubscribed', async () => {
    for (const bride of [{ consent: false }, { email: '' }, { email: '  ' }, { unsubscribed: true }]) {
      const appointmentId = await makeAppointment(await makeBride(bride));
      await record(appointmentId, notYet);
      expect(await planOf(appointmentId)).toEqual([]);
    }
  });

  it('plans nothing when she already booked again, or already bought at another appointment', async () => {
    const booked = await makeBride();
    const appointmentId = await makeAppointment(booked);
    await makeAppointment(booked, new Date('2027-03-20T15:00:00Z'));
    await record(appointmentId, notYet);
    expect(await planOf(appointmentId)).toEqual([]);

    const bought = await makeBride();
    const earlier = await makeAppointment(bought, new Date('2027-03-05T15:00:00Z'));
    await record(earlier, saidYes, { now: new Date('2027-03-05T16:00:00Z') });
    const later = await makeAppointment(bought);
    await record(later, notYet);
    expect(await planOf(later)).toEqual([]);
  });
});

describe('the stop rules', () => {
  it('"said yes" stops every pending step as bought; an edit back to "not yet" plans again', async () => {
    const appointmentId = await makeAppointment(await makeBride());
    await record(appointmentId, notYet);
    await record(appointmentId, saidYes);
    expect((await planOf(appointmentId)).map((row) => [row.status, row.stoppedReason])).toEqual([
      ['stopped', 'bought'],
      ['stopped', 'bought'],
    ]);
    await record(appointmentId, notYet);
    const plan = await planOf(appointmentId);
    expect(plan.map((row) => [row.status, row.stoppedReason])).toEqual([
      ['scheduled', null],
      ['scheduled', null],
    ]);
    expect(plan[0]!.dueAt.toISOString()).toBe('2027-03-14T19:00:00.000Z');
  });

  it('booking again stops her pending steps in the booking, and they stay stopped', async () => {
    const brideId = await makeBride();
    const appointmentId = await makeAppointment(brideId);
    await record(appointmentId, notYet);
    const now = new Date('2027-03-13T14:00:00Z');
    const booked = await bookAppointment({
      sql: db.sql,
      changes: changes(),
      boutiqueId,
      brideId,
      startsAt: '2027-03-20T15:00:00Z',
      bookedBy: 'bride',
      now,
    });
    expect((await planOf(appointmentId)).map((row) => [row.status, row.stoppedReason])).toEqual([
      ['stopped', 'booked_again'],
      ['stopped', 'booked_again'],
    ]);
    // An edit of the old outcome does not bring them back: she has a booking after it.
    await record(appointmentId, { ...notYet, notes: 'Edited.' });
    expect((await planOf(appointmentId)).map((row) => row.status)).toEqual(['stopped', 'stopped']);
    // A move of that booking counts as booking again too (nothing left to stop here).
    await moveAppointment({
      sql: db.sql,
      changes: changes(),
      boutiqueId,
      appointmentId: booked.id,
      startsAt: '2027-03-21T15:00:00Z',
      movedBy: 'bride',
      now,
    });
    expect((await planOf(appointmentId)).map((row) => row.stoppedReason)).toEqual(['booked_again', 'booked_again']);
  });

  it('stopFollowUps stops only pending rows and counts them; sent history stays', async () => {
    const brideId = await makeBride();
    const appointmentId = await makeAppointment(brideId);
    await record(appointmentId, notYet);
    await db.sql`UPDATE follow_ups SET status = 'sent', sent_at = ${endedAt} WHERE appointment_id = ${appointmentId} AND step = 1`;
    expect(await stopFollowUps(db.sql, { brideId, reason: 'unsubscribed', now: endedAt })).toBe(1);
    expect(await stopFollowUps(db.sql, { brideId, reason: 'unsubscribed', now: endedAt })).toBe(0);
    expect((await planOf(appointmentId)).map((row) => [row.status, row.stoppedReason])).toEqual([
      ['sent', null],
      ['stopped', 'unsubscribed'],
    ]);
  });
});

const fakeWriter = (name: 'local' | 'openai', write?: (facts: FollowUpFacts) => void): FollowUpWriter => ({
  name,
  async write(facts) {
    write?.(facts);
    return {
      draft: {
        subject: `Step ${facts.step} for ${facts.bride.firstName}`,
        body: `Dear ${facts.bride.firstName}, the dress is waiting.`,
        textMessage: 'The dress is waiting.',
      },
    };
  },
});

describe('drafting when due', () => {
  // The built-in writer, as a boutique with no AI key drafts.
  const writers: FollowUpWriters = { writer: createLocalFollowUpWriter(), fallback: createLocalFollowUpWriter() };

  async function plannedBride(options: { autoSend?: boolean } = {}) {
    const brideId = await makeBride();
    const appointmentId = await makeAppointment(brideId);
    await record(appointmentId, notYet);
    if (options.autoSend !== undefined) {
      await db.sql`UPDATE boutiques SET follow_up_auto_send = ${options.autoSend} WHERE id = ${boutiqueId}`;
    }
    return { brideId, appointmentId };
  }

  async function clearDue() {
    // Steps of earlier tests that fell due would be drafted here too: they are out of the way.
    await db.sql`UPDATE follow_ups SET status = 'skipped' WHERE status = 'scheduled'`;
  }

  it('drafts only the steps that are due, once', async () => {
    await clearDue();
    const { appointmentId } = await plannedBride();
    const afterFirst = new Date('2027-03-15T00:00:00Z');
    const result = await draftDueFollowUps({ sql: db.sql, writers, mailQueue, logger, now: afterFirst });
    expect(result).toMatchObject({ drafted: 1, queued: 0, failed: 0 });
    const [first, second] = await db.sql<
      { status: string; subject: string; body: string; textMessage: string; writer: string; draftedAt: Date }[]
    >`
      SELECT status, subject, body, text_message, writer, drafted_at FROM follow_ups
      WHERE appointment_id = ${appointmentId} ORDER BY step`;
    expect(first).toMatchObject({ status: 'drafted', writer: 'local' });
    expect(first!.subject).not.toBe('');
    expect(first!.body).toContain('Ava');
    expect(first!.textMessage).not.toBe('');
    expect(first!.draftedAt.toISOString()).toBe(afterFirst.toISOString());
    expect(second).toMatchObject({ status: 'scheduled', subject: '' });
    expect(await draftDueFollowUps({ sql: db.sql, writers, mailQueue, logger, now: afterFirst })).toMatchObject({
      drafted: 0,
    });
  });

  it('two sweeps at once draft each step once', async () => {
    await clearDue();
    await plannedBride();
    await plannedBride();
    let writes = 0;
    const slow: FollowUpWriters = {
      writer: {
        name: 'local',
        async write(facts) {
          writes += 1;
          await new Promise((resolve) => setTimeout(resolve, 50));
          return fakeWriter('local').write(facts);
        },
      },
      fallback: fakeWriter('local'),
    };
    const now = new Date('2027-03-15T00:00:00Z');
    const [a, b] = await Promise.all([
      draftDueFollowUps({ sql: db.sql, writers: slow, mailQueue, logger, now }),
      draftDueFollowUps({ sql: db.sql, writers: slow, mailQueue, logger, now }),
    ]);
    expect(a.drafted + b.drafted).toBe(2);
    expect(writes).toBe(2);
  });

  it('stops a due step instead when she unsubscribed, bought or booked since', async () => {
    await clearDue();
    const unsubscribed = await plannedBride();
    await db.sql`UPDATE brides SET unsubscribed_at = ${endedAt} WHERE id = ${unsubscribed.brideId}`;
    const bookedAgain = await plannedBride();
    await makeAppointment(bookedAgain.brideId, new Date('2027-03-25T15:00:00Z'));
    const result = await draftDueFollowUps({
      sql: db.sql,
      writers,
      mailQueue,
      logger,
      now: new Date('2027-03-15T00:00:00Z'),
    });
    expect(result).toMatchObject({ drafted: 0, stopped: 2 });
    expect((await planOf(unsubscribed.appointmentId)).map((row) => row.stoppedReason)).toEqual([
      'unsubscribed',
      'unsubscribed',
    ]);
    expect((await planOf(bookedAgain.appointmentId)).map((row) => row.stoppedReason)).toEqual([
      'booked_again',
      'booked_again',
    ]);
  });

  it('leaves the step of a bride with no e-mail (or no consent) scheduled, and drafts it once she gives it', async () => {
    await clearDue();
    const { brideId, appointmentId } = await plannedBride();
    await db.sql`UPDATE brides SET email = '' WHERE id = ${brideId}`;
    const now = new Date('2027-03-15T00:00:00Z');
    expect(await draftDueFollowUps({ sql: db.sql, writers, mailQueue, logger, now })).toMatchObject({ drafted: 0 });
    expect((await planOf(appointmentId)).map((row) => row.status)).toEqual(['scheduled', 'scheduled']);
    await db.sql`UPDATE brides SET email = 'ava@example.com' WHERE id = ${brideId}`;
    expect(await draftDueFollowUps({ sql: db.sql, writers, mailQueue, logger, now })).toMatchObject({ drafted: 1 });
  });

  it('a writer that throws leaves that step scheduled and drafts the others', async () => {
    await clearDue();
    const failing = await plannedBride();
    const fine = await plannedBride();
    const [failingStep] = await db.sql<{ id: string }[]>`
      SELECT id FROM follow_ups WHERE appointment_id = ${failing.appointmentId} AND step = 1`;
    const throwing: FollowUpWriters = {
      writer: fakeWriter('local', (facts) => {
        if (facts.followUpId === failingStep!.id) throw new Error('writer down');
      }),
      fallback: fakeWriter('local', (facts) => {
        if (facts.followUpId === failingStep!.id) throw new Error('fallback down');
      }),
    };
    const now = new Date('2027-03-15T00:00:00Z');
    const result = await draftDueFollowUps({ sql: db.sql, writers: throwing, mailQueue, logger, now });
    expect(result).toMatchObject({ drafted: 1, failed: 1 });
    const [left] = await db.sql<{ status: string; draftedAt: Date | null }[]>`
      SELECT status, drafted_at FROM follow_ups WHERE id = ${failingStep!.id}`;
    expect(left).toEqual({ status: 'scheduled', draftedAt: null });
    expect((await planOf(fine.appointmentId))[0]!.status).toBe('drafted');
    // The next sweep, with the writer back, drafts it.
    expect(await draftDueFollowUps({ sql: db.sql, writers, mailQueue, logger, now })).toMatchObject({ drafted: 1 });
  });

  it('with automatic sending on, queues each draft as a mail job (after the quiet hours)', async () => {
    await clearDue();
    const { appointmentId } = await plannedBride({ autoSend: true });
    try {
      // 10:00 in New York: outside the quiet hours (20:00-09:00).
      const now = new Date('2027-03-15T14:00:00Z');
      const result = await draftDueFollowUps({ sql: db.sql, writers, mailQueue, logger, now });
      expect(result).toMatchObject({ drafted: 1, queued: 1 });
      const [step] = await db.sql<{ id: string; status: string; automatic: boolean; sendAt: Date }[]>`
        SELECT id, status, automatic, send_at FROM follow_ups WHERE appointment_id = ${appointmentId} AND step = 1`;
      expect(step).toMatchObject({ status: 'queued', automatic: true });
      expect(step!.sendAt.toISOString()).toBe(now.toISOString());
      const jobs = await mailQueue.getJobs(['waiting', 'delayed', 'prioritized']);
      expect(jobs.map((job) => job.data)).toContainEqual({ kind: 'follow-up', followUpId: step!.id });
    } finally {
      await db.sql`UPDATE boutiques SET follow_up_auto_send = false WHERE id = ${boutiqueId}`;
    }
  });
});
