/**
 * Appointments: a boutique with two years of data (10 consultants, 10,000 appointments,
 * the completed ones with outcomes) seeded with set-based SQL, then the closing report for 12
 * months, by month and by week, and the free slots for 60 days, each called in process against
 * the platform's database (what a request spends beyond them is the API's usual work).
 */
import { listFreeSlots } from '@bridal/server/appointments/schedule/free-slots';
import type { Sql } from '@bridal/server/db/create-sql';
import { readClosingReport } from '@bridal/server/reports/read-closing-report';
import { resolveReportPeriod } from '@bridal/server/reports/report-period';
import type { Cleanup } from '@bridal/testing/cleanup';
import type { BenchPlatform } from './bench-platform';
import { runRoomsBench } from './appointment-rooms-bench';
import { formatMs, type LatencySummary, measureOneAtATime } from './load';

export const appointmentsTargets = { reportP95Ms: 100, freeSlotsP95Ms: 30 };

const seed = { consultants: 10, brides: 7_000, pastAppointments: 9_600, upcomingAppointments: 400, days: 730 };
const runs = { warmUp: 20, measured: 200 };
const timeZone = 'America/New_York';

const mark = (met: boolean) => (met ? '✅' : '❌');
const latency = (stats: LatencySummary) =>
  `p50 ${formatMs(stats.p50)} · p95 ${formatMs(stats.p95)} · p99 ${formatMs(stats.p99)} · max ${formatMs(stats.max)}`;

/** The boutique, its team, its brides and two years of appointments with their outcomes; answers its id. */
async function seedAppointments(sql: Sql): Promise<number> {
  return sql.begin(async (tx) => {
    const [boutique] = await tx<{ id: number }[]>`
      INSERT INTO boutiques (slug, name, time_zone) VALUES ('bench-appointments', 'Bench Appointments', ${timeZone})
      RETURNING id`;
    const boutiqueId = boutique!.id;
    await tx`
      INSERT INTO users (boutique_id, email, name, role, status, coaching_goals)
      SELECT ${boutiqueId}, 'bench.consultant.' || i || '@example.com', 'Consultant ' || i, 'consultant', 'active',
             'Ask for the sale by the third dress (' || i || ')'
      FROM generate_series(1, ${seed.consultants}) AS i`;
    await tx`
      INSERT INTO brides (boutique_id, name, answers, status)
      SELECT ${boutiqueId}, 'Bench bride ' || i,
             jsonb_build_object(
               'budget', (ARRAY['under-1000', '1000-2000', '2000-3000', '3000-5000', '5000-plus', 'custom'])[1 + i % 6],
               'customBudget', CASE WHEN i % 6 = 5 THEN '2500' ELSE '' END),
             'ready'
      FROM generate_series(1, ${seed.brides}) AS i`;
    // The team and the brides numbered from 0, for the appointments below to pick by arithmetic.
    const numbered = () => tx`
      WITH team AS (
        SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE boutique_id = ${boutiqueId}
      ), bride AS (
        SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM brides WHERE boutique_id = ${boutiqueId}
      )`;
    // Past appointments spread over two years, at whole hours of the boutique's day; about one
    // bride in three comes twice. Then a few weeks of bookings ahead, for the free slots.
    await tx`
      ${numbered()}
      INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, status, booked_by)
      SELECT ${boutiqueId}, bride.id, team.id,
             (date_trunc('day', now() AT TIME ZONE ${timeZone}) - make_interval(days => ${seed.days})
               + make_interval(days => (i * ${seed.days}) / ${seed.pastAppointments}, hours => 10 + i % 8)) AT TIME ZONE ${timeZone},
             90,
             CASE WHEN i % 12 = 0 THEN 'no_show' WHEN i % 29 = 0 THEN 'cancelled' ELSE 'completed' END,
             CASE WHEN i % 2 = 0 THEN 'bride' ELSE 'staff' END
      FROM generate_series(0, ${seed.pastAppointments - 1}) AS i
      JOIN bride ON bride.n = (i * 7) % ${seed.brides}
      JOIN team ON team.n = i % ${seed.consultants}`;
    await tx`
      ${numbered()}
      INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, status, booked_by)
      SELECT ${boutiqueId}, bride.id, team.id,
             (date_trunc('day', now() AT TIME ZONE ${timeZone})
               + make_interval(days => 1 + i % 60, mins => 660 + 90 * ((i / 60) % 4))) AT TIME ZONE ${timeZone},
             90, 'booked', 'bride'
      FROM generate_series(0, ${seed.upcomingAppointments - 1}) AS i
      JOIN bride ON bride.n = (i * 13) % ${seed.brides}
      JOIN team ON team.n = i % ${seed.consultants}`;
    await tx`
      INSERT INTO appointment_outcomes (appointment_id, boutique_id, bride_id, consultant_id, result, dress_name,
                                        dress_on_pull_list, sale_amount_cents, reasons, recorded_at)
      SELECT a.id, a.boutique_id, a.bride_id, a.consultant_id, pick.result,
             CASE WHEN pick.result = 'said_yes' THEN 'Bench gown' ELSE '' END,
             pick.result = 'said_yes' AND pick.roll % 3 <> 0,
             CASE WHEN pick.result = 'said_yes' THEN 90000 + (pick.roll * 4177) % 500000 END,
             CASE WHEN pick.result = 'said_yes' THEN '{}'::text[]
                  ELSE ARRAY[(ARRAY['budget', 'keep_shopping', 'decision_maker_absent', 'not_the_one', 'timing',
                                    'fit_or_size', 'other'])[1 + pick.roll % 7]] END,
             a.starts_at + interval '90 minutes'
      FROM appointments a
      CROSS JOIN LATERAL (
        SELECT abs(hashtext(a.id::text)::bigint) AS roll
      ) AS r
      CROSS JOIN LATERAL (
        SELECT r.roll,
               CASE WHEN r.roll % 100 < 42 THEN 'said_yes' WHEN r.roll % 100 < 80 THEN 'not_yet' ELSE 'no_sale' END AS result
      ) AS pick
      WHERE a.boutique_id = ${boutiqueId} AND a.status = 'completed'`;
    // Follow-ups: both steps sent, 2 and 7 days after each 'not yet' or 'no sale', so
    // the report's follow-up figures read as many sent rows as a busy boutique would have.
    await tx`
      INSERT INTO follow_ups (boutique_id, bride_id, appointment_id, step, due_at, status, sent_at, sent_to)
      SELECT o.boutique_id, o.bride_id, o.appointment_id, step.n, o.recorded_at + make_interval(days => step.days),
             'sent', o.recorded_at + make_interval(days => step.days, mins => 15), 'bench@example.com'
      FROM appointment_outcomes o
      CROSS JOIN (VALUES (1, 2), (2, 7)) AS step(n, days)
      WHERE o.boutique_id = ${boutiqueId} AND o.result <> 'said_yes'`;
    return boutiqueId;
  });
}

