import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import type { Sql } from '../db/create-sql';
import { readClosingReport } from './read-closing-report';
import { readFollowUpFigures } from './read-follow-up-figures';
import { resolveReportPeriod } from './report-period';

let db: TestDatabase;

async function addBoutique(sql: Sql, slug: string, timeZone: string): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    INSERT INTO boutiques (slug, name, time_zone) VALUES (${slug}, ${slug}, ${timeZone}) RETURNING id`;
  return row!.id;
}

async function addUser(sql: Sql, boutiqueId: number, name: string): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO users (boutique_id, email, name, role, status)
    VALUES (${boutiqueId}, ${`${name.toLowerCase()}-${boutiqueId}@example.com`}, ${name}, 'consultant', 'active')
    RETURNING id`;
  return row!.id;
}

async function addBride(sql: Sql, boutiqueId: number): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO brides (boutique_id, name, answers, email, follow_up_consent)
    VALUES (${boutiqueId}, 'Bride', ${sql.json({})}, 'bride@example.com', true)
    RETURNING id`;
  return row!.id;
}

/** A completed appointment with an outcome recorded at `recordedAt`; answers the appointment's id. */
async function addVisit(
  sql: Sql,
  visit: {
    boutiqueId: number;
    brideId: string;
    consultantId: string | null;
    startsAt: string;
    result: 'said_yes' | 'not_yet' | 'no_sale';
    recordedAt?: string;
  },
): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, status, booked_by)
    VALUES (${visit.boutiqueId}, ${visit.brideId}, ${visit.consultantId}, ${visit.startsAt}, 90, 'completed', 'staff')
    RETURNING id`;
  await sql`
    INSERT INTO appointment_outcomes (appointment_id, boutique_id, bride_id, consultant_id, result, recorded_at)
    VALUES (${row!.id}, ${visit.boutiqueId}, ${visit.brideId}, ${visit.consultantId}, ${visit.result},
            ${visit.recordedAt ?? visit.startsAt})`;
  return row!.id;
}

async function addFollowUp(
  sql: Sql,
  followUp: { boutiqueId: number; brideId: string; appointmentId: string; step: number; sentAt: string | null },
): Promise<void> {
  await sql`
    INSERT INTO follow_ups (boutique_id, bride_id, appointment_id, step, due_at, status, sent_at, sent_to)
    VALUES (${followUp.boutiqueId}, ${followUp.brideId}, ${followUp.appointmentId}, ${followUp.step},
            ${followUp.sentAt ?? '2025-06-01T00:00:00Z'}, ${followUp.sentAt ? 'sent' : 'drafted'},
            ${followUp.sentAt}, ${followUp.sentAt ? 'bride@example.com' : ''})`;
}

/** A bride who said 'not yet', was followed up at each of `sentAt`, and maybe bought at `boughtAt`. */
async function addStory(
  sql: Sql,
  story: { boutiqueId: number; consultantId: string | null; sentAt: string[]; boughtAt?: string },
): Promise<string> {
  const brideId = await addBride(sql, story.boutiqueId);
  const appointmentId = await addVisit(sql, {
    boutiqueId: story.boutiqueId,
    brideId,
    consultantId: story.consultantId,
    startsAt: '2025-05-20T15:00:00Z',
    result: 'not_yet',
  });
  for (const [index, sentAt] of story.sentAt.entries()) {
    await addFollowUp(sql, { boutiqueId: story.boutiqueId, brideId, appointmentId, step: index + 1, sentAt });
  }
  if (story.boughtAt) {
    await addVisit(sql, {
      boutiqueId: story.boutiqueId,
      brideId,
      consultantId: story.consultantId,
      startsAt: story.boughtAt,
      result: 'said_yes',
    });
  }
  return brideId;
}

const newYorkDays = (from: string, to: string) => resolveReportPeriod({ timeZone: 'America/New_York', from, to });

beforeAll(async () => {
  db = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  await db?.drop();
});

