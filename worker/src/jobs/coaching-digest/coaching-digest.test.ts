import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { coachWriter } from '@bridal/server/coaching/digest/digest-writers';
import { findDueDigestWeeks } from '@bridal/server/coaching/digest/find-due-digest-weeks';
import { createLogger } from '@bridal/server/logging/create-logger';
import { createMailTransport } from '@bridal/server/mail/mail-transport';
import { createMailQueue, type MailQueue } from '@bridal/server/queue/mail-queue';
import { queueNames } from '@bridal/server/queue/queue-names';
import { createRedis } from '@bridal/server/queue/redis-connection';
import type { ConsultantDigestFacts, TeamDigestFacts } from '@bridal/shared/coaching/digest';
import { seedCoachingTeam, seedCoachingVisits, twelveWeeksOfVisits } from '@bridal/testing/fixtures/coaching-fixtures';
import { startSmtpCapture } from '@bridal/testing/smtp-capture';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import { createTestRedisPrefix, testRedisUrl } from '@bridal/testing/test-redis';
import { waitUntil } from '@bridal/testing/wait';
import { Queue } from 'bullmq';
import { startSendMailWorker } from '../send-mail/send-mail.processor';
import { startDigestWeekWorker } from './coaching-digest.processor';
import { scheduleCoachingDigests } from './schedule-coaching-digests';

let db: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
const redisPrefix = createTestRedisPrefix();
const redis = createRedis(testRedisUrl, 'worker');
const logger = createLogger({ level: 'silent', name: 'coaching-digest-test' });
const publicUrl = 'http://localhost:3000';
const closables: { close(): Promise<void> | void }[] = [];
let mailQueue: MailQueue;
let weekQueue: Queue;

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpCapture();
  mailQueue = createMailQueue(redis, redisPrefix.prefix);
  weekQueue = new Queue(queueNames.coachingDigest, { connection: redis, prefix: redisPrefix.prefix });
  closables.push(mailQueue, weekQueue);
}, 60_000);

afterAll(async () => {
  for (const closable of closables.reverse()) await closable.close();
  await redis.quit().catch(() => redis.disconnect());
  await redisPrefix.cleanup();
  await smtp.stop();
  await db.drop();
});

const at = (iso: string) => new Date(iso);
const zone = 'America/New_York';
/** Sunday 1 November 2026, midday in New York: the last day of the week the digest reads. */
const sundayNoon = at('2026-11-01T17:00:00Z');

describe('when a boutique’s digest is due', () => {
  it('is Monday 08:00 in its own zone: across a DST change, and while it is still Sunday in UTC', async () => {
    const newYork = await seedCoachingTeam(db.sql, { name: 'NY', timeZone: 'America/New_York', members: [] });
    const auckland = await seedCoachingTeam(db.sql, { name: 'Akl', timeZone: 'Pacific/Auckland', members: [] });
    const off = await seedCoachingTeam(db.sql, {
      name: 'Off',
      timeZone: 'America/New_York',
      members: [],
      digestEnabled: false,
    });
    /** The week each boutique is due for at that instant ('-' when not due). */
    const due = async (iso: string) => {
      const found = await findDueDigestWeeks(db.sql, at(iso));
      const weekOf = (boutiqueId: number) =>
        found.find((entry) => entry.boutiqueId === boutiqueId)?.week.isoWeek ?? '-';
      return {
        newYork: weekOf(newYork.boutiqueId),
        auckland: weekOf(auckland.boutiqueId),
        off: weekOf(off.boutiqueId),
      };
    };

    // New York on daylight time: Monday 26 October 08:00 EDT is 12:00 UTC (Auckland is on its Monday evening).
    expect(await due('2026-10-26T11:59:00Z')).toEqual({ newYork: '-', auckland: '2026-W44', off: '-' });
    expect(await due('2026-10-26T12:00:00Z')).toEqual({ newYork: '2026-W44', auckland: '2026-W44', off: '-' });
    // Auckland's Monday 2 November 08:00 (NZDT, +13) is Sunday 1 November 19:00 in UTC; from its
    // Monday on, only its new week is looked at.
    expect(await due('2026-11-01T18:59:00Z')).toEqual({ newYork: '2026-W44', auckland: '-', off: '-' });
    expect(await due('2026-11-01T19:00:00Z')).toEqual({ newYork: '2026-W44', auckland: '2026-W45', off: '-' });
    // The clocks went back on Sunday 1 November: Monday 08:00 EST is 13:00 UTC, not 12:00.
    expect(await due('2026-11-02T12:59:00Z')).toEqual({ newYork: '-', auckland: '2026-W45', off: '-' });
    expect(await due('2026-11-02T13:00:00Z')).toEqual({ newYork: '2026-W45', auckland: '2026-W45', off: '-' });
    // Still due later in the week until written (a worker that was down on Monday catches up).
    expect(await due('2026-11-05T15:00:00Z')).toEqual({ newYork: '2026-W45', auckland: '2026-W45', off: '-' });
    // Written, a week is no longer due.
    await db.sql`
      INSERT INTO users (boutique_id, email, name, role, status) VALUES (${newYork.boutiqueId}, 'ny.owner@example.com', 'NY Owner', 'owner', 'active')`;
    await db.sql`
      INSERT INTO coaching_digests (boutique_id, user_id, kind, week_start, facts, content, written_by)
      SELECT ${newYork.boutiqueId}, id, 'team', '2026-11-02', '{}', '{}', 'coach' FROM users WHERE boutique_id = ${newYork.boutiqueId}`;
    expect(await due('2026-11-05T15:00:00Z')).toEqual({ newYork: '-', auckland: '2026-W45', off: '-' });
    await db.sql`UPDATE boutiques SET coaching_digest_enabled = false WHERE id IN (${newYork.boutiqueId}, ${auckland.boutiqueId})`;
  });
});

