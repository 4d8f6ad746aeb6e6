import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { daysInPeriod } from '@bridal/shared/reports/closing-report';
import { boutiqueDate } from '@bridal/testing/boutique-day';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import type { Sql } from '../db/create-sql';
import { closingReportCsv } from './closing-report-csv';
import { readClosingReport } from './read-closing-report';

let db: TestDatabase;

async function addBoutique(sql: Sql, slug: string, timeZone: string): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    INSERT INTO boutiques (slug, name, time_zone) VALUES (${slug}, ${slug}, ${timeZone}) RETURNING id`;
  return row!.id;
}

async function addUser(sql: Sql, boutiqueId: number, name: string, role = 'consultant'): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO users (boutique_id, email, name, role, status, coaching_goals)
    VALUES (${boutiqueId}, ${`${name.toLowerCase()}-${boutiqueId}@example.com`}, ${name}, ${role}, 'active', ${`${name}'s goal`})
    RETURNING id`;
  return row!.id;
}

async function addBride(sql: Sql, boutiqueId: number, answers: object = { budget: '1000-2000' }): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO brides (boutique_id, name, answers) VALUES (${boutiqueId}, 'Bride', ${sql.json(answers as never)})
    RETURNING id`;
  return row!.id;
}

interface Visit {
  boutiqueId: number;
  brideId: string;
  consultantId: string | null;
  startsAt: string;
  status?: 'completed' | 'no_show' | 'booked' | 'cancelled';
  outcome?: {
    result: 'said_yes' | 'not_yet' | 'no_sale';
    cents?: number;
    onPullList?: boolean;
    reasons?: string[];
    /** Who recorded it when nobody was assigned (record-outcome writes her on the outcome). */
    recordedBy?: string;
  };
}

