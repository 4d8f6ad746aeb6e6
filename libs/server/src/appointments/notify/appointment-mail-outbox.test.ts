import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { hashToken } from '../../auth/tokens';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import { createTestRedisPrefix, testRedisUrl } from '@bridal/testing/test-redis';
import { createLogger } from '../../logging/create-logger';
import { inbox } from '@bridal/testing/mail-inbox';
import type { MailMessage, MailTransport } from '../../mail/mail-transport';
import type { MailJob } from '../../queue/mail-job';
import { createMailQueue, type MailQueue } from '../../queue/mail-queue';
import { createRedis } from '../../queue/redis-connection';
import { bookAppointment } from '../book-appointment';
import { cancelAppointment } from '../cancel-appointment';
import { moveAppointment } from '../move-appointment';
import { appointmentChanged } from './appointment-changed';
import { appointmentMailAttempts, deliverAppointmentMail } from './deliver-appointment-mail';
import { appointmentMailJobId } from './enqueue-appointment-mails';
import { requeueLostAppointmentMails } from './requeue-lost-appointment-mails';

// The appointment outbox: the bride's e-mails and reminder are rows
// written with the change, so neither a Redis that is away nor one that comes back empty loses
// them, and each goes once, with one live link.
let db: TestDatabase;
let redis: Redis;
let mailQueue: MailQueue;
const redisPrefix = createTestRedisPrefix();
const logger = createLogger({ level: 'silent', name: 'appointment-mail-outbox-test' });
let boutiqueId: number;

// Wednesday 2 June 2027 in New York (EDT): open 10:00-13:00 every day, 60-minute appointments.
const now = new Date('2027-06-01T12:00:00Z');
const thursdayAt10 = '2027-06-03T14:00:00.000Z';
const fridayAt11 = '2027-06-04T15:00:00.000Z';
const hour = 3_600_000;
const later = (ms: number, from = now) => new Date(from.getTime() + ms);
const changes = () => ({ redis, prefix: redisPrefix.prefix });
const publicUrl = 'http://localhost:3000';

async function newBride(name: string, email = `${name.toLowerCase()}@example.com`): Promise<string> {
  const [row] = await db.sql<{ id: string }[]>`
    INSERT INTO brides (boutique_id, name, answers, status, email)
    VALUES (${boutiqueId}, ${name}, ${db.sql.json({})}, 'ready', ${email}) RETURNING id`;
  return row!.id;
}

const book = (brideId: string, startsAt = thursdayAt10) =>
  bookAppointment({ sql: db.sql, changes: changes(), boutiqueId, brideId, startsAt, bookedBy: 'staff', now });

/** Every job the mail queue holds now, run as the worker would at `at`, then removed. */
async function runQueuedJobs(transport: MailTransport, at: Date): Promise<void> {
  const jobs = await mailQueue.getJobs(['waiting', 'delayed', 'prioritized']);
  for (const job of jobs) {
    const data = job.data as MailJob;
    if (data.kind !== 'appointment-mail') throw new Error(`a ${data.kind} job on the appointments' mail queue`);
    await deliverAppointmentMail({ sql: db.sql, transport, publicUrl, mailId: data.mailId, now: at }).catch(
      () => undefined,
    );
    await job.remove();
  }
}

const tokenIn = (mail: MailMessage) => /\/(?:appointment|book)\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];

/** Her links that work now: unused and not expired. */
const liveLinks = (brideId: string, purpose = 'manage') =>
  db.sql<{ tokenHash: Buffer }[]>`
    SELECT token_hash FROM appointment_links
    WHERE bride_id = ${brideId} AND purpose = ${purpose} AND used_at IS NULL AND expires_at > ${now}`;

const outbox = (appointmentId: string) =>
  db.sql<{ kind: string; status: string; dueAt: Date }[]>`
    SELECT kind, status, due_at FROM appointment_mails WHERE appointment_id = ${appointmentId} ORDER BY due_at, kind`;

beforeAll(async () => {
  db = await createTestDatabase();
  redis = new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
  mailQueue = createMailQueue(redis, redisPrefix.prefix);
  const hours = Array.from({ length: 7 }, () => [{ from: '10:00', to: '13:00' }]);
  const [row] = await db.sql<{ id: number }[]>`
    INSERT INTO boutiques (slug, name, time_zone, opening_hours, appointment_minutes, appointment_capacity)
    VALUES ('outbox-test', 'Lace & Co', 'America/New_York', ${db.sql.json(hours)}, 60, 5)
    RETURNING id`;
  boutiqueId = row!.id;
});

