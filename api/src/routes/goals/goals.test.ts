import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { goalMessages } from '@bridal/shared/coaching/goal-request';
import type { ConsultantGoalsResponse, GoalSuggestionsResponse } from '@bridal/shared/coaching/goal-standing';
import { consultantMessages } from '@bridal/shared/consultants/consultants';
import { adminsOnlyMessage } from '../../http/require-role';
import { boutiqueDate, zoneAtMidday } from '@bridal/testing/boutique-day';
import { logInNewConsultant, signUpAndLogIn, type TestClient } from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let admin: TestClient;
let ivy: TestClient;
let may: TestClient;
let otherAdmin: TestClient;
let boutiqueId: number;
let ivyId: string;
let mayId: string;
let otherConsultantId: string;
let zone: string;

const day = (days: number) => boutiqueDate(zone, days);
const goal = (change: Record<string, unknown> = {}) => ({
  measure: 'contact_ratio',
  target: 40,
  dueOn: day(30),
  ...change,
});
const goalRows = (consultantId: string) =>
  t.sql<{ measure: string; target: number; startsOn: string; dueOn: string }[]>`
    SELECT measure, target::float8 AS target, starts_on::text AS starts_on, due_on::text AS due_on
    FROM consultant_goals WHERE consultant_id = ${consultantId} ORDER BY created_at`;

