import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ConsultantGoal } from '@bridal/shared/coaching/goal';
import { defaultScoreCardBehaviours } from '@bridal/shared/coaching/score-card';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import type { Sql } from '../../db/create-sql';
import { readCoachingCounts } from '../read-coaching-counts';
import { countsByPeriod } from './coaching-counts-by-period';
import { readGoalStandings } from './read-goal-standings';

let db: TestDatabase;
let boutiqueId: number;
let ana: string;
let bea: string;
const zone = 'America/New_York';

async function addUser(sql: Sql, name: string): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO users (boutique_id, email, name, role, status)
    VALUES (${boutiqueId}, ${`${name.toLowerCase()}@example.com`}, ${name}, 'consultant', 'active') RETURNING id`;
  return row!.id;
}

/** A completed visit of a new bride at noon in New York, with its outcome. */
async function visit(consultantId: string, day: string, sale?: number) {
  const [bride] = await db.sql<{ id: string }[]>`
    INSERT INTO brides (boutique_id, name, answers) VALUES (${boutiqueId}, 'Bride', ${db.sql.json({})}) RETURNING id`;
  const [appointment] = await db.sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, status, booked_by)
    VALUES (${boutiqueId}, ${bride!.id}, ${consultantId}, ${`${day}T16:00:00Z`}, 90, 'completed', 'staff') RETURNING id`;
  await db.sql`
    INSERT INTO appointment_outcomes (appointment_id, boutique_id, bride_id, consultant_id, result, sale_amount_cents,
                                      reasons, recorded_at)
    VALUES (${appointment!.id}, ${boutiqueId}, ${bride!.id}, ${consultantId}, ${sale ? 'said_yes' : 'not_yet'},
            ${sale ?? null}, ${sale ? [] : ['budget']}, ${`${day}T17:00:00Z`})`;
}

const goal = (consultantId: string, change: Partial<ConsultantGoal>): ConsultantGoal => ({
  id: `${consultantId}-${change.measure ?? 'contact_ratio'}`,
  consultantId,
  measure: 'contact_ratio',
  behaviourKey: null,
  target: 0.4,
  startsOn: '2025-06-01',
  dueOn: '2025-06-30',
  ...change,
});

beforeAll(async () => {
  db = await createTestDatabase();
  const [row] = await db.sql<{ id: number }[]>`
    INSERT INTO boutiques (slug, name, time_zone) VALUES ('goals', 'Goals', ${zone}) RETURNING id`;
  boutiqueId = row!.id;
  ana = await addUser(db.sql, 'Ana');
  bea = await addUser(db.sql, 'Bea');
  // Ana's May (her baseline): 1 of 4 brides bought. Her June so far: 2 of 5.
  for (const [day, sale] of [
    ['2025-05-05', 200_000],
    ['2025-05-06'],
    ['2025-05-20'],
    ['2025-05-31'],
    ['2025-06-02', 240_000],
    ['2025-06-03', 260_000],
    ['2025-06-04'],
    ['2025-06-10'],
    ['2025-06-14'],
  ] as const) {
    await visit(ana, day, sale);
  }
  // Bea: sales of $2,000 in May, $2,250 on average in June; and one after the goal's date.
  await visit(bea, '2025-05-10', 200_000);
  await visit(bea, '2025-06-05', 200_000);
  await visit(bea, '2025-06-06', 250_000);
  await visit(bea, '2025-07-03', 900_000);
}, 60_000);

afterAll(async () => {
  await db?.drop();
});

describe("goals' standings", () => {
  it('measures each goal over its own days and her baseline over as many days before, reading each period once', async () => {
    const periodsRead: string[] = [];
    const counts = countsByPeriod(db.sql, boutiqueId, zone, (sql, options) => {
      periodsRead.push(`${options.period.firstDay}/${options.period.lastDay}`);
      return readCoachingCounts(sql, options);
    });
    const goals = [
      goal(ana, {}),
      goal(ana, { measure: 'pull_list_rate', target: 0.5 }),
      goal(bea, { measure: 'average_sale', target: 250_000 }),
      goal(bea, { measure: 'behaviour', behaviourKey: 'askedForSale', target: 0.8 }),
    ];
    const standings = await readGoalStandings({
      goals,
      today: '2025-06-15',
      counts,
      behaviours: defaultScoreCardBehaviours,
    });

    // Four goals, one period and one baseline between them.
    expect(periodsRead.sort()).toEqual(['2025-05-02/2025-05-31', '2025-06-01/2025-06-15']);

    const [closing, pullList, sale, behaviour] = standings;
    expect(closing).toMatchObject({
      label: 'Closing ratio (brides)',
      current: { value: 0.4, part: 2, whole: 5 },
      period: { from: '2025-06-01', to: '2025-06-15' },
      baseline: { value: { value: 0.25, part: 1, whole: 4 }, period: { from: '2025-05-02', to: '2025-05-31' } },
      met: true,
      ended: false,
      improvement: 1,
      status: 'met',
    });
    // No sale from her pull list, before or since: not met, no improvement either way.
    expect(pullList).toMatchObject({ current: { value: 0, part: 0, whole: 2 }, status: 'not_yet', improvement: 0 });
    // From $2,000 toward $2,500, now $2,250: half way.
    expect(sale).toMatchObject({
      current: { value: 225_000, whole: 2 },
      baseline: { value: { value: 200_000, whole: 1 } },
      status: 'not_yet',
      improvement: 0.5,
    });
    expect(behaviour).toMatchObject({
      label: 'Asked for the sale',
      current: { value: null, whole: 0 },
      status: 'no_data',
      improvement: null,
    });
  });

  it('stops at the goal date once it passed: a later sale does not count, and the goal has ended', async () => {
    const [sale] = await readGoalStandings({
      goals: [goal(bea, { measure: 'average_sale', target: 250_000 })],
      today: '2025-07-20',
      counts: countsByPeriod(db.sql, boutiqueId, zone),
      behaviours: defaultScoreCardBehaviours,
    });
    expect(sale).toMatchObject({
      period: { from: '2025-06-01', to: '2025-06-30' },
      current: { value: 225_000 },
      ended: true,
      status: 'ended',
    });
  });

  it("names a behaviour goal whose behaviour left the card by the measure's name", async () => {
    const [gone] = await readGoalStandings({
      goals: [goal(ana, { measure: 'behaviour', behaviourKey: 'retiredBehaviour', target: 0.5 })],
      today: '2025-06-15',
      counts: countsByPeriod(db.sql, boutiqueId, zone),
      behaviours: defaultScoreCardBehaviours,
    });
    expect(gone!.label).toBe('Score-card behaviour');
    expect(gone!.current.value).toBeNull();
  });
});
