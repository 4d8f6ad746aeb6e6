import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import { DateTime } from 'luxon';
import { followUpDueAt, realFollowUpDayMs } from '../follow-up-plan/follow-up-due-at';
import { readClosingReport } from '../reports/read-closing-report';
import { createStorage } from '../storage/create-storage';
import type { ObjectStorage } from '../storage/object-storage';
import { planDay } from './demo-visits';
import { demoConsultants } from './demo-team';
import { type CoachingCounts, type Measure, measureValue } from '@bridal/shared/coaching/measures';
import { readCoachingCounts } from '../coaching/read-coaching-counts';
import { loadConsultantRecord } from '../coaching/consultant-record/load-consultant-record';
import { resolveReportPeriod } from '../reports/report-period';
import { seedDemoFollowUps } from './seed-demo-follow-ups';
import { countShowcase, seedDemoShowcase } from './seed-demo-showcase';

let db: TestDatabase;
let dir: string;
let storage: ObjectStorage;
/**
 * The last Wednesday at 13:00 in New York (the demo's default zone), so today has visits before and
 * after; recent, because the survey refuses wedding dates in the real past.
 */
function lastWednesdayAtOne(): Date {
  const real = DateTime.now().setZone('America/New_York');
  let day = real.set({ hour: 13, minute: 0, second: 0, millisecond: 0 });
  while (day.weekday !== 3 || day > real) day = day.minus({ days: 1 });
  return day.toJSDate();
}
const now = lastWednesdayAtOne();

beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'bctest-demo-visits-'));
  storage = createStorage({ driver: 'local', dir });
  await storage.ensureReady();
  await seedDemoShowcase({ sql: db.sql, storage, now, appointments: 'wait' });
}, 180_000);

afterAll(async () => {
  await db?.drop();
  await rm(dir, { recursive: true, force: true });
});

const lastEightWeeks = () => ({
  from: DateTime.fromJSDate(now, { zone: 'America/New_York' }).minus({ days: 56 }).toISODate()!,
  to: DateTime.fromJSDate(now, { zone: 'America/New_York' }).toISODate()!,
});