afterAll(async () => {
  await mailQueue.close();
  await redisPrefix.cleanup();
  redis.disconnect();
  await db.drop();
});

describe('a booking made while Redis is away', () => {
  it('is confirmed once Redis is back and housekeeping sweeps', async () => {
    const brideId = await newBride('Ava');
    const booked = await book(brideId);
    // The API's producer connection, with Redis gone: the e-mail cannot be queued, the booking stands.
    const away = createRedis('redis://127.0.0.1:1', 'producer');
    away.on('error', () => undefined);
    const awayQueue = createMailQueue(away, redisPrefix.prefix);
    await appointmentChanged(
      { sql: db.sql, mailQueue: awayQueue, logger },
      { appointmentId: booked.id, change: 'booked' },
    );
    await awayQueue.close().catch(() => undefined);
    away.disconnect();
    expect(await mailQueue.getJob(appointmentMailJobId((await pendingIds(booked.id))[0]!))).toBeUndefined();

    const { sent, transport } = inbox();
    const sweptAt = later(60_000);
    expect(await requeueLostAppointmentMails({ sql: db.sql, mailQueue, logger, now: sweptAt })).toBe(1);
    await runQueuedJobs(transport, sweptAt);
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['ava@example.com', 'Your bridal appointment is booked'],
    ]);
    // Sent is sent: the next sweep and a stray job change nothing.
    expect(await requeueLostAppointmentMails({ sql: db.sql, mailQueue, logger, now: later(hour) })).toBe(0);
    expect((await outbox(booked.id)).map((row) => [row.kind, row.status])).toEqual([
      ['booked', 'sent'],
      ['reminder', 'pending'],
    ]);
  });
});

const pendingIds = async (appointmentId: string) =>
  (
    await db.sql<{ id: string }[]>`
      SELECT id FROM appointment_mails WHERE appointment_id = ${appointmentId} AND status = 'pending' ORDER BY due_at`
  ).map((row) => row.id);

describe('the reminder', () => {
  it('is a row due 24 hours before, sent exactly once at its time even after Redis lost its job', async () => {
    const brideId = await newBride('Bea');
    const booked = await book(brideId);
    await appointmentChanged({ sql: db.sql, mailQueue, logger }, { appointmentId: booked.id, change: 'booked' });
    const reminder = (await outbox(booked.id)).find((row) => row.kind === 'reminder')!;
    expect(reminder.dueAt.toISOString()).toBe('2027-06-02T14:00:00.000Z');
    expect(await (await mailQueue.getJob(appointmentMailJobId((await pendingIds(booked.id))[1]!)))?.getState()).toBe(
      'delayed',
    );
    const { sent, transport } = inbox();
    await runQueuedJobs(transport, now);
    expect(sent.map((mail) => mail.subject)).toEqual(['Your bridal appointment is booked']);

    // Redis restarts empty: every key of this test's prefix is gone, the delayed reminder with them.
    await redisPrefix.cleanup();
    expect(await requeueLostAppointmentMails({ sql: db.sql, mailQueue, logger, now: later(hour) })).toBe(0);
    const dueAt = new Date(thursdayAt10).getTime() - 24 * hour;
    const swept = new Date(dueAt + 60_000);
    // Ava's reminder (booked above for the same time) is due too.
    expect(await requeueLostAppointmentMails({ sql: db.sql, mailQueue, logger, now: swept })).toBe(2);
    await runQueuedJobs(transport, swept);
    // A second sweep and the same job run again send nothing more.
    expect(await requeueLostAppointmentMails({ sql: db.sql, mailQueue, logger, now: later(60_000, swept) })).toBe(0);
    const [reminderId] = await db.sql<{ id: string }[]>`
      SELECT id FROM appointment_mails WHERE appointment_id = ${booked.id} AND kind = 'reminder'`;
    expect(
      await deliverAppointmentMail({ sql: db.sql, transport, publicUrl, mailId: reminderId!.id, now: swept }),
    ).toBe(false);
    expect(sent.filter((mail) => mail.to === 'bea@example.com').map((mail) => mail.subject)).toEqual([
      'Your bridal appointment is booked',
      'Reminder: your bridal appointment is tomorrow',
    ]);
  });

  it('is not sent for a cancelled appointment, and a moved one is reminded at its new time only', async () => {
    const cancelled = await book(await newBride('Cleo'));
    await cancelAppointment({ sql: db.sql, changes: changes(), boutiqueId, appointmentId: cancelled.id, now });
    expect((await outbox(cancelled.id)).map((row) => [row.kind, row.status])).toEqual([
      ['booked', 'superseded'],
      ['cancelled', 'pending'],
      ['reminder', 'superseded'],
    ]);

    const first = await book(await newBride('Dora'));
    const moved = await moveAppointment({
      sql: db.sql,
      changes: changes(),
      boutiqueId,
      appointmentId: first.id,
      startsAt: fridayAt11,
      movedBy: 'staff',
      now,
    });
    expect((await outbox(first.id)).map((row) => row.status)).toEqual(['superseded', 'superseded']);
    const movedRows = await outbox(moved.id);
    expect(movedRows.map((row) => [row.kind, row.status, row.dueAt.toISOString()])).toEqual([
      ['moved', 'pending', now.toISOString()],
      ['reminder', 'pending', '2027-06-03T15:00:00.000Z'],
    ]);

    // Redis lost everything; at the end of Friday's eve every due row has been swept and sent.
    await redisPrefix.cleanup();
    const { sent, transport } = inbox();
    const fridayEve = new Date('2027-06-03T16:00:00Z');
    await requeueLostAppointmentMails({ sql: db.sql, mailQueue, logger, now: fridayEve });
    await runQueuedJobs(transport, fridayEve);
    const mine = (to: string) => sent.filter((mail) => mail.to === to).map((mail) => mail.subject);
    expect(mine('cleo@example.com')).toEqual(['Your bridal appointment is cancelled']);
    expect(mine('dora@example.com').sort()).toEqual([
      'Reminder: your bridal appointment is tomorrow',
      'Your bridal appointment has moved',
    ]);
    const reminder = sent.find((mail) => mail.to === 'dora@example.com' && mail.subject.startsWith('Reminder'))!;
    expect(reminder.text).toContain('Friday, June 4, 2027 at 11:00 AM EDT');
  });
});