const idOf = async (name: string) => (await t.sql<{ id: string }[]>`SELECT id FROM users WHERE name = ${name}`)[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin, boutiqueId } = await signUpAndLogIn(t));
  // A zone where it is now about noon: the boutique's today is the same day all through the test.
  zone = zoneAtMidday();
  await t.sql`UPDATE boutiques SET time_zone = ${zone} WHERE id = ${boutiqueId}`;
  ivy = await logInNewConsultant(t, boutiqueId, {
    name: 'Ivy Goals',
    coachingGoals: 'Close more. Ask for the sale, every time. Tidy the racks before closing.',
  });
  may = await logInNewConsultant(t, boutiqueId, { name: 'May Goals', coachingGoals: '' });
  ivyId = await idOf('Ivy Goals');
  mayId = await idOf('May Goals');
  const other = await signUpAndLogIn(t);
  otherAdmin = other.client;
  await logInNewConsultant(t, other.boutiqueId, { name: 'Olga Elsewhere', coachingGoals: 'Close more' });
  otherConsultantId = await idOf('Olga Elsewhere');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('POST /api/goals/consultants/{id}', () => {
  it("sets a goal from the boutique's today, its rate typed in percent and kept as a share", async () => {
    const res = await admin.post(apiPaths.goals.ofConsultant(ivyId), goal());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      consultantId: ivyId,
      measure: 'contact_ratio',
      behaviourKey: null,
      target: 0.4,
      startsOn: day(0),
      dueOn: day(30),
    });
    expect(await goalRows(ivyId)).toEqual([
      { measure: 'contact_ratio', target: 0.4, startsOn: day(0), dueOn: day(30) },
    ]);
  });

  it('keeps an average sale in cents, takes a goal due today, and drops a behaviour named for another measure', async () => {
    const res = await admin.post(
      apiPaths.goals.ofConsultant(mayId),
      goal({ measure: 'average_sale', target: 2450.5, dueOn: day(0), behaviourKey: 'askedForSale' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ measure: 'average_sale', target: 245_050, behaviourKey: null, dueOn: day(0) });
  });

  it("sets a behaviour's rate for a behaviour on the boutique's score card", async () => {
    const res = await admin.post(
      apiPaths.goals.ofConsultant(ivyId),
      goal({ measure: 'behaviour', behaviourKey: 'askedForSale', target: 75 }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ measure: 'behaviour', behaviourKey: 'askedForSale', target: 0.75 });
  });

  it.each([
    ['a rate above 100 %', { target: 101 }, 'target', goalMessages.rateTarget],
    ['a rate of 0 %', { target: 0 }, 'target', goalMessages.rateTarget],
    ['a negative sale', { measure: 'average_sale', target: -250 }, 'target', goalMessages.saleTarget],
    ['a sale of zero', { measure: 'average_sale', target: 0 }, 'target', goalMessages.saleTarget],
    ['a target sent as text', { target: '40' }, 'target', goalMessages.target],
    ['no measure', { measure: undefined }, 'measure', goalMessages.measure],
    ['an unknown measure', { measure: 'smiles' }, 'measure', goalMessages.measure],
    ['a behaviour goal with no behaviour', { measure: 'behaviour' }, 'behaviourKey', goalMessages.behaviour],
    ['a date that is no day', { dueOn: '2027-02-30' }, 'dueOn', goalMessages.dueOn],
  ])('refuses %s with the field and its message, and saves nothing', async (_, change, field, message) => {
    const before = await goalRows(mayId);
    const res = await admin.post(apiPaths.goals.ofConsultant(mayId), goal(change));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.fields).toEqual({ [field]: message });
    expect(await goalRows(mayId)).toEqual(before);
  });

  it("refuses a date before the boutique's today, and one over a year ahead", async () => {
    for (const [dueOn, message] of [
      [day(-1), goalMessages.dueOnPast],
      [day(367), goalMessages.dueOnFar],
    ] as const) {
      const res = await admin.post(apiPaths.goals.ofConsultant(mayId), goal({ dueOn }));
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ dueOn: message });
    }
  });

  it("refuses a behaviour that is not on this boutique's score card", async () => {
    const res = await admin.post(
      apiPaths.goals.ofConsultant(mayId),
      goal({ measure: 'behaviour', behaviourKey: 'juggledGowns' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ behaviourKey: goalMessages.unknownBehaviour });
    // The boutique's own card: the defaults are no longer on it.
    await t.sql`
      UPDATE boutiques SET score_card_behaviours = ${t.sql.json([{ key: 'offeredVeil', label: 'Offered a veil' }])}
      WHERE id = ${boutiqueId}`;
    try {
      const defaults = await admin.post(
        apiPaths.goals.ofConsultant(mayId),
        goal({ measure: 'behaviour', behaviourKey: 'askedForSale' }),
      );
      expect(defaults.status).toBe(400);
      const own = await admin.post(
        apiPaths.goals.ofConsultant(mayId),
        goal({ measure: 'behaviour', behaviourKey: 'offeredVeil' }),
      );
      expect(own.status).toBe(201);
      await admin.delete(apiPaths.goals.one(own.body.id));
    } finally {
      await t.sql`UPDATE boutiques SET score_card_behaviours = NULL WHERE id = ${boutiqueId}`;
    }
  });

  it("refuses a consultant, even for herself (403), and another boutique's consultant (404)", async () => {
    const before = await goalRows(ivyId);
    const own = await ivy.post(apiPaths.goals.ofConsultant(ivyId), goal());
    expect(own.status).toBe(403);
    expect(own.body.error).toBe(adminsOnlyMessage);
    const elsewhere = await admin.post(apiPaths.goals.ofConsultant(otherConsultantId), goal());
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error).toBe(consultantMessages.notFound);
    expect(await goalRows(ivyId)).toEqual(before);
    expect(await goalRows(otherConsultantId)).toEqual([]);
    expect((await admin.post(apiPaths.goals.ofConsultant('not-an-id'), goal())).status).toBe(404);
    expect((await t.client().post(apiPaths.goals.ofConsultant(ivyId), goal())).status).toBe(401);
  });
});

describe('GET /api/goals/consultants/{id}', () => {
  it('shows an admin her goals with their progress, the period measured and her baseline', async () => {
    const res = await admin.get(apiPaths.goals.ofConsultant(ivyId));
    expect(res.status).toBe(200);
    const page = res.body as ConsultantGoalsResponse;
    expect(page.consultant).toEqual({
      id: ivyId,
      name: 'Ivy Goals',
      coachingGoals: expect.stringContaining('Close more'),
    });
    expect(page.today).toBe(day(0));
    expect(page.behaviours.map((behaviour) => behaviour.key)).toContain('askedForSale');
    expect(page.goals.map((standing) => standing.label)).toEqual(['Closing ratio (brides)', 'Asked for the sale']);
    expect(page.goals[0]).toMatchObject({
      period: { from: day(0), to: day(0) },
      baseline: { period: { from: day(-31), to: day(-1) }, value: { value: null, whole: 0 } },
      current: { value: null, part: 0, whole: 0 },
      status: 'no_data',
      improvement: null,
      ended: false,
    });
  });

  it('shows a consultant her own goals, never a colleague’s (403), nor another boutique’s member (404)', async () => {
    expect((await ivy.get(apiPaths.goals.ofConsultant(ivyId))).status).toBe(200);
    const colleague = await ivy.get(apiPaths.goals.ofConsultant(mayId));
    expect(colleague.status).toBe(403);
    expect(colleague.body.error).toBe(goalMessages.ownOnly);
    expect(colleague.text).not.toContain('245050');
    const elsewhere = await otherAdmin.get(apiPaths.goals.ofConsultant(ivyId));
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.text).not.toContain('Ivy');
    expect((await t.client().get(apiPaths.goals.ofConsultant(ivyId))).status).toBe(401);
  });
});