const measure = (task: () => Promise<unknown>, signal: AbortSignal) => measureOneAtATime(task, runs, signal);

export async function runAppointmentsBench(
  platform: BenchPlatform,
  _cleanup: Cleanup,
  signal: AbortSignal,
): Promise<{ rows: string[][]; notes: string[]; setup: string }> {
  const sql = platform.database.sql;
  console.log('Appointments: seeding two years of appointments...');
  const seedStarted = performance.now();
  const boutiqueId = await seedAppointments(sql);
  await sql`ANALYZE appointments`;
  await sql`ANALYZE appointment_outcomes`;
  await sql`ANALYZE follow_ups`;
  const seedMs = performance.now() - seedStarted;
  const [counts] = await sql<{ appointments: number; outcomes: number; sales: number }[]>`
    SELECT (SELECT count(*)::int FROM appointments WHERE boutique_id = ${boutiqueId}) AS appointments,
           (SELECT count(*)::int FROM appointment_outcomes WHERE boutique_id = ${boutiqueId}) AS outcomes,
           (SELECT count(*)::int FROM appointment_outcomes WHERE boutique_id = ${boutiqueId} AND result = 'said_yes') AS sales`;

  // Twelve months up to today in the boutique's zone: from the day after the same day a year ago.
  const to = resolveReportPeriod({ timeZone }).lastDay;
  const yearAgo = new Date(`${to}T00:00:00Z`);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  yearAgo.setUTCDate(yearAgo.getUTCDate() + 1);
  const from = yearAgo.toISOString().slice(0, 10);
  console.log(`Appointments: the closing report ${from} to ${to}, ${runs.measured} runs by month and by week...`);
  const byMonth = await measure(() => readClosingReport(sql, { boutiqueId, from, to, by: 'month' }), signal);
  const byWeek = await measure(() => readClosingReport(sql, { boutiqueId, from, to, by: 'week' }), signal);
  const sample = await readClosingReport(sql, { boutiqueId, from, to, by: 'month' });
  console.log(`Appointments: free slots for 60 days, ${runs.measured} runs...`);
  const slotCount = (await listFreeSlots(sql, boutiqueId, { days: 60 })).length;
  const slots = await measure(() => listFreeSlots(sql, boutiqueId, { days: 60 }), signal);

  const rooms = await runRoomsBench(sql, signal);

  const reportMet = (stats: LatencySummary) => stats.p95 <= appointmentsTargets.reportP95Ms;
  return {
    rows: [
      [
        'A1. Closing report, 12 months by month (10 consultants, 10,000 appointments over 2 years)',
        latency(byMonth),
        `p95 ≤ ${appointmentsTargets.reportP95Ms} ms`,
        mark(reportMet(byMonth)),
      ],
      [
        'A2. Closing report, 12 months by week (same data)',
        latency(byWeek),
        `p95 ≤ ${appointmentsTargets.reportP95Ms} ms`,
        mark(reportMet(byWeek)),
      ],
      [
        'A3. Free slots for 60 days (400 upcoming bookings)',
        `${latency(slots)} · ${slotCount} slots`,
        `p95 ≤ ${appointmentsTargets.freeSlotsP95Ms} ms`,
        mark(slots.p95 <= appointmentsTargets.freeSlotsP95Ms),
      ],
      ...rooms.rows,
    ],
    notes: [
      `Appointments: seeded ${counts!.appointments} appointments, ${counts!.outcomes} outcomes (${counts!.sales} sales) ` +
        `in ${formatMs(seedMs)}; the 12-month report counts ${sample.totals.completed} completed appointments, ` +
        `${sample.totals.sales} sales, contact-based ${((sample.totals.contactRatio ?? 0) * 100).toFixed(1)} %.`,
      ...rooms.notes,
    ],
    setup:
      `Appointments sections: readClosingReport and listFreeSlots called in the bench process on the platform's ` +
      `database (pool of 5), ${runs.warmUp} warm-up calls, then ${runs.measured} one after another.`,
  };
}