describe('her manage link', () => {
  it('is made once: a send that fails and is retried leaves one live link, the one she received', async () => {
    const brideId = await newBride('Edie');
    const booked = await book(brideId);
    const [mailId] = await pendingIds(booked.id);
    const { sent, transport, failNext } = inbox();
    failNext(3);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(deliverAppointmentMail({ sql: db.sql, transport, publicUrl, mailId: mailId!, now })).rejects.toThrow(
        '421',
      );
      // One link, kept for the next try, not one more per try.
      expect(await liveLinks(brideId)).toHaveLength(1);
    }
    expect(await deliverAppointmentMail({ sql: db.sql, transport, publicUrl, mailId: mailId!, now })).toBe(true);
    expect(sent).toHaveLength(1);
    const live = await liveLinks(brideId);
    expect(live).toHaveLength(1);
    expect(live[0]!.tokenHash.equals(hashToken(tokenIn(sent[0]!)!))).toBe(true);
    // Every try carried the same message: the same Message-ID.
    expect(sent[0]!.messageId).toBe(`<appointment-${mailId}@localhost>`);
    const [row] = await db.sql`SELECT attempts, link_token FROM appointment_mails WHERE id = ${mailId!}`;
    expect(row).toEqual({ attempts: 4, linkToken: null });
    const [links] = await db.sql`SELECT count(*)::int AS count FROM appointment_links WHERE bride_id = ${brideId}`;
    expect(links).toEqual({ count: 1 });
  });

  it('a send that fails for good leaves no live link', async () => {
    const brideId = await newBride('Faye');
    const booked = await book(brideId);
    const [mailId] = await pendingIds(booked.id);
    const { sent, transport, failNext } = inbox();
    failNext(appointmentMailAttempts);
    for (let attempt = 0; attempt < appointmentMailAttempts; attempt += 1) {
      await expect(deliverAppointmentMail({ sql: db.sql, transport, publicUrl, mailId: mailId!, now })).rejects.toThrow(
        '421',
      );
    }
    expect(await deliverAppointmentMail({ sql: db.sql, transport, publicUrl, mailId: mailId!, now })).toBe(false);
    expect(sent).toEqual([]);
    expect(await liveLinks(brideId)).toEqual([]);
    const [row] = await db.sql`SELECT status, link_token FROM appointment_mails WHERE id = ${mailId!}`;
    expect(row).toEqual({ status: 'failed', linkToken: null });
  });
});
