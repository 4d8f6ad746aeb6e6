import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { goalMessages } from '@bridal/shared/coaching/goal-request';
import type { GoalsProgressResponse, TeamBoardResponse } from '@bridal/shared/coaching/goal-standing';
import { boutiqueDate, boutiqueInstant, zoneAtMidday } from '@bridal/testing/boutique-day';
import { logInNewConsultant, signUpAndLogIn, type TestClient } from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let admin: TestClient;
let ivy: TestClient;
let may: TestClient;
let otherAdmin: TestClient;
let boutiqueId: number;
let ownerId: string;
let zone: string;
const ids: Record<string, string> = {};

const day = (days: number) => boutiqueDate(zone, days);

/** A completed visit of a new bride at 10:00 on a boutique day, with its outcome (a sale in cents, or not yet). */
async function visit(consultantId: string, days: number, saleCents?: number) {
  const [bride] = await t.sql<{ id: string }[]>`
    INSERT INTO brides (boutique_id, name, answers) VALUES (${boutiqueId}, 'Goal Bride', ${t.sql.json({})}) RETURNING id`;
  const startsAt = boutiqueInstant(zone, day(days), '10:00');
  const [appointment] = await t.sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, status, booked_by)
    VALUES (${boutiqueId}, ${bride!.id}, ${consultantId}, ${startsAt}, 90, 'completed', 'staff') RETURNING id`;
  await t.sql`
    INSERT INTO appointment_outcomes (appointment_id, boutique_id, bride_id, consultant_id, result, sale_amount_cents,
                                      reasons, recorded_at)
    VALUES (${appointment!.id}, ${boutiqueId}, ${bride!.id}, ${consultantId}, ${saleCents ? 'said_yes' : 'not_yet'},
            ${saleCents ?? null}, ${saleCents ? [] : ['budget']}, ${startsAt})`;
}

/** A goal set ten days ago, due in twenty: measured over the last eleven days, her baseline the 31 days before. */
async function setGoal(consultantId: string, measure: string, target: number) {
  await t.sql`
    INSERT INTO consultant_goals (boutique_id, consultant_id, measure, target, starts_on, due_on, created_by)
    VALUES (${boutiqueId}, ${consultantId}, ${measure}, ${target}, ${day(-10)}, ${day(20)}, ${ownerId})`;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin, boutiqueId, ownerId } = await signUpAndLogIn(t));
  zone = zoneAtMidday();
  await t.sql`UPDATE boutiques SET time_zone = ${zone} WHERE id = ${boutiqueId}`;
  ivy = await logInNewConsultant(t, boutiqueId, { name: 'Ivy Board', coachingGoals: '' });
  may = await logInNewConsultant(t, boutiqueId, { name: 'May Board', coachingGoals: '' });
  await logInNewConsultant(t, boutiqueId, { name: 'Nell Board', coachingGoals: '' });
  await logInNewConsultant(t, boutiqueId, { name: 'Dora Board', coachingGoals: '' });
  for (const row of await t.sql<
    { id: string; name: string }[]
  >`SELECT id, name FROM users WHERE boutique_id = ${boutiqueId}`) {
    ids[row.name] = row.id;
  }
  ({ client: otherAdmin } = await signUpAndLogIn(t));

  // Ivy closed 1 of 4 brides before her goal and 2 of 4 since: from 25 % to her 50 %, all the way.
  await setGoal(ids['Ivy Board']!, 'contact_ratio', 0.5);
  for (const [days, sale] of [[-30, 180_000], [-25], [-20], [-15], [-9, 210_000], [-5, 190_000], [-3], [0]] as const) {
    await visit(ids['Ivy Board']!, days, sale);
  }
  // May sold $2,000 on average before and $2,500 since, toward $3,000: half way, though her
  // ratio (2 of 2) is the boutique's highest: the board ranks by improvement, not by it.
  await setGoal(ids['May Board']!, 'average_sale', 300_000);
  for (const [days, sale] of [
    [-20, 200_000],
    [-4, 240_000],
    [-2, 260_000],
  ] as const) {
    await visit(ids['May Board']!, days, sale);
  }
  // Dora: a goal and nothing before it to compare with.
  await setGoal(ids['Dora Board']!, 'appointment_ratio', 0.4);
  await visit(ids['Dora Board']!, -1, 150_000);
  await visit(ids['Dora Board']!, -1);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/goals/mine', () => {
  it("answers the signed-in consultant's current goals with value, target, counts, period and baseline", async () => {
    const res = await ivy.get(apiPaths.goals.mine);
    expect(res.status).toBe(200);
    const mine = res.body as GoalsProgressResponse;
    expect(mine).toMatchObject({ today: day(0), scope: 'own' });
    expect(mine.people).toHaveLength(1);
    expect(mine.people[0]!.name).toBe('Ivy Board');
    expect(mine.people[0]!.goals).toEqual([
      expect.objectContaining({
        label: 'Closing ratio (brides)',
        goal: expect.objectContaining({ target: 0.5, startsOn: day(-10), dueOn: day(20) }),
        current: { value: 0.5, part: 2, whole: 4 },
        period: { from: day(-10), to: day(0) },
        baseline: { value: { value: 0.25, part: 1, whole: 4 }, period: { from: day(-41), to: day(-11) } },
        met: true,
        status: 'met',
        improvement: 1,
      }),
    ]);
    expect(res.text).not.toContain('May Board');
  });

  it('answers an admin her own goals (none here), and nothing without a session', async () => {
    const res = await admin.get(apiPaths.goals.mine);
    expect(res.status).toBe(200);
    expect((res.body as GoalsProgressResponse).people).toEqual([
      { consultantId: ownerId, name: expect.any(String), goals: [] },
    ]);
    expect((await t.client().get(apiPaths.goals.mine)).status).toBe(401);
  });

  it('leaves out a goal ended more than two weeks ago', async () => {
    const [old] = await t.sql<{ id: string }[]>`
      INSERT INTO consultant_goals (boutique_id, consultant_id, measure, target, starts_on, due_on)
      VALUES (${boutiqueId}, ${ids['Ivy Board']!}, 'win_back_rate', 0.3, ${day(-60)}, ${day(-15)}) RETURNING id`;
    const recent = await t.sql<{ id: string }[]>`
      INSERT INTO consultant_goals (boutique_id, consultant_id, measure, target, starts_on, due_on)
      VALUES (${boutiqueId}, ${ids['Ivy Board']!}, 'pull_list_rate', 0.3, ${day(-60)}, ${day(-14)}) RETURNING id`;
    try {
      const goals = ((await ivy.get(apiPaths.goals.mine)).body as GoalsProgressResponse).people[0]!.goals;
      expect(goals.map((standing) => standing.goal.measure).sort()).toEqual(['contact_ratio', 'pull_list_rate']);
      expect(goals.find((standing) => standing.goal.measure === 'pull_list_rate')).toMatchObject({
        ended: true,
        period: { from: day(-60), to: day(-14) },
      });
    } finally {
      await t.sql`DELETE FROM consultant_goals WHERE id IN ${t.sql([old!.id, recent[0]!.id])}`;
    }
  });
});

describe('GET /api/goals/progress', () => {
  it("shows an admin everyone's current goals, person by person", async () => {
    const res = await admin.get(apiPaths.goals.progress);
    expect(res.status).toBe(200);
    const progress = res.body as GoalsProgressResponse;
    expect(progress.scope).toBe('boutique');
    expect(progress.people.map((person) => person.name)).toEqual(['Dora Board', 'Ivy Board', 'May Board']);
    expect(progress.people[2]!.goals[0]).toMatchObject({
      label: 'Average sale',
      current: { value: 250_000, whole: 2 },
      baseline: { value: { value: 200_000, whole: 1 } },
      improvement: 0.5,
      status: 'not_yet',
    });
  });

  it('shows a consultant her own only', async () => {
    const res = await may.get(apiPaths.goals.progress);
    expect((res.body as GoalsProgressResponse).scope).toBe('own');
    expect((res.body as GoalsProgressResponse).people.map((person) => person.name)).toEqual(['May Board']);
    expect(res.text).not.toContain('Ivy Board');
    expect((await otherAdmin.get(apiPaths.goals.progress)).body.people).toEqual([]);
  });
});

describe('the team board', () => {
  it('is off unless an admin turns it on, and says so to everyone', async () => {
    for (const client of [admin, ivy]) {
      const res = await client.get(apiPaths.goals.teamBoard);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ enabled: false, message: goalMessages.boardOff });
    }
    expect((await t.client().get(apiPaths.goals.teamBoard)).status).toBe(401);
  });

  it('is turned on and off by admins only, with true or false', async () => {
    const refused = await ivy.put(apiPaths.goals.teamBoard, { enabled: true });
    expect(refused.status).toBe(403);
    for (const body of [{}, { enabled: 'yes' }, { enabled: null }]) {
      const res = await admin.put(apiPaths.goals.teamBoard, body);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ enabled: goalMessages.boardSetting });
    }
    expect((await admin.get(apiPaths.goals.teamBoard)).body.enabled).toBe(false);
    const on = await admin.put(apiPaths.goals.teamBoard, { enabled: true });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ enabled: true });
    // Another boutique's board stays off.
    expect((await otherAdmin.get(apiPaths.goals.teamBoard)).body.enabled).toBe(false);
  });

  it('ranks by improvement against each one’s own goal, never by the raw ratio, and lists the rest apart', async () => {
    const res = await ivy.get(apiPaths.goals.teamBoard);
    expect(res.status).toBe(200);
    const board = res.body as Extract<TeamBoardResponse, { enabled: true }>;
    expect(board.enabled).toBe(true);
    // May closed every bride she saw, Ivy half: Ivy ranks first, all the way to her own target.
    expect(board.ranked.map((row) => [row.name, row.improvement])).toEqual([
      ['Ivy Board', 1],
      ['May Board', 0.5],
    ]);
    expect(board.ranked[0]!.goals[0]).toMatchObject({
      current: { part: 2, whole: 4 },
      period: { from: day(-10), to: day(0) },
    });
    expect(board.notYetMeasured.map((row) => row.name)).toEqual(['Dora Board']);
    expect(board.withoutGoals.map((row) => row.name)).toEqual(['Nell Board']);
    expect(board.team).toEqual({
      period: { from: day(-10), to: day(0) },
      completed: 8,
      sales: 5,
      bridesSeen: 8,
      bridesBought: 5,
    });
  });

  it("drops a deleted consultant's goals and keeps her appointments in the team's counts", async () => {
    const doraId = ids['Dora Board']!;
    expect((await admin.delete(apiPaths.consultant(doraId))).status).toBe(200);
    expect(await t.sql`SELECT 1 FROM consultant_goals WHERE consultant_id = ${doraId}`).toHaveLength(0);
    expect(
      await t.sql`SELECT 1 FROM appointments WHERE boutique_id = ${boutiqueId} AND consultant_id IS NULL`,
    ).toHaveLength(2);
    const board = (await admin.get(apiPaths.goals.teamBoard)).body as Extract<TeamBoardResponse, { enabled: true }>;
    expect(board.notYetMeasured).toEqual([]);
    expect(board.ranked.map((row) => row.name)).toEqual(['Ivy Board', 'May Board']);
    expect(board.team).toMatchObject({ completed: 8, sales: 5 });
    expect(JSON.stringify(board)).not.toContain('Dora');
    // Her page is gone with her.
    expect((await admin.get(apiPaths.goals.ofConsultant(doraId))).status).toBe(404);
  });

  it('turned off again, shows nothing of the team', async () => {
    expect((await admin.put(apiPaths.goals.teamBoard, { enabled: false })).body).toEqual({ enabled: false });
    const res = await may.get(apiPaths.goals.teamBoard);
    expect(res.body).toEqual({ enabled: false, message: goalMessages.boardOff });
  });
});
