/**
 * The weekly coaching digest: (1) a 10-consultant boutique with two years of appointments, outcomes,
 * score cards and goals, seeded with set-based SQL: all its digests of a week (the ten consultants'
 * and the team's) read, computed and worded by the built-in coach, in process against the platform's
 * database; (2) the weekly run for 1,000 boutiques on one real worker process: from the worker's
 * start to every digest written and every e-mail handed to an SMTP server, in total and per boutique.
 */
import { buildBoutiqueDigests } from '@bridal/server/coaching/digest/build-boutique-digests';
import { wordDigest } from '@bridal/server/coaching/digest/coach-words';
import { currentDigestWeek } from '@bridal/server/coaching/digest/digest-week';
import { readBoutiqueWeek, readDigestBoutique } from '@bridal/server/coaching/digest/read-boutique-week';
import type { Sql } from '@bridal/server/db/create-sql';
import type { Cleanup } from '@bridal/testing/cleanup';
import { waitUntil } from '@bridal/testing/wait';
import { startSmtpSink } from '@bridal/testing/smtp-capture';
import type { BenchPlatform } from './bench-platform';
import { formatMs, type LatencySummary, measureOneAtATime } from './load';

export const coachingTargets = { digestP95Ms: 200 };

const runs = { warmUp: 20, measured: 200 };
const weekly = { boutiques: 1_000, consultants: 5, weeks: 12, visitsPerWeek: 3 };
const big = { consultants: 10, weeks: 104, visitsPerWeek: 10 };

const mark = (met: boolean) => (met ? '✅' : '❌');
const latency = (stats: LatencySummary) =>
  `p50 ${formatMs(stats.p50)} · p95 ${formatMs(stats.p95)} · p99 ${formatMs(stats.p99)} · max ${formatMs(stats.max)}`;

/** A zone where the digest of the current week is due now (any zone but one whose Monday morning it is). */
function dueZone(now: Date): string {
  return ['UTC', 'Pacific/Auckland', 'America/Los_Angeles'].find((zone) => currentDigestWeek(now, zone).due)!;
}

/**
 * Boutiques named `<slug>-<n>` with an owner and `consultants` consultants each, `visitsPerWeek`
 * completed visits a week for each consultant over `weeks` weeks before this week, every one with
 * its bride, outcome and (four in five) score card, and a goal per consultant set eight weeks ago.
 * In one transaction, through a temporary plan table. Answers the boutiques' ids.
 */
