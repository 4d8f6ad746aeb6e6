import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ScoreCardAnswer } from '@bridal/shared/coaching/score-card';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import { resolveReportPeriod } from '../reports/report-period';
import { readCoachingCounts } from './read-coaching-counts';

let db: TestDatabase;
let boutiqueId: number;
let ivyId: string;
let mayId: string;

const june = resolveReportPeriod({ timeZone: 'America/New_York', from: '2025-06-01', to: '2025-06-30' });

/**
 * One appointment of a bride of her own, run by `consultantId`: completed with an outcome (a sale
 * or not) unless `outcome` is false, and a score card when `answers` are given.
 */
async function visit(
  consultantId: string,
  options: { sold?: boolean; outcome?: boolean; answers?: Record<string, ScoreCardAnswer>; startsAt?: string },
): Promise<void> {
  const { sql } = db;
  const [bride] = await sql<{ id: string }[]>`
    INSERT INTO brides (boutique_id, name, answers) VALUES (${boutiqueId}, 'Bride', ${sql.json({})}) RETURNING id`;
  const [appointment] = await sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, status, booked_by)
    VALUES (${boutiqueId}, ${bride!.id}, ${consultantId}, ${options.startsAt ?? '2025-06-12T15:00:00Z'}, 90,
            'completed', 'staff')
    RETURNING id`;
  if (options.outcome !== false) {
    await sql`
      INSERT INTO appointment_outcomes (appointment_id, boutique_id, bride_id, consultant_id, result)
      VALUES (${appointment!.id}, ${boutiqueId}, ${bride!.id}, ${consultantId}, ${options.sold ? 'said_yes' : 'no_sale'})`;
  }
  if (options.answers) {
    await sql`
      INSERT INTO score_cards (appointment_id, boutique_id, consultant_id, answers, filled_by)
      VALUES (${appointment!.id}, ${boutiqueId}, ${consultantId}, ${sql.json(options.answers)}, ${consultantId})`;
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
  const { sql } = db;
  boutiqueId = (
    await sql<{ id: number }[]>`
      INSERT INTO boutiques (slug, name, time_zone) VALUES ('counts', 'Counts Bridal', 'America/New_York') RETURNING id`
  )[0]!.id;
  const addUser = async (name: string) =>
    (
      await sql<{ id: string }[]>`
        INSERT INTO users (boutique_id, email, name, role, status)
        VALUES (${boutiqueId}, ${`${name.toLowerCase()}@example.com`}, ${name}, 'consultant', 'active') RETURNING id`
    )[0]!.id;
  ivyId = await addUser('Ivy');
  mayId = await addUser('May');

  // Ivy asked for the sale three times (two sales), did not twice (one sale), found it not relevant once (a sale).
  await visit(ivyId, { sold: true, answers: { askedForSale: 'yes', setNextStep: 'no' } });
  await visit(ivyId, { sold: true, answers: { askedForSale: 'yes', setNextStep: 'yes' } });
  await visit(ivyId, { sold: false, answers: { askedForSale: 'yes', setNextStep: 'no' } });
  await visit(ivyId, { sold: true, answers: { askedForSale: 'no', setNextStep: 'no' } });
  await visit(ivyId, { sold: false, answers: { askedForSale: 'no', setNextStep: 'no' } });
  await visit(ivyId, { sold: true, answers: { askedForSale: 'not_relevant', setNextStep: 'yes' } });
  // No card; and a card whose appointment has no outcome (not counted).
  await visit(ivyId, { sold: false });
  await visit(ivyId, { outcome: false, answers: { askedForSale: 'yes', setNextStep: 'yes' } });
  // May: one card. And one of Ivy's in July, outside the period.
  await visit(mayId, { sold: false, answers: { askedForSale: 'no', setNextStep: 'yes' } });
  await visit(ivyId, {
    sold: true,
    answers: { askedForSale: 'yes', setNextStep: 'yes' },
    startsAt: '2025-07-01T15:00:00Z',
  });
}, 60_000);

afterAll(async () => {
  await db?.drop();
});

describe("readCoachingCounts' score cards", () => {
  it('counts each answer and the sales among the yes and the no, per consultant', async () => {
    const { byConsultant } = await readCoachingCounts(db.sql, { boutiqueId, period: june });
    const ivy = byConsultant.get(ivyId)!;
    expect(ivy.completed).toBe(8);
    expect(ivy.scoreCards).toBe(6);
    expect(ivy.behaviours.askedForSale).toEqual({ yes: 3, no: 2, notRelevant: 1, yesSold: 2, noSold: 1 });
    expect(ivy.behaviours.setNextStep).toEqual({ yes: 2, no: 4, notRelevant: 0, yesSold: 2, noSold: 2 });
    expect(byConsultant.get(mayId)!.behaviours.askedForSale).toEqual({
      yes: 0,
      no: 1,
      notRelevant: 0,
      yesSold: 0,
      noSold: 0,
    });
  });

  it("adds everyone's cards up for the team, leaving out a card without an outcome and one outside the period", async () => {
    const { team } = await readCoachingCounts(db.sql, { boutiqueId, period: june });
    expect(team.completed).toBe(9);
    expect(team.scoreCards).toBe(7);
    expect(team.behaviours.askedForSale).toEqual({ yes: 3, no: 3, notRelevant: 1, yesSold: 2, noSold: 1 });
  });
});