async function addVisit(sql: Sql, visit: Visit): Promise<void> {
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, status, booked_by)
    VALUES (${visit.boutiqueId}, ${visit.brideId}, ${visit.consultantId}, ${visit.startsAt}, 90,
            ${visit.status ?? 'completed'}, 'staff')
    RETURNING id`;
  if (!visit.outcome) return;
  await sql`
    INSERT INTO appointment_outcomes (appointment_id, boutique_id, bride_id, consultant_id, result,
                                      sale_amount_cents, dress_on_pull_list, reasons)
    VALUES (${row!.id}, ${visit.boutiqueId}, ${visit.brideId}, ${visit.consultantId ?? visit.outcome.recordedBy ?? null},
            ${visit.outcome.result},
            ${visit.outcome.cents ?? null}, ${visit.outcome.onPullList ?? false}, ${visit.outcome.reasons ?? []})`;
}

beforeAll(async () => {
  db = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  await db?.drop();
});

describe('the closing report', () => {
  it('counts one bride with two visits and one purchase as 100 % contact-based and 50 % by appointment', async () => {
    const boutiqueId = await addBoutique(db.sql, 'two-visits', 'America/New_York');
    const ana = await addUser(db.sql, boutiqueId, 'Ana');
    const bride = await addBride(db.sql, boutiqueId);
    await addVisit(db.sql, { boutiqueId, brideId: bride, consultantId: ana, startsAt: '2025-05-06T15:00:00Z' });
    await addVisit(db.sql, {
      boutiqueId,
      brideId: bride,
      consultantId: ana,
      startsAt: '2025-05-13T15:00:00Z',
      outcome: { result: 'said_yes', cents: 180_000, onPullList: true },
    });
    const report = await readClosingReport(db.sql, { boutiqueId, from: '2025-05-01', to: '2025-05-31', by: 'month' });
    expect(report.totals).toMatchObject({
      bridesSeen: 1,
      bridesBought: 1,
      completed: 2,
      sales: 1,
      contactRatio: 1,
      appointmentRatio: 0.5,
      salesTotalCents: 180_000,
      averageSaleCents: 180_000,
    });
    expect(report.byPeriod).toEqual([expect.objectContaining({ start: '2025-05-01', label: 'May 2025', sales: 1 })]);
    expect(report.pullListHitRate).toEqual({ sales: 1, onPullList: 1, rate: 1 });
    expect(report.saleVsBudget).toMatchObject({ count: 1, withinBudget: 1, over: 0 });
    expect(report.byConsultant).toEqual([
      expect.objectContaining({ name: 'Ana', coachingGoals: "Ana's goal", contactRatio: 1, appointmentRatio: 0.5 }),
    ]);
  });

  it('counts 8 brides seen and 5 sales as 62.5 %, with no-shows, reasons and each consultant apart', async () => {
    const boutiqueId = await addBoutique(db.sql, 'eight-brides', 'America/New_York');
    const ana = await addUser(db.sql, boutiqueId, 'Ana');
    const bea = await addUser(db.sql, boutiqueId, 'Bea');
    for (let index = 0; index < 8; index += 1) {
      const bride = await addBride(
        db.sql,
        boutiqueId,
        index === 0 ? { budget: 'custom', customBudget: '1000' } : undefined,
      );
      await addVisit(db.sql, {
        boutiqueId,
        brideId: bride,
        consultantId: index < 4 ? ana : bea,
        startsAt: `2025-06-0${index + 2}T16:00:00Z`,
        outcome:
          index < 5
            ? { result: 'said_yes', cents: 250_000, onPullList: index < 2 }
            : { result: 'not_yet', reasons: index === 5 ? ['budget', 'timing'] : ['budget'] },
      });
    }
    const noShow = await addBride(db.sql, boutiqueId);
    await addVisit(db.sql, {
      boutiqueId,
      brideId: noShow,
      consultantId: bea,
      startsAt: '2025-06-03T18:00:00Z',
      status: 'no_show',
    });
    await addVisit(db.sql, {
      boutiqueId,
      brideId: noShow,
      consultantId: bea,
      startsAt: '2025-06-04T18:00:00Z',
      status: 'cancelled',
    });

    const report = await readClosingReport(db.sql, { boutiqueId, from: '2025-06-01', to: '2025-06-30', by: 'week' });
    expect(report.totals).toMatchObject({ bridesSeen: 8, bridesBought: 5, contactRatio: 0.625, noShows: 1 });
    expect(report.totals.noShowRate).toBeCloseTo(1 / 9);
    expect(report.topReasons).toEqual([
      { reason: 'budget', label: 'Budget', count: 3, share: 1 },
      { reason: 'timing', label: 'Timing or ship date', count: 1, share: 1 / 3 },
    ]);
    expect(report.byPeriod.map((row) => row.start)).toEqual([
      '2025-05-26',
      '2025-06-02',
      '2025-06-09',
      '2025-06-16',
      '2025-06-23',
      '2025-06-30',
    ]);
    const byName = Object.fromEntries(report.byConsultant.map((row) => [row.name, row]));
    expect(byName.Ana).toMatchObject({ bridesSeen: 4, sales: 4, contactRatio: 1 });
    expect(byName.Bea).toMatchObject({ bridesSeen: 4, sales: 1, contactRatio: 0.25, noShows: 1 });
    expect(report.saleVsBudget).toMatchObject({ count: 5, withinBudget: 0, over: 5 });

    const own = await readClosingReport(db.sql, {
      boutiqueId,
      from: '2025-06-01',
      to: '2025-06-30',
      by: 'week',
      consultantId: bea,
    });
    expect(own.scope).toBe('own');
    expect(own.totals.contactRatio).toBe(0.625);
    expect(own.byConsultant.map((row) => row.name)).toEqual(['Bea']);
    expect(own.saleVsBudget.rows.map((row) => row.name)).toEqual(['Bea']);
    expect(JSON.stringify(own)).not.toContain(ana);
  });

  it.each([
    // Europe/London goes to summer time on Sunday 30 March 2025 at 01:00.
    [
      'Europe/London',
      '2025-03-24',
      '2025-03-30',
      ['2025-03-24T00:30:00Z', '2025-03-30T00:30:00Z', '2025-03-30T22:30:00Z'],
      ['2025-03-23T23:30:00Z', '2025-03-30T23:30:00Z'],
    ],
    // America/New_York goes to daylight time on Sunday 9 March 2025 at 02:00.
    [
      'America/New_York',
      '2025-03-03',
      '2025-03-09',
      ['2025-03-03T05:30:00Z', '2025-03-09T06:30:00Z', '2025-03-10T03:30:00Z'],
      ['2025-03-03T04:30:00Z', '2025-03-10T04:30:00Z'],
    ],
  ])('counts a week with the %s clock change by its local days', async (timeZone, from, to, inside, outside) => {
    const boutiqueId = await addBoutique(db.sql, `dst-${timeZone.toLowerCase().replace(/[^a-z]+/g, '-')}`, timeZone);
    const ana = await addUser(db.sql, boutiqueId, 'Ana');
    for (const startsAt of [...inside, ...outside]) {
      await addVisit(db.sql, { boutiqueId, brideId: await addBride(db.sql, boutiqueId), consultantId: ana, startsAt });
    }
    const week = await readClosingReport(db.sql, { boutiqueId, from, to, by: 'week' });
    expect(week.timeZone).toBe(timeZone);
    expect(week.totals.completed).toBe(inside.length);
    expect(week.byPeriod).toEqual([expect.objectContaining({ start: from, completed: inside.length })]);

    const around = await readClosingReport(db.sql, { boutiqueId, from: '2025-03-01', to: '2025-04-06', by: 'week' });
    expect(around.byPeriod.find((row) => row.start === from)?.completed).toBe(inside.length);
    expect(around.totals.completed).toBe(inside.length + outside.length);
  });

  it('reads each sale against her budget as her plan does (judgePrice): her range, or her own amount as her ceiling', async () => {
    const boutiqueId = await addBoutique(db.sql, 'budgets', 'America/New_York');
    const ana = await addUser(db.sql, boutiqueId, 'Ana');
    const sales: [object, number][] = [
      [{ budget: '1000-2000' }, 150_000], // within, -25 % from its top
      [{ budget: '1000-2000' }, 250_000], // over, +25 %
      [{ budget: '1000-2000' }, 50_000], // under, -75 %
      [{ budget: 'custom', customBudget: '$3,000' }, 330_000], // a stretch above her own amount: over, +10 %
      [{ budget: 'custom', customBudget: '3000' }, 360_000], // over, +20 %
      [{ budget: '5000-plus' }, 600_000], // within, +20 % from its floor
      [{}, 100_000], // no budget: left out
      [{ budget: 'custom', customBudget: 'lots' }, 100_000], // no amount read: left out
    ];
    for (const [index, [answers, cents]] of sales.entries()) {
      await addVisit(db.sql, {
        boutiqueId,
        brideId: await addBride(db.sql, boutiqueId, answers),
        consultantId: ana,
        startsAt: `2025-06-0${index + 2}T16:00:00Z`,
        outcome: { result: 'said_yes', cents },
      });
    }
    const report = await readClosingReport(db.sql, { boutiqueId, from: '2025-06-01', to: '2025-06-30', by: 'month' });
    const expected = { count: 6, withinBudget: 2, over: 3, under: 1, averageDifferencePercent: -4.2 };
    expect(report.saleVsBudget).toEqual({ ...expected, rows: [{ consultantId: ana, name: 'Ana', ...expected }] });
  });

  it('answers an empty period with dashes, not zeros, and only for its own boutique', async () => {
    const boutiqueId = await addBoutique(db.sql, 'quiet', 'America/Chicago');
    const other = await addBoutique(db.sql, 'busy-other', 'America/Chicago');
    const bride = await addBride(db.sql, other);
    await addVisit(db.sql, {
      boutiqueId: other,
      brideId: bride,
      consultantId: null,
      startsAt: '2025-06-02T16:00:00Z',
      outcome: { result: 'said_yes' },
    });
    const report = await readClosingReport(db.sql, { boutiqueId, from: '2025-06-01', to: '2025-06-30', by: 'month' });
    expect(report.totals).toMatchObject({ completed: 0, contactRatio: null, appointmentRatio: null, noShowRate: null });
    expect(report.byConsultant).toEqual([]);
    const theirs = await readClosingReport(db.sql, {
      boutiqueId: other,
      from: '2025-06-01',
      to: '2025-06-30',
      by: 'month',
    });
    expect(theirs.byConsultant).toEqual([
      expect.objectContaining({ consultantId: null, name: 'Not assigned', sales: 1 }),
    ]);
    await expect(readClosingReport(db.sql, { boutiqueId: 987_654, by: 'week' })).rejects.toThrow('not found');
  });

  it('credits a visit and its sale to the same person: the owner who ran an unassigned appointment', async () => {
    const boutiqueId = await addBoutique(db.sql, 'owner-runs-it', 'America/New_York');
    const owner = await addUser(db.sql, boutiqueId, 'Olive', 'admin');
    await addUser(db.sql, boutiqueId, 'Bea');
    await addVisit(db.sql, {
      boutiqueId,
      brideId: await addBride(db.sql, boutiqueId),
      consultantId: null,
      startsAt: '2025-06-03T15:00:00Z',
      outcome: { result: 'said_yes', cents: 200_000, recordedBy: owner },
    });
    const report = await readClosingReport(db.sql, { boutiqueId, from: '2025-06-01', to: '2025-06-30', by: 'month' });
    const olive = report.byConsultant.find((row) => row.consultantId === owner);
    expect(olive).toMatchObject({ bridesSeen: 1, bridesBought: 1, completed: 1, sales: 1, contactRatio: 1 });
    expect(olive?.byPeriod[0]).toMatchObject({ bridesSeen: 1, bridesBought: 1, appointmentRatio: 1 });
    expect(report.byConsultant.map((row) => row.name).sort()).toEqual(['Bea', 'Olive']);
    expect(report.saleVsBudget.rows.find((row) => row.consultantId === owner)).toMatchObject({ count: 1 });

    const csv = closingReportCsv(report, 'byConsultant').csv.split('\n');
    expect(csv).toContain(`"Olive","Olive's goal",1,1,100,1,1,100,0,0,2000,2000,0,0`);
    expect(csv.some((line) => line.startsWith('"Not assigned"'))).toBe(false);
  });

  it('reads the last four weeks in the boutique zone when no period is given', async () => {
    const boutiqueId = await addBoutique(db.sql, 'default-period', 'Pacific/Auckland');
    const report = await readClosingReport(db.sql, { boutiqueId, by: 'week' });
    expect(report.period.to).toBe(boutiqueDate('Pacific/Auckland'));
    expect(daysInPeriod(report.period.from, report.period.to)).toBe(28);
  });
});