async function seedBoutiques(
  sql: Sql,
  options: { slug: string; count: number; consultants: number; weeks: number; visitsPerWeek: number; timeZone: string },
): Promise<number[]> {
  const { slug, timeZone } = options;
  return sql.begin(async (tx) => {
    await tx`SELECT setseed(0.42)`;
    const boutiques = await tx<{ id: number }[]>`
      INSERT INTO boutiques (slug, name, time_zone)
      SELECT ${slug} || '-' || n, 'Coaching Bench ' || n, ${timeZone} FROM generate_series(1, ${options.count}) AS n
      RETURNING id`;
    const ids = boutiques.map((boutique) => boutique.id);
    await tx`
      INSERT INTO users (boutique_id, email, name, role, status)
      SELECT b, ${slug} || '.' || b || '.' || j || '@bench.example.com', 'Bench ' || b || ' person ' || j,
             CASE WHEN j = 0 THEN 'owner' ELSE 'consultant' END, 'active'
      FROM unnest(${ids}::int[]) AS b CROSS JOIN generate_series(0, ${options.consultants}) AS j`;
    await tx`
      CREATE TEMP TABLE plan ON COMMIT DROP AS
      SELECT gen_random_uuid() AS bride_id, gen_random_uuid() AS appointment_id, u.boutique_id, u.id AS consultant_id,
             (date_trunc('week', now() AT TIME ZONE ${timeZone}) - make_interval(days => 1 + (random() * 7 * ${options.weeks})::int)
               + make_interval(hours => 10 + (random() * 8)::int)) AT TIME ZONE ${timeZone} AS starts_at,
             random() < 0.4 AS sold, random() AS roll
      FROM users u CROSS JOIN generate_series(1, ${options.weeks * options.visitsPerWeek})
      WHERE u.boutique_id = ANY(${ids}::int[]) AND u.role = 'consultant'`;
    await tx`
      INSERT INTO brides (id, boutique_id, name, answers, status)
      SELECT bride_id, boutique_id, 'Bench bride', '{}'::jsonb, 'ready' FROM plan`;
    await tx`
      INSERT INTO appointments (id, boutique_id, bride_id, consultant_id, starts_at, duration_minutes, status, booked_by)
      SELECT appointment_id, boutique_id, bride_id, consultant_id, starts_at, 90, 'completed', 'staff' FROM plan`;
    await tx`
      INSERT INTO appointment_outcomes (appointment_id, boutique_id, bride_id, consultant_id, result, sale_amount_cents,
                                        dress_on_pull_list, reasons, recorded_at)
      SELECT appointment_id, boutique_id, bride_id, consultant_id, CASE WHEN sold THEN 'said_yes' ELSE 'not_yet' END,
             CASE WHEN sold THEN 120000 + (roll * 300000)::int END, sold AND roll < 0.3,
             CASE WHEN sold THEN '{}'::text[]
                  ELSE ARRAY[(ARRAY['budget', 'keep_shopping', 'decision_maker_absent', 'not_the_one', 'timing',
                                    'fit_or_size', 'other'])[1 + (roll * 7)::int % 7]] END,
             starts_at + CASE WHEN roll < 0.9 THEN interval '2 hours' ELSE interval '3 days' END
      FROM plan`;
    await tx`
      INSERT INTO score_cards (appointment_id, boutique_id, consultant_id, answers, filled_at)
      SELECT appointment_id, boutique_id, consultant_id,
             jsonb_build_object(
               'openedWithPlan', CASE WHEN random() < 0.8 THEN 'yes' ELSE 'no' END,
               'askedBudgetAndDecider', CASE WHEN random() < 0.7 THEN 'yes' ELSE 'no' END,
               'pulledFromListFirst', CASE WHEN random() < 0.75 THEN 'yes' ELSE 'no' END,
               'involvedParty', CASE WHEN random() < 0.6 THEN 'yes' ELSE 'not_relevant' END,
               'askedForSale', CASE WHEN random() < 0.65 THEN 'yes' ELSE 'no' END,
               'setNextStep', CASE WHEN random() < 0.7 THEN 'yes' ELSE 'no' END),
             starts_at + interval '2 hours'
      FROM plan WHERE roll < 0.8`;
    await tx`
      INSERT INTO consultant_goals (boutique_id, consultant_id, measure, target, starts_on, due_on)
      SELECT boutique_id, id, 'appointment_ratio', 0.45, (now() AT TIME ZONE ${timeZone})::date - 56,
             (now() AT TIME ZONE ${timeZone})::date + 60
      FROM users WHERE boutique_id = ANY(${ids}::int[]) AND role = 'consultant'`;
    return ids;
  }) as Promise<number[]>;
}

/** A boutique's digests of this week, read, computed and worded, as the weekly job does before writing. */
async function computeDigests(sql: Sql, boutiqueId: number, now: Date): Promise<number> {
  const boutique = (await readDigestBoutique(sql, boutiqueId))!;
  const read = await readBoutiqueWeek(sql, boutique, currentDigestWeek(now, boutique.timeZone).week);
  const digests = buildBoutiqueDigests(read);
  const words = [...digests.consultants.map(({ facts }) => wordDigest(facts)), wordDigest(digests.team)];
  return words.length;
}

const measure = (task: () => Promise<unknown>, signal: AbortSignal) => measureOneAtATime(task, runs, signal);

