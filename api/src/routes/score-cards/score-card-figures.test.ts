import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { BehaviourFigures, BehaviourFiguresGroup } from '@bridal/shared/coaching/behaviour-figures';
import type { ScoreCardAnswer } from '@bridal/shared/coaching/score-card';
import { minimumCount } from '@bridal/shared/coaching/statistics';
import { reportMessages } from '@bridal/shared/reports/closing-report';
import { logInNewConsultant, signUpAndLogIn, type TestClient } from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let admin: TestClient;
let ivy: TestClient;
let boutiqueId: number;
let ivyId: string;
let mayId: string;

const june = 'from=2025-06-01&to=2025-06-30';

/** A completed June visit with its outcome and a score card answering 'askedForSale' (and nothing else asked). */
async function carded(
  consultantId: string,
  sold: boolean,
  askedForSale: ScoreCardAnswer,
  startsAt = '2025-06-10T15:00:00Z',
) {
  const [bride] = await t.sql<{ id: string }[]>`
    INSERT INTO brides (boutique_id, name, answers) VALUES (${boutiqueId}, 'A bride', ${t.sql.json({})}) RETURNING id`;
  const [visit] = await t.sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, status, booked_by)
    VALUES (${boutiqueId}, ${bride!.id}, ${consultantId}, ${startsAt}, 90, 'completed', 'staff') RETURNING id`;
  await t.sql`
    INSERT INTO appointment_outcomes (appointment_id, boutique_id, bride_id, consultant_id, result)
    VALUES (${visit!.id}, ${boutiqueId}, ${bride!.id}, ${consultantId}, ${sold ? 'said_yes' : 'not_yet'})`;
  await t.sql`
    INSERT INTO score_cards (appointment_id, boutique_id, consultant_id, answers, filled_by)
    VALUES (${visit!.id}, ${boutiqueId}, ${consultantId}, ${t.sql.json({ askedForSale: askedForSale })}, ${consultantId})`;
}

const askedForSale = (group: BehaviourFiguresGroup) => group.behaviours.find((b) => b.key === 'askedForSale')!;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin, boutiqueId } = await signUpAndLogIn(t));
  ivy = await logInNewConsultant(t, boutiqueId, { name: 'Ivy Stone', coachingGoals: '' });
  await logInNewConsultant(t, boutiqueId, { name: 'May Bell', coachingGoals: '' });
  const users = await t.sql<
    { id: string; name: string }[]
  >`SELECT id, name FROM users WHERE boutique_id = ${boutiqueId}`;
  ivyId = users.find((user) => user.name === 'Ivy Stone')!.id;
  mayId = users.find((user) => user.name === 'May Bell')!.id;
  // Ivy asked for the sale 10 times and sold 6; did not ask 10 times and sold 1; 2 cards found it not relevant.
  for (let i = 0; i < 10; i += 1) await carded(ivyId, i < 6, 'yes');
  for (let i = 0; i < 10; i += 1) await carded(ivyId, i < 1, 'no');
  for (let i = 0; i < 2; i += 1) await carded(ivyId, false, 'not_relevant');
  // May: three cards, too few to tell anything.
  await carded(mayId, true, 'yes');
  await carded(mayId, false, 'no');
  await carded(mayId, false, 'yes');
  // July: outside the period.
  await carded(ivyId, false, 'yes', '2025-07-02T15:00:00Z');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/score-cards/figures', () => {
  it("shows an admin each behaviour's rate and the closing ratio with and without it, counts and verdict beside", async () => {
    const res = await admin.get(`${apiPaths.scoreCards.figures}?${june}`);
    expect(res.status).toBe(200);
    const figures = res.body as BehaviourFigures;
    expect(figures).toMatchObject({
      period: { from: '2025-06-01', to: '2025-06-30' },
      scope: 'boutique',
      minimumCount,
    });
    expect(figures.team).toMatchObject({ completed: 25, scoreCards: 25 });
    expect(figures.team.behaviours.map((b) => b.key)).toContain('openedWithPlan');

    const ivyRow = figures.byConsultant.find((group) => group.name === 'Ivy Stone')!;
    const asked = askedForSale(ivyRow);
    expect(asked).toMatchObject({ yes: 10, no: 10, notRelevant: 2, rateTooFew: false });
    expect(asked.rate).toMatchObject({ part: 10, whole: 20, value: 0.5 });
    expect(asked.closing.with).toMatchObject({ part: 6, whole: 10, value: 0.6 });
    expect(asked.closing.without).toMatchObject({ part: 1, whole: 10, value: 0.1 });
    expect(asked.closing.verdict).toBe('higher');
    expect(asked.closing.low).toBeGreaterThan(0);

    const mayRow = figures.byConsultant.find((group) => group.consultantId === mayId)!;
    expect(askedForSale(mayRow)).toMatchObject({ yes: 2, no: 1, rateTooFew: true });
    expect(askedForSale(mayRow).closing.verdict).toBe('too_few');
    // A behaviour nobody answered: nothing to divide, and said so.
    expect(ivyRow.behaviours.find((b) => b.key === 'setNextStep')!.rate.value).toBeNull();
  });

  it('shows a consultant her own figures and the team’s, never a colleague’s', async () => {
    const res = await ivy.get(`${apiPaths.scoreCards.figures}?${june}`);
    expect(res.status).toBe(200);
    const figures = res.body as BehaviourFigures;
    expect(figures.scope).toBe('own');
    expect(figures.byConsultant.map((group) => group.name)).toEqual(['Ivy Stone']);
    expect(askedForSale(figures.team)).toMatchObject({ yes: 12, no: 11 });
    expect(res.text).not.toContain('May Bell');
    expect(res.text).not.toContain(mayId);
  });

  it('reads the last four weeks without dates, and refuses half a period or one backwards', async () => {
    expect((await admin.get(apiPaths.scoreCards.figures)).status).toBe(200);
    const half = await admin.get(`${apiPaths.scoreCards.figures}?from=2025-06-01`);
    expect(half.status).toBe(400);
    expect(half.body.error).toBe(reportMessages.both);
    const backwards = await admin.get(`${apiPaths.scoreCards.figures}?from=2025-06-30&to=2025-06-01`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.error).toBe(reportMessages.order);
    const notADate = await admin.get(`${apiPaths.scoreCards.figures}?from=June&to=2025-06-30`);
    expect(notADate.status).toBe(400);
    expect(notADate.body.error).toBe(reportMessages.from);
    expect((await t.client().get(apiPaths.scoreCards.figures)).status).toBe(401);
  });
});