describe('PUT /api/goals/{goalId}', () => {
  it('changes the target and date, and keeps the day the goal was set', async () => {
    const [first] = (await admin.get(apiPaths.goals.ofConsultant(ivyId))).body
      .goals as ConsultantGoalsResponse['goals'];
    const res = await admin.put(apiPaths.goals.one(first!.goal.id), goal({ target: 55, dueOn: day(60) }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ target: 0.55, dueOn: day(60), startsOn: day(0) });
  });

  it('refuses bad input, a consultant and a goal of another boutique, changing nothing', async () => {
    const [first] = (await admin.get(apiPaths.goals.ofConsultant(ivyId))).body
      .goals as ConsultantGoalsResponse['goals'];
    const before = await goalRows(ivyId);
    const id = first!.goal.id;
    expect((await admin.put(apiPaths.goals.one(id), goal({ target: 101 }))).body.fields).toEqual({
      target: goalMessages.rateTarget,
    });
    expect((await admin.put(apiPaths.goals.one(id), goal({ dueOn: day(-3) }))).body.fields).toEqual({
      dueOn: goalMessages.dueOnPast,
    });
    expect((await ivy.put(apiPaths.goals.one(id), goal({ target: 5 }))).status).toBe(403);
    const elsewhere = await otherAdmin.put(apiPaths.goals.one(id), goal({ target: 5 }));
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error).toBe(goalMessages.notFound);
    expect((await admin.put(apiPaths.goals.one('00000000-0000-4000-8000-000000000000'), goal())).status).toBe(404);
    expect(await goalRows(ivyId)).toEqual(before);
  });
});

describe('DELETE /api/goals/{goalId}', () => {
  it('removes a goal for an admin of its boutique only', async () => {
    const created = await admin.post(apiPaths.goals.ofConsultant(mayId), goal({ measure: 'win_back_rate' }));
    const id = created.body.id as string;
    expect((await ivy.delete(apiPaths.goals.one(id))).status).toBe(403);
    expect((await otherAdmin.delete(apiPaths.goals.one(id))).status).toBe(404);
    expect((await admin.delete(apiPaths.goals.one(id))).status).toBe(200);
    expect((await admin.delete(apiPaths.goals.one(id))).status).toBe(404);
    expect((await goalRows(mayId)).map((row) => row.measure)).not.toContain('win_back_rate');
  });
});

describe('GET /api/goals/consultants/{id}/suggestions', () => {
  it('offers the measures her free-text coaching goals name, and nothing for words that name none', async () => {
    const res = await admin.get(apiPaths.goals.suggestions(ivyId));
    expect(res.status).toBe(200);
    const body = res.body as GoalSuggestionsResponse;
    expect(body.coachingGoals).toContain('Close more');
    expect(body.suggestions).toEqual([
      { measure: 'contact_ratio', behaviourKey: null, label: 'Closing ratio (brides)', words: 'close more' },
      {
        measure: 'behaviour',
        behaviourKey: 'askedForSale',
        label: 'Asked for the sale',
        words: 'ask for the sale',
      },
    ]);
    expect((await admin.get(apiPaths.goals.suggestions(mayId))).body.suggestions).toEqual([]);
  });

  it('answers a consultant for herself only, and no one for another boutique', async () => {
    expect((await ivy.get(apiPaths.goals.suggestions(ivyId))).status).toBe(200);
    expect((await may.get(apiPaths.goals.suggestions(ivyId))).status).toBe(403);
    expect((await otherAdmin.get(apiPaths.goals.suggestions(ivyId))).status).toBe(404);
    expect((await admin.get(apiPaths.goals.suggestions(otherConsultantId))).status).toBe(404);
  });
});