export async function runCoachingBench(
  platform: BenchPlatform,
  cleanup: Cleanup,
  signal: AbortSignal,
): Promise<{ rows: string[][]; notes: string[]; setup: string }> {
  const sql = platform.database.sql;
  const now = new Date();
  const timeZone = dueZone(now);

  console.log('Coaching: seeding a 10-consultant boutique with two years of data...');
  let started = performance.now();
  const [bigBoutique] = await seedBoutiques(sql, { slug: 'bench-coaching-big', count: 1, timeZone, ...big });
  const bigSeedMs = performance.now() - started;
  await sql`ANALYZE`;
  console.log(`Coaching: the boutique's digests of a week, ${runs.measured} runs...`);
  const digestCount = await computeDigests(sql, bigBoutique!, now);
  const digest = await measure(() => computeDigests(sql, bigBoutique!, now), signal);

  console.log(`Coaching: seeding ${weekly.boutiques} boutiques of ${weekly.consultants} consultants...`);
  started = performance.now();
  // Only the seeded boutiques take part in the weekly run.
  await sql`UPDATE boutiques SET coaching_digest_enabled = false`;
  const ids = await seedBoutiques(sql, { slug: 'bench-coaching-weekly', count: weekly.boutiques, timeZone, ...weekly });
  const weeklySeedMs = performance.now() - started;
  await sql`ANALYZE`;
  const [counts] = await sql<{ appointments: number; cards: number }[]>`
    SELECT (SELECT count(*)::int FROM appointments WHERE boutique_id = ANY(${ids}::int[])) AS appointments,
           (SELECT count(*)::int FROM score_cards WHERE boutique_id = ANY(${ids}::int[])) AS cards`;
  const recipients = weekly.boutiques * (weekly.consultants + 1);

  console.log('Coaching: the weekly run on one worker...');
  const smtp = await cleanup.track('stop the SMTP sink', startSmtpSink(), (sink) => sink.stop());
  const workerStarted = performance.now();
  await platform.startWorkers(1, { COACHING_DIGEST_INTERVAL_SECONDS: '1', SMTP_URL: smtp.url });
  const runStarted = performance.now();
  const state = async () =>
    (
      await sql<{ written: number; sent: number }[]>`
        SELECT count(*)::int AS written, count(*) FILTER (WHERE mail_status = 'sent')::int AS sent
        FROM coaching_digests WHERE boutique_id = ANY(${ids}::int[])`
    )[0]!;
  let writtenMs = 0;
  const done = await waitUntil(
    async () => {
      const { written, sent } = await state();
      if (written >= recipients && writtenMs === 0) writtenMs = performance.now() - runStarted;
      return sent >= recipients;
    },
    { everyMs: 250, timeoutMs: 240_000, signal },
  );
  const sentMs = performance.now() - runStarted;
  const final = await state();
  await platform.stopWorker();
  if (writtenMs === 0) writtenMs = sentMs;

  const digestMet = digest.p95 <= coachingTargets.digestP95Ms;
  return {
    rows: [
      [
        `C1. The weekly digests of a 10-consultant boutique with two years of data (${digestCount} digests: read, computed, worded)`,
        latency(digest),
        `p95 ≤ ${coachingTargets.digestP95Ms} ms`,
        mark(digestMet),
      ],
      [
        `C2. The weekly run for ${weekly.boutiques} boutiques on one worker (${recipients} digests written and e-mailed)`,
        `written in ${formatMs(writtenMs)} (${formatMs(writtenMs / weekly.boutiques)} a boutique); all e-mails sent in ` +
          `${formatMs(sentMs)} (${formatMs(sentMs / weekly.boutiques)} a boutique)` +
          (done ? '' : ` · **stopped at 240 s: ${final.written} written, ${final.sent} sent**`),
        '–',
        done ? '' : '❌',
      ],
    ],
    notes: [
      `Coaching C1: seeded ${big.consultants} consultants × ${big.weeks} weeks × ${big.visitsPerWeek} visits a week with outcomes, ` +
        `score cards and goals in ${formatMs(bigSeedMs)}; each run reads the boutique's team, behaviours, goals and counts over ` +
        `the week, the week before and 12 weeks, and words all ${digestCount} digests with the built-in coach.`,
      `Coaching C2: seeded ${counts!.appointments} appointments and ${counts!.cards} score cards (${weekly.consultants} consultants ` +
        `× ${weekly.weeks} weeks × ${weekly.visitsPerWeek} a week a boutique) in ${formatMs(weeklySeedMs)}; the worker ` +
        `(WORKER_CONCURRENCY 5, COACHING_DIGEST_INTERVAL_SECONDS 1, built-in coach) took ${formatMs(runStarted - workerStarted)} ` +
        `to start (not counted); ${smtp.received()} e-mails reached the SMTP server.`,
    ],
    setup:
      `Coaching section: C1 in the bench process on the platform's database, ${runs.warmUp} warm-up runs then ` +
      `${runs.measured} one after another; C2 on one real worker process, timed from its start to the last row written and sent.`,
  };
}