describe('the follow-up figures of the reports', () => {
  it('counts a sale within 30 days after a follow-up once, and not one 40 days after or one before it', async () => {
    const boutiqueId = await addBoutique(db.sql, 'won-back', 'America/New_York');
    const ana = await addUser(db.sql, boutiqueId, 'Ana');
    const june = { boutiqueId, period: newYorkDays('2025-06-01', '2025-06-30') };

    // Ten days after: won back.
    await addStory(db.sql, {
      boutiqueId,
      consultantId: ana,
      sentAt: ['2025-06-02T14:00:00Z'],
      boughtAt: '2025-06-12T15:00:00Z',
    });
    let figures = await readFollowUpFigures(db.sql, june);
    expect(figures).toMatchObject({ sent: 1, bridesWritten: 1, salesWithin30Days: 1, winBackRate: 1 });

    // Forty days after: not counted.
    await addStory(db.sql, {
      boutiqueId,
      consultantId: ana,
      sentAt: ['2025-06-03T14:00:00Z'],
      boughtAt: '2025-07-13T15:00:00Z',
    });
    // Bought before the follow-up went (the follow-up should never have gone): not counted.
    await addStory(db.sql, {
      boutiqueId,
      consultantId: ana,
      sentAt: ['2025-06-10T14:00:00Z'],
      boughtAt: '2025-06-05T15:00:00Z',
    });
    figures = await readFollowUpFigures(db.sql, june);
    expect(figures).toMatchObject({ sent: 3, bridesWritten: 3, salesWithin30Days: 1 });
    expect(figures.winBackRate).toBeCloseTo(1 / 3);

    // Two follow-ups, then one sale within 30 days of both: one sale.
    await addStory(db.sql, {
      boutiqueId,
      consultantId: ana,
      sentAt: ['2025-06-15T14:00:00Z', '2025-06-20T14:00:00Z'],
      boughtAt: '2025-06-25T15:00:00Z',
    });
    figures = await readFollowUpFigures(db.sql, june);
    expect(figures).toMatchObject({ sent: 5, bridesWritten: 4, salesWithin30Days: 2, winBackRate: 0.5 });
    expect(figures.byConsultant).toEqual([
      { consultantId: ana, sent: 5, bridesWritten: 4, salesWithin30Days: 2, winBackRate: 0.5 },
    ]);
  });

  it('counts a sale after the period when the follow-up was sent in it, and ignores drafts and other boutiques', async () => {
    const boutiqueId = await addBoutique(db.sql, 'after-period', 'America/New_York');
    const other = await addBoutique(db.sql, 'after-period-other', 'America/New_York');
    await addStory(db.sql, {
      boutiqueId,
      consultantId: null,
      sentAt: ['2025-06-29T14:00:00Z'],
      boughtAt: '2025-07-10T15:00:00Z',
    });
    await addStory(db.sql, { boutiqueId, consultantId: null, sentAt: [] });
    const drafted = await addBride(db.sql, boutiqueId);
    const appointmentId = await addVisit(db.sql, {
      boutiqueId,
      brideId: drafted,
      consultantId: null,
      startsAt: '2025-06-01T15:00:00Z',
      result: 'no_sale',
    });
    await addFollowUp(db.sql, { boutiqueId, brideId: drafted, appointmentId, step: 1, sentAt: null });
    await addStory(db.sql, {
      boutiqueId: other,
      consultantId: null,
      sentAt: ['2025-06-05T14:00:00Z'],
      boughtAt: '2025-06-06T15:00:00Z',
    });

    const figures = await readFollowUpFigures(db.sql, { boutiqueId, period: newYorkDays('2025-06-01', '2025-06-30') });
    expect(figures).toEqual({
      sent: 1,
      bridesWritten: 1,
      salesWithin30Days: 1,
      winBackRate: 1,
      byConsultant: [{ consultantId: null, sent: 1, bridesWritten: 1, salesWithin30Days: 1, winBackRate: 1 }],
    });
    const empty = await readFollowUpFigures(db.sql, { boutiqueId, period: newYorkDays('2025-05-01', '2025-05-31') });
    expect(empty).toEqual({ sent: 0, bridesWritten: 0, salesWithin30Days: 0, winBackRate: null, byConsultant: [] });
  });

  it.each([
    // Europe/London goes to summer time on Sunday 30 March 2025 at 01:00: the week ends at 23:00 UTC.
    [
      'Europe/London',
      '2025-03-24',
      '2025-03-30',
      ['2025-03-24T00:30:00Z', '2025-03-30T22:30:00Z'],
      ['2025-03-23T23:30:00Z', '2025-03-30T23:30:00Z'],
    ],
    // America/New_York goes to daylight time on Sunday 9 March 2025: the week ends at 04:00 UTC.
    [
      'America/New_York',
      '2025-03-03',
      '2025-03-09',
      ['2025-03-03T05:30:00Z', '2025-03-10T03:30:00Z'],
      ['2025-03-03T04:30:00Z', '2025-03-10T04:30:00Z'],
    ],
  ])(
    'counts the follow-ups of a week with the %s clock change by its local days',
    async (timeZone, from, to, inside, outside) => {
      const boutiqueId = await addBoutique(
        db.sql,
        `follow-up-dst-${timeZone.toLowerCase().replace(/[^a-z]+/g, '-')}`,
        timeZone,
      );
      for (const sentAt of [...inside, ...outside])
        await addStory(db.sql, { boutiqueId, consultantId: null, sentAt: [sentAt] });
      const period = resolveReportPeriod({ timeZone, from, to });
      expect((await readFollowUpFigures(db.sql, { boutiqueId, period })).sent).toBe(inside.length);
    },
  );

  it("shows each consultant her own follow-ups in the closing report, and a consultant no colleague's", async () => {
    const boutiqueId = await addBoutique(db.sql, 'follow-up-team', 'America/Chicago');
    const ana = await addUser(db.sql, boutiqueId, 'Ana');
    const bea = await addUser(db.sql, boutiqueId, 'Bea');
    await addStory(db.sql, {
      boutiqueId,
      consultantId: ana,
      sentAt: ['2025-06-02T14:00:00Z'],
      boughtAt: '2025-06-04T15:00:00Z',
    });
    await addStory(db.sql, { boutiqueId, consultantId: bea, sentAt: ['2025-06-03T14:00:00Z', '2025-06-08T14:00:00Z'] });
    await addStory(db.sql, { boutiqueId, consultantId: bea, sentAt: ['2025-06-04T14:00:00Z'] });

    const period = { boutiqueId, from: '2025-06-01', to: '2025-06-30', by: 'month' as const };
    const report = await readClosingReport(db.sql, period);
    expect(report.followUps).toEqual({
      sent: 4,
      bridesWritten: 3,
      salesWithin30Days: 1,
      winBackRate: 1 / 3,
      rows: [
        { consultantId: ana, name: 'Ana', sent: 1, bridesWritten: 1, salesWithin30Days: 1, winBackRate: 1 },
        { consultantId: bea, name: 'Bea', sent: 3, bridesWritten: 2, salesWithin30Days: 0, winBackRate: 0 },
      ],
    });

    const own = await readClosingReport(db.sql, { ...period, consultantId: bea });
    expect(own.followUps.rows.map((row) => row.name)).toEqual(['Bea']);
    expect(JSON.stringify(own.followUps)).not.toContain(ana);
  });
  it('credits the follow-ups of an unassigned appointment to the owner who ran it, as her visit and sale', async () => {
    const boutiqueId = await addBoutique(db.sql, 'follow-up-owner', 'America/New_York');
    const [owner] = await db.sql<{ id: string }[]>`
      INSERT INTO users (boutique_id, email, name, role, status)
      VALUES (${boutiqueId}, 'olive@example.com', 'Olive', 'admin', 'active') RETURNING id`;
    const brideId = await addBride(db.sql, boutiqueId);
    const [visit] = await db.sql<{ id: string }[]>`
      INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, status, booked_by)
      VALUES (${boutiqueId}, ${brideId}, NULL, '2025-06-02T15:00:00Z', 90, 'completed', 'staff') RETURNING id`;
    // record-outcome writes the staff member who recorded it when nobody was assigned.
    await db.sql`
      INSERT INTO appointment_outcomes (appointment_id, boutique_id, bride_id, consultant_id, result, recorded_at)
      VALUES (${visit!.id}, ${boutiqueId}, ${brideId}, ${owner!.id}, 'not_yet', '2025-06-02T16:30:00Z')`;
    await addFollowUp(db.sql, {
      boutiqueId,
      brideId,
      appointmentId: visit!.id,
      step: 1,
      sentAt: '2025-06-05T14:00:00Z',
    });
    await addVisit(db.sql, {
      boutiqueId,
      brideId,
      consultantId: owner!.id,
      startsAt: '2025-06-09T15:00:00Z',
      result: 'said_yes',
    });

    const report = await readClosingReport(db.sql, { boutiqueId, from: '2025-06-01', to: '2025-06-30', by: 'month' });
    expect(report.followUps.rows).toEqual([
      { consultantId: owner!.id, name: 'Olive', sent: 1, bridesWritten: 1, salesWithin30Days: 1, winBackRate: 1 },
    ]);
    expect(report.byConsultant).toEqual([
      expect.objectContaining({ consultantId: owner!.id, bridesSeen: 1, bridesBought: 1, completed: 2, sales: 1 }),
    ]);
  });
});