describe('the weekly run', () => {
  // Monday 2 November 2026, 08:05 in New York (EST since Sunday).
  const monday = at('2026-11-02T13:05:00Z');
  /** Twelve weeks of visits; Ava never asks for the sale. */
  const visitsOf = (consultantId: string, options: { skip?: string } = {}) =>
    twelveWeeksOfVisits(consultantId, {
      timeZone: zone,
      lastDay: sundayNoon,
      reasons: ['budget', 'keep_shopping'],
      ...options,
    });

  it('writes each digest once and e-mails each person once, however many workers run it', async () => {
    const team = await seedCoachingTeam(db.sql, {
      name: 'Lace & Co',
      timeZone: 'America/New_York',
      members: [
        { name: 'Olivia Owner', role: 'owner' },
        { name: 'Dana Admin', role: 'admin' },
        { name: 'Ava Stone' },
        { name: 'Bea Quiet', optOut: true },
        { name: 'Cleo Gone' },
        { name: 'Eve Lane' },
        { name: 'Fay Moss' },
        { name: 'Gia Park' },
        { name: 'Nia Noaddress', email: null },
      ],
    });
    const { ids } = team;
    await seedCoachingVisits(db.sql, team.boutiqueId, [
      ...visitsOf(ids['Ava Stone']!, { skip: 'askedForSale' }),
      ...['Bea Quiet', 'Cleo Gone', 'Eve Lane', 'Fay Moss', 'Gia Park'].flatMap((name) => visitsOf(ids[name]!)),
    ]);
    // Cleo leaves the team before Monday: no digest for her; her visits stay in the team's figures.
    await db.sql`DELETE FROM users WHERE id = ${ids['Cleo Gone']!}`;

    expect(await scheduleCoachingDigests({ sql: db.sql, queue: weekQueue, now: at('2026-11-02T12:59:00Z') })).toEqual(
      [],
    );
    // Two workers' schedules run at the same moment, and again a quarter of an hour later.
    const otherQueue = new Queue(queueNames.coachingDigest, { connection: redis, prefix: redisPrefix.prefix });
    closables.push(otherQueue);
    const runs = await Promise.all([
      scheduleCoachingDigests({ sql: db.sql, queue: weekQueue, now: monday }),
      scheduleCoachingDigests({ sql: db.sql, queue: otherQueue, now: monday }),
    ]);
    expect(runs).toEqual([
      [`coaching-digest-${team.boutiqueId}-2026-W45`],
      [`coaching-digest-${team.boutiqueId}-2026-W45`],
    ]);
    expect(await weekQueue.getJobCounts('waiting', 'delayed', 'active')).toEqual({ waiting: 1, delayed: 0, active: 0 });

    // Two workers, each with its digest worker and its mail worker, sending over SMTP.
    const transport = createMailTransport({ smtpUrl: smtp.url, from: 'Bridal Coach <no-reply@example.com>', logger });
    closables.push({ close: () => transport.close() });
    const deps = { sql: db.sql, logger, writers: { writer: coachWriter, fallback: coachWriter }, mailQueue };
    for (let index = 0; index < 2; index += 1) {
      // The week's jobs only: the schedule itself would run on the machine's clock.
      closables.push(startDigestWeekWorker({ connection: redis, prefix: redisPrefix.prefix, concurrency: 2, deps }));
      const mail = startSendMailWorker({
        connection: redis,
        prefix: redisPrefix.prefix,
        concurrency: 2,
        deps: { sql: db.sql, transport, publicUrl, logger },
      });
      closables.push(mail);
    }
    const settled = async () => {
      const [row] = await db.sql<{ pending: number; total: number }[]>`
        SELECT count(*) FILTER (WHERE mail_status = 'pending')::int AS pending, count(*)::int AS total
        FROM coaching_digests WHERE boutique_id = ${team.boutiqueId}`;
      return row!.total > 0 && row!.pending === 0;
    };
    expect(await waitUntil(settled, { everyMs: 50, timeoutMs: 30_000 })).toBe(true);
    // A later run of the schedule finds the week written.
    expect(await scheduleCoachingDigests({ sql: db.sql, queue: otherQueue, now: at('2026-11-02T13:20:00Z') })).toEqual(
      [],
    );

    const rows = await db.sql<
      { userId: string; kind: string; mailStatus: string; writtenBy: string; facts: unknown }[]
    >`
      SELECT user_id, kind, mail_status, written_by, facts FROM coaching_digests
      WHERE boutique_id = ${team.boutiqueId} AND week_start = '2026-11-02' ORDER BY kind, user_id`;
    const nameOf = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    expect(rows.map((row) => [nameOf[row.userId], row.kind, row.mailStatus]).sort()).toEqual(
      [
        ['Ava Stone', 'consultant', 'sent'],
        ['Bea Quiet', 'consultant', 'skipped'],
        ['Eve Lane', 'consultant', 'sent'],
        ['Fay Moss', 'consultant', 'sent'],
        ['Gia Park', 'consultant', 'sent'],
        ['Dana Admin', 'team', 'sent'],
        ['Olivia Owner', 'team', 'sent'],
      ].sort(),
    );
    const mine = rows.find((row) => row.userId === ids['Ava Stone'])!.facts as ConsultantDigestFacts;
    expect(mine.focus).toMatchObject({ kind: 'behaviour_skipped', finding: { behaviour: { key: 'askedForSale' } } });
    expect(
      rows
        .filter((row) => row.kind === 'consultant' && row.userId !== ids['Ava Stone'])
        .map((row) => (row.facts as ConsultantDigestFacts).focus.kind),
    ).toEqual(['keep_going', 'keep_going', 'keep_going', 'keep_going']);
    // Cleo's last week is still the team's: six people's four visits.
    const teamFacts = rows.find((row) => row.kind === 'team')!.facts as TeamDigestFacts;
    expect(teamFacts.lastWeek.completed).toBe(24);
    expect(teamFacts.members.map((member) => member.name)).not.toContain('Cleo Gone');
    expect(teamFacts.conversations.map((member) => member.name)).toEqual(['Ava Stone']);

    // One e-mail each, to those with an address who did not opt out.
    const [emails] = await Promise.all([
      db.sql<{ name: string; email: string }[]>`SELECT name, email FROM users WHERE boutique_id = ${team.boutiqueId}`,
    ]);
    const addressOf = Object.fromEntries(emails.map((user) => [user.name, user.email]));
    const received = (name: string) => smtp.messages.filter((mail) => mail.to.includes(addressOf[name]!));
    for (const name of ['Ava Stone', 'Eve Lane', 'Fay Moss', 'Gia Park', 'Olivia Owner', 'Dana Admin']) {
      expect([name, received(name).length]).toEqual([name, 1]);
    }
    expect(received('Bea Quiet')).toEqual([]);
    const [avas] = received('Ava Stone');
    expect(avas!.subject).toBe('Your weekly coaching');
    expect(avas!.text).toContain('Your focus this week: “Asked for the sale” in every appointment.');
    expect(avas!.text).toContain(`${publicUrl}/consultant/${team.boutiqueId}/coaching?digest=`);
    expect(avas!.text).toContain(`turn off “Weekly coaching e-mail” in your account settings (${publicUrl}/account)`);
    expect(received('Olivia Owner')[0]!.subject).toBe("Your team's weekly coaching");
    expect(received('Olivia Owner')[0]!.text).toContain('Who needs a conversation: Ava Stone, a behaviour she skips');
  }, 90_000);
});