describe('the demo appointments', () => {
  it('plans the same visits for the same day', () => {
    const schedule = {
      timeZone: 'America/New_York',
      openingHours: [[], ...Array.from({ length: 6 }, () => [{ from: '10:00', to: '18:00' }])],
      appointmentMinutes: 90,
      capacity: 2,
      closedDates: [],
    };
    const day = DateTime.fromISO('2026-02-04', { zone: 'America/New_York' });
    const fateFor = () => 'said_yes' as const;
    expect(planDay(schedule, day, fateFor)).toEqual(planDay(schedule, day, fateFor));
    expect(planDay(schedule, day.set({ weekday: 1 }), fateFor)).toEqual([]);
  });

  it('makes thirteen weeks of visits through the booking, staff and outcome functions', async () => {
    const [counts] = await db.sql<
      { past: number; bride: number; staff: number; histories: number; outcomes: number }[]
    >`
      SELECT count(*) FILTER (WHERE a.starts_at < ${now})::int AS past,
             count(*) FILTER (WHERE a.booked_by = 'bride')::int AS bride,
             count(*) FILTER (WHERE a.booked_by = 'staff' AND a.booked_by_user_id IS NOT NULL)::int AS staff,
             (SELECT count(*)::int FROM appointment_outcome_changes WHERE boutique_id = ${demoBoutiqueId}) AS histories,
             (SELECT count(*)::int FROM appointment_outcomes WHERE boutique_id = ${demoBoutiqueId}) AS outcomes
      FROM appointments a WHERE a.boutique_id = ${demoBoutiqueId}`;
    expect(counts!.past).toBeGreaterThanOrEqual(80);
    expect(counts!.past).toBeLessThanOrEqual(150);
    expect(counts!.bride).toBeGreaterThan(0);
    expect(counts!.staff).toBeGreaterThan(0);
    // Every outcome was recorded by recordOutcome, which keeps a history row for each.
    expect(counts!.outcomes).toBeGreaterThan(20);
    expect(counts!.histories).toBe(counts!.outcomes);
    // Started by startAppointment, ended by recordOutcome when her consultant recorded it (one of
    // them days late), at the clock of each moment.
    const [timing] = await db.sql<{ wrong: number; checklists: number }[]>`
      SELECT count(*) FILTER (WHERE a.status = 'completed'
                               AND NOT (a.started_at > a.starts_at AND a.ended_at > a.started_at
                                        AND a.ended_at < a.starts_at + interval '4 days'))::int AS wrong,
             (SELECT count(DISTINCT appointment_id)::int FROM appointment_dresses WHERE boutique_id = ${demoBoutiqueId}) AS checklists
      FROM appointments a WHERE a.boutique_id = ${demoBoutiqueId}`;
    expect(timing!.wrong).toBe(0);
    expect(timing!.checklists).toBeGreaterThanOrEqual(counts!.outcomes);
    // The past brides came through the survey and are kept by the demo retention (demo_seed).
    const [brides] = await db.sql<{ seeded: number; unseeded: number; notReady: number }[]>`
      SELECT count(*) FILTER (WHERE demo_seed)::int AS seeded, count(*) FILTER (WHERE NOT demo_seed)::int AS unseeded,
             count(*) FILTER (WHERE status <> 'ready')::int AS not_ready
      FROM brides WHERE boutique_id = ${demoBoutiqueId}`;
    expect(brides!.seeded).toBeGreaterThan(30);
    expect(brides).toMatchObject({ unseeded: 0, notReady: 0 });
  });

  it('keeps today and the week alive for the showcase brides', async () => {
    const start = DateTime.fromJSDate(now, { zone: 'America/New_York' }).startOf('day');
    const rows = await db.sql<{ startsAt: Date; status: string }[]>`
      SELECT starts_at, status FROM appointments
      WHERE boutique_id = ${demoBoutiqueId} AND starts_at >= ${start.toJSDate()}
      ORDER BY starts_at`;
    const todays = rows.filter((row) => row.startsAt < start.plus({ days: 1 }).toJSDate());
    expect(todays.length).toBeGreaterThanOrEqual(2);
    expect(todays.some((row) => row.status === 'booked')).toBe(true);
    expect(
      rows.filter((row) => row.startsAt >= start.plus({ days: 1 }).toJSDate() && row.status === 'booked').length,
    ).toBe(3);
  });

  it('gives the closing report of the last eight weeks living figures', async () => {
    const report = await readClosingReport(db.sql, { boutiqueId: demoBoutiqueId, by: 'week', ...lastEightWeeks() });
    const { totals } = report;
    expect(totals.contactRatio).toBeGreaterThan(0.35);
    expect(totals.contactRatio).toBeLessThan(0.85);
    expect(totals.appointmentRatio).toBeGreaterThan(0.3);
    expect(totals.appointmentRatio!).toBeLessThanOrEqual(totals.contactRatio!);
    expect(totals.noShows).toBeGreaterThan(0);
    expect(totals.pullListRate).toBeGreaterThan(0.6);
    expect(report.saleVsBudget.count).toBeGreaterThan(10);
    expect(report.topReasons.length).toBeGreaterThanOrEqual(4);
    expect(report.byConsultant.filter((row) => row.sales > 0)).toHaveLength(5);
    expect(report.byPeriod.filter((row) => row.completed > 0).length).toBeGreaterThanOrEqual(7);
  });

  it('seeds the follow-ups of brides who did not buy: sent, waiting, scheduled and stopped, never mailed', async () => {
    const rows = await db.sql<
      {
        status: string;
        subject: string;
        body: string;
        writer: string | null;
        sentAt: Date | null;
        sentTo: string;
        queuedByName: string;
        automatic: boolean;
        stoppedReason: string | null;
        dueAt: Date;
        email: string;
        followUpConsent: boolean;
        result: string;
      }[]
    >`
      SELECT f.status, f.subject, f.body, f.writer, f.sent_at, f.sent_to, f.queued_by_name, f.automatic,
             f.stopped_reason, f.due_at, b.email, b.follow_up_consent, o.result
      FROM follow_ups f
      JOIN brides b ON b.id = f.bride_id
      JOIN appointment_outcomes o ON o.appointment_id = f.appointment_id
      WHERE f.boutique_id = ${demoBoutiqueId}`;
    const of = (status: string) => rows.filter((row) => row.status === status);
    expect(of('sent').length).toBeGreaterThanOrEqual(2);
    expect(of('drafted').length).toBeGreaterThanOrEqual(1);
    expect(of('stopped').length).toBeGreaterThanOrEqual(1);
    // Only brides who agreed and left an address, after 'not yet' or 'no sale'.
    expect(rows.every((row) => row.followUpConsent && row.email.endsWith('@example.com'))).toBe(true);
    expect(rows.every((row) => row.result === 'not_yet' || row.result === 'no_sale')).toBe(true);
    // Sent in the past by a consultant or automatically, in the built-in writer's words.
    for (const row of of('sent')) {
      expect(row.sentAt!.getTime()).toBeLessThan(now.getTime());
      expect(row.sentAt!.getTime()).toBeGreaterThanOrEqual(row.dueAt.getTime());
      expect(row.sentTo).toBe(row.email);
      expect(row.automatic || row.queuedByName !== '').toBe(true);
    }
    for (const row of [...of('sent'), ...of('drafted')]) {
      expect(row).toMatchObject({ writer: 'local' });
      expect(row.subject).not.toBe('');
      expect(row.body).not.toBe('');
    }
    expect(of('drafted').every((row) => row.dueAt <= now)).toBe(true);
    expect(of('stopped').every((row) => row.stoppedReason === 'booked_again' || row.stoppedReason === 'bought')).toBe(
      true,
    );
    // Two brides with different appointments never get the same words.
    const bodies = [...of('sent'), ...of('drafted')].map((row) => row.body);
    expect(new Set(bodies).size).toBe(bodies.length);
  });

  it('makes each follow-up through the real plan: every one agrees with her visits', async () => {
    expect(await incoherentFollowUps(now)).toEqual([]);
    expect(await plansMissing()).toEqual([]);
  });

  it('seeds the same follow-ups from the same history, and adds none when it runs again', async () => {
    const fingerprint = async (sql: TestDatabase['sql']) =>
      sql<{ row: string }[]>`
        SELECT concat_ws('|', b.name, a.starts_at, f.step, f.status, f.due_at, f.sent_at, f.queued_by_name,
                         f.automatic, f.stopped_reason, f.subject, md5(f.body)) AS row
        FROM follow_ups f JOIN brides b ON b.id = f.bride_id JOIN appointments a ON a.id = f.appointment_id
        WHERE f.boutique_id = ${demoBoutiqueId}
        ORDER BY 1`;
    const before = await fingerprint(db.sql);
    expect(await seedDemoFollowUps({ sql: db.sql, now })).toBe(0);
    expect(await fingerprint(db.sql)).toEqual(before);

    // The plans are made as the visits are played through: the same history from scratch makes the same rows.
    const fresh = await createTestDatabase();
    const freshDir = await mkdtemp(path.join(os.tmpdir(), 'bctest-demo-visits-'));
    try {
      const freshStorage = createStorage({ driver: 'local', dir: freshDir });
      await freshStorage.ensureReady();
      await seedDemoShowcase({ sql: fresh.sql, storage: freshStorage, now, appointments: 'wait' });
      expect(await fingerprint(fresh.sql)).toEqual(before);
    } finally {
      await fresh.drop();
      await rm(freshDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('counts the seeded follow-ups in the closing report', async () => {
    const report = await readClosingReport(db.sql, { boutiqueId: demoBoutiqueId, by: 'week', ...lastEightWeeks() });
    expect(report.followUps.sent).toBeGreaterThanOrEqual(2);
    expect(report.followUps.bridesWritten).toBeGreaterThan(0);
    expect(report.followUps.sent).toBeGreaterThanOrEqual(report.followUps.bridesWritten);
    expect(report.followUps.rows.reduce((sum, row) => sum + row.sent, 0)).toBe(report.followUps.sent);
  });

  it('gives each consultant the record of her pattern, which her advice and score card read', async () => {
    const zone = 'America/New_York';
    const today = DateTime.fromJSDate(now, { zone });
    const period = resolveReportPeriod({
      timeZone: zone,
      from: today.minus({ days: 89 }).toISODate()!,
      to: today.toISODate()!,
    });
    const { team, byConsultant } = await readCoachingCounts(db.sql, { boutiqueId: demoBoutiqueId, period });
    const ids = new Map(
      (
        await db.sql<{ id: string; email: string }[]>`SELECT id, email FROM users WHERE boutique_id = ${demoBoutiqueId}`
      ).map((row) => [row.email, row.id]),
    );
    const [sofia, hannah, grace, tessa, priya, jade] = demoConsultants.map((member) =>
      byConsultant.get(ids.get(member.email)!),
    );
    const recordOf = (email: string) =>
      loadConsultantRecord({ sql: db.sql, boutiqueId: demoBoutiqueId, consultantId: ids.get(email)!, now });
    const rate = (counts: CoachingCounts | undefined, measure: Measure, key?: string) =>
      measureValue(counts!, measure, key).value!;

    // Sofia loses brides whose decision-maker was not there: her advice says so first.
    const topReason = Object.entries(sofia!.reasons).sort((a, b) => b[1] - a[1])[0]![0];
    expect(topReason).toBe('decision_maker_absent');
    expect((await recordOf(demoConsultants[0].email)).facts[0]).toMatchObject({
      kind: 'loss_reason',
      reason: 'decision_maker_absent',
      verdict: 'higher',
    });
    // Tessa rarely asks for the sale, and closes less.
    expect(rate(tessa, 'behaviour', 'askedForSale')).toBeLessThan(0.25);
    expect(rate(team, 'behaviour', 'askedForSale')).toBeGreaterThan(0.6);
    expect((await recordOf(demoConsultants[3].email)).facts).toContainEqual(
      expect.objectContaining({
        kind: 'skipped_behaviour',
        behaviour: expect.objectContaining({ key: 'askedForSale' }),
      }),
    );
    expect(rate(tessa, 'appointment_ratio')).toBeLessThan(rate(team, 'appointment_ratio'));
    // Hannah closes the most; Priya's average sale is the lowest; Jade records late; Grace has no record.
    const others = [sofia, tessa, priya, jade];
    for (const counts of others)
      expect(rate(hannah, 'appointment_ratio')).toBeGreaterThan(rate(counts, 'appointment_ratio'));
    expect(rate(priya, 'average_sale')).toBeLessThan(rate(team, 'average_sale'));
    expect(rate(jade, 'outcomes_on_time')).toBeLessThan(0.2);
    for (const counts of [sofia, hannah, tessa, priya]) expect(rate(counts, 'outcomes_on_time')).toBeGreaterThan(0.9);
    expect(grace).toBeUndefined();
    // Every completed visit has its score card, and every working consultant her goals.
    expect(team.scoreCards).toBe(team.outcomes);
    const goals = await db.sql<{ email: string; measures: string[] }[]>`
      SELECT u.email, array_agg(g.measure ORDER BY g.measure) AS measures
      FROM consultant_goals g JOIN users u ON u.id = g.consultant_id
      WHERE g.boutique_id = ${demoBoutiqueId} GROUP BY u.email`;
    expect(goals).toHaveLength(5);
    expect(goals.find((row) => row.email === demoConsultants[3].email)!.measures).toEqual([
      'appointment_ratio',
      'behaviour',
    ]);
  });

  it('changes nothing in the record or the goals when it runs again', async () => {
    const record = async () =>
      db.sql`
        SELECT (SELECT count(*)::int FROM score_cards WHERE boutique_id = ${demoBoutiqueId}) AS cards,
               (SELECT count(*)::int FROM consultant_goals WHERE boutique_id = ${demoBoutiqueId}) AS goals,
               (SELECT md5(string_agg(answers::text, ',' ORDER BY appointment_id)) FROM score_cards
                WHERE boutique_id = ${demoBoutiqueId}) AS answers`;
    const before = await record();
    await seedDemoShowcase({ sql: db.sql, storage, now, appointments: 'wait' });
    expect(await record()).toEqual(before);
  });

  it('changes nothing when it runs again, and only adds the days since when it runs later', async () => {
    const before = await countShowcase(db.sql);
    expect(await seedDemoShowcase({ sql: db.sql, storage, now, appointments: 'wait' })).toEqual(before);

    const later = DateTime.fromJSDate(now, { zone: 'America/New_York' }).plus({ days: 3 }).toJSDate();
    const after = await seedDemoShowcase({ sql: db.sql, storage, now: later, appointments: 'wait' });
    expect(after.appointments).toBeGreaterThan(before.appointments);
    const [stale] = await db.sql<{ overdue: number }[]>`
      SELECT count(*)::int AS overdue FROM appointments
      WHERE boutique_id = ${demoBoutiqueId} AND status = 'booked' AND starts_at + interval '90 minutes' <= ${later}`;
    expect(stale!.overdue).toBe(0);
    expect(await seedDemoShowcase({ sql: db.sql, storage, now: later, appointments: 'wait' })).toEqual(after);
  });

  it('keeps every follow-up coherent with her visits when the demo starts again on the following days', async () => {
    for (const days of [4, 5]) {
      const later = DateTime.fromJSDate(now, { zone: 'America/New_York' }).plus({ days }).toJSDate();
      await seedDemoShowcase({ sql: db.sql, storage, now: later, appointments: 'wait' });
      expect(await incoherentFollowUps(later)).toEqual([]);
      expect(await plansMissing()).toEqual([]);
    }
    // No booking of a bride's was made before her previous visit was over.
    const [early] = await db.sql<{ count: number }[]>`
      SELECT count(*)::int AS count FROM follow_ups f
      JOIN appointments a ON a.id = f.appointment_id
      WHERE f.boutique_id = ${demoBoutiqueId} AND f.stopped_reason = 'booked_again' AND f.stopped_at < a.ended_at`;
    expect(early!.count).toBe(0);
  }, 180_000);
});

interface SeededFollowUp {
  name: string;
  step: number;
  status: string;
  dueAt: Date;
  draftedAt: Date | null;
  sentAt: Date | null;
  stoppedAt: Date | null;
  stoppedReason: string | null;
  startsAt: Date;
  endedAt: Date;
  result: string;
  followUpConsentAt: Date | null;
  followUpDays: number[];
  timeZone: string;
  nextVisit: Date | null;
  boughtAt: Date | null;
}

/**
 * Every demo follow-up read against her visits, as the real plan would have made it: planned after
 * a 'not yet' or 'no sale' of a bride who had agreed by then, due on the boutique's days, drafted
 * when due, and stopped only by a booking made after this visit and before her next one (or a
 * purchase). Answers what disagrees, one line each.
 */
async function incoherentFollowUps(at: Date): Promise<string[]> {
  const rows = await db.sql<SeededFollowUp[]>`
    SELECT b.name, f.step, f.status, f.due_at, f.drafted_at, f.sent_at, f.stopped_at, f.stopped_reason,
           a.starts_at, a.ended_at, o.result, b.follow_up_consent_at, bq.follow_up_days, bq.time_zone,
           (SELECT min(l.starts_at) FROM appointments l
            WHERE l.bride_id = f.bride_id AND l.starts_at > a.starts_at) AS next_visit,
           (SELECT min(y.recorded_at) FROM appointment_outcomes y
            WHERE y.bride_id = f.bride_id AND y.result = 'said_yes' AND y.recorded_at > a.ended_at) AS bought_at
    FROM follow_ups f
    JOIN appointments a ON a.id = f.appointment_id
    JOIN appointment_outcomes o ON o.appointment_id = a.id
    JOIN brides b ON b.id = f.bride_id
    JOIN boutiques bq ON bq.id = f.boutique_id
    WHERE f.boutique_id = ${demoBoutiqueId}
    ORDER BY b.name, a.starts_at, f.step`;
  const problems: string[] = [];
  for (const row of rows) {
    const what = `${row.name}, visit of ${row.startsAt.toISOString()}, step ${row.step} (${row.status} ${row.stoppedReason ?? ''})`;
    const fail = (why: string) => problems.push(`${what}: ${why}`);
    if (row.result !== 'not_yet' && row.result !== 'no_sale') fail(`planned after '${row.result}'`);
    if (!row.followUpConsentAt || row.followUpConsentAt > row.endedAt)
      fail('she had not agreed by the end of her visit');
    const days = row.followUpDays[row.step - 1]!;
    const dueAt = followUpDueAt({ endedAt: row.endedAt, days, timeZone: row.timeZone, dayMs: realFollowUpDayMs });
    if (row.dueAt.getTime() !== dueAt.getTime()) fail(`due ${row.dueAt.toISOString()}, not ${days} days on`);
    if (row.status === 'stopped') {
      const stoppedAt = row.stoppedAt!;
      if (stoppedAt < row.endedAt) fail(`stopped ${stoppedAt.toISOString()}, before her visit ended`);
      if (row.stoppedReason === 'booked_again' && (!row.nextVisit || stoppedAt > row.nextVisit)) {
        fail(`stopped ${stoppedAt.toISOString()} as booked again; her next visit: ${row.nextVisit?.toISOString()}`);
      }
      if (row.stoppedReason === 'bought' && (!row.boughtAt || stoppedAt < row.boughtAt)) fail('stopped as bought');
      if (!row.draftedAt && stoppedAt > row.dueAt) fail('fell due before the stop and was never drafted');
      continue;
    }
    if (row.status === 'scheduled' && row.dueAt <= at) fail('due, never drafted');
    if (row.status !== 'scheduled' && row.dueAt > at) fail('drafted before it was due');
    if (row.status === 'sent' && (row.sentAt! < row.dueAt || row.sentAt! > at)) fail('sent outside its time');
    const cameBack = [row.nextVisit, row.boughtAt].filter((date): date is Date => date !== null);
    if (cameBack.some((date) => date < row.dueAt))
      fail('she came back or bought before it was due, yet it was not stopped');
  }
  return problems;
}

/** The 'not yet' and 'no sale' visits of brides who had agreed, with no later visit and no plan. */
async function plansMissing(): Promise<string[]> {
  const rows = await db.sql<{ name: string; startsAt: Date }[]>`
    SELECT b.name, a.starts_at FROM appointments a
    JOIN appointment_outcomes o ON o.appointment_id = a.id
    JOIN brides b ON b.id = a.bride_id
    WHERE a.boutique_id = ${demoBoutiqueId} AND o.result IN ('not_yet', 'no_sale')
      AND b.follow_up_consent AND b.follow_up_consent_at <= a.ended_at AND b.email <> ''
      AND NOT EXISTS (SELECT 1 FROM appointments l WHERE l.bride_id = a.bride_id AND l.starts_at > a.starts_at)
      AND NOT EXISTS (SELECT 1 FROM follow_ups f WHERE f.appointment_id = a.id)`;
  return rows.map((row) => `${row.name}, visit of ${row.startsAt.toISOString()}: no plan`);
}
