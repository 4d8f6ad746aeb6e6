import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { AppointmentDetail } from '@bridal/shared/appointments/appointment-detail';
import { checklistMessages } from '@bridal/shared/appointments/appointment-detail';
import { outcomeMessages } from '@bridal/shared/appointments/outcome';
import { otherConsultantsMessage } from '@bridal/server/appointments/staff/staff-access';
import { dashboardVersionKey } from '@bridal/server/dashboard-version/dashboard-version';
import {
  analyseBride,
  logInNewConsultant,
  sampleBrideFields,
  sampleStockLines,
  signUpAndLogIn,
  submitTextSurvey,
  type TestClient,
  uploadStockCsv,
} from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let owner: TestClient;
let consultant: TestClient;
let colleague: TestClient;
let consultantId: string;
let stranger: TestClient;
let boutiqueId: number;
let slug: string;
let brideId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner, boutiqueId, slug } = await signUpAndLogIn(t));
  consultant = await logInNewConsultant(t, boutiqueId, { name: 'Clara Vale', coachingGoals: '' });
  colleague = await logInNewConsultant(t, boutiqueId, { name: 'Dora Lind', coachingGoals: '' });
  consultantId = (await t.sql<{ id: string }[]>`SELECT id FROM users WHERE name = 'Clara Vale'`)[0]!.id;
  ({ client: stranger } = await signUpAndLogIn(t, { boutiqueName: 'Elsewhere Bridal' }));
  expect((await uploadStockCsv(owner, sampleStockLines)).status).toBe(200);
  brideId = await submitTextSurvey(t, slug, { ...sampleBrideFields, name: 'Nora Quill', budget: '1000-2000' });
  await analyseBride(t, brideId);
});
afterAll(async () => {
  await t?.close();
});

/** An appointment of the boutique's bride, made as the booking code would store it. */
async function appointment(
  fields: { status?: string; startsInMinutes?: number; started?: boolean; consultantId?: string } = {},
) {
  const startsAt = new Date(Date.now() + (fields.startsInMinutes ?? -10) * 60_000);
  const [row] = await t.sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, status, booked_by, started_at)
    VALUES (${boutiqueId}, ${brideId}, ${fields.consultantId ?? null}, ${startsAt}, 90, ${fields.status ?? 'booked'},
            'staff', ${fields.started ? new Date() : null})
    RETURNING id`;
  return row!.id;
}

const dressBody = (fields: Record<string, unknown> = {}) => ({
  dressName: 'Fern (Hollow Oak, style HX-1)',
  pulled: true,
  triedOn: false,
  verdict: null,
  reason: '',
  ...fields,
});

describe('GET /api/appointments/{id}', () => {
  it('answers the appointment, her budget and her plan picks as the checklist, to any staff of the boutique', async () => {
    const id = await appointment({ started: true });
    const answer = await consultant.get(apiPaths.appointments.one(id));
    expect(answer.status).toBe(200);
    const detail = answer.body as AppointmentDetail;
    expect(detail.appointment).toMatchObject({ id, brideId, brideName: 'Nora Quill', status: 'booked' });
    expect(detail.timeZone).toBe('America/New_York');
    expect(detail.bride).toMatchObject({ id: brideId, name: 'Nora Quill', budget: '$1,000 - $2,000', status: 'ready' });
    expect(detail.checklist.length).toBeGreaterThan(0);
    for (const dress of detail.checklist) {
      expect(dress).toMatchObject({ source: 'plan', pulled: false, triedOn: false, verdict: null });
      expect(dress.dressKey).toBe(dress.dressId);
    }
    expect(detail.outcome).toBeNull();
    expect(detail.history).toEqual([]);
    expect(detail.canEditOutcome).toBe(true);
    expect((await owner.get(apiPaths.appointments.one(id))).status).toBe(200);
  });

  it("answers 404 for another boutique's appointment, an id that is not one, and without a session 401", async () => {
    const id = await appointment();
    expect((await stranger.get(apiPaths.appointments.one(id))).status).toBe(404);
    expect((await owner.get(apiPaths.appointments.one('not-an-id'))).status).toBe(404);
    expect((await t.client().get(apiPaths.appointments.one(id))).status).toBe(401);
  });

  it('cannot record an outcome before the appointment starts', async () => {
    const id = await appointment({ startsInMinutes: 120 });
    expect(((await owner.get(apiPaths.appointments.one(id))).body as AppointmentDetail).canEditOutcome).toBe(false);
  });
});

describe('PUT /api/appointments/{id}/dresses/{dressKey}', () => {
  it('saves a plan pick as she goes, merged into the checklist, and tells the dashboards', async () => {
    const id = await appointment({ started: true });
    const [first] = ((await owner.get(apiPaths.appointments.one(id))).body as AppointmentDetail).checklist;
    const versionKey = dashboardVersionKey(t.env.REDIS_PREFIX, boutiqueId);
    const before = await t.deps.redis.get(versionKey);
    const saved = await consultant.put(
      apiPaths.appointments.dress(id, first!.dressKey),
      dressBody({ dressName: first!.dressName, triedOn: true, verdict: 'loved' }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ dressKey: first!.dressKey, pulled: true, triedOn: true, verdict: 'loved' });
    expect(await t.deps.redis.get(versionKey)).not.toBe(before);

    const again = await consultant.put(
      apiPaths.appointments.dress(id, first!.dressKey),
      dressBody({ dressName: first!.dressName, verdict: 'not_for_her', reason: 'Too heavy for a beach' }),
    );
    expect(again.body).toMatchObject({ verdict: 'not_for_her', reason: 'Too heavy for a beach', triedOn: false });
    const detail = (await owner.get(apiPaths.appointments.one(id))).body as AppointmentDetail;
    expect(detail.checklist[0]).toMatchObject({ dressKey: first!.dressKey, verdict: 'not_for_her', source: 'plan' });
    const rows = await t.sql`SELECT 1 FROM appointment_dresses WHERE appointment_id = ${id}`;
    expect(rows).toHaveLength(1);
  });

  it('keeps a dress added in the room by its typed name after the plan picks', async () => {
    const id = await appointment({ started: true });
    const added = await owner.put(
      apiPaths.appointments.dress(id, 'added:lila-by-maggie'),
      dressBody({ dressName: 'Lila by Maggie', verdict: 'loved' }),
    );
    expect(added.status).toBe(200);
    const checklist = ((await owner.get(apiPaths.appointments.one(id))).body as AppointmentDetail).checklist;
    expect(checklist.at(-1)).toMatchObject({
      dressKey: 'added:lila-by-maggie',
      dressName: 'Lila by Maggie',
      dressId: null,
      source: 'added',
      verdict: 'loved',
    });
  });

  it('refuses bad input field by field', async () => {
    const id = await appointment({ started: true });
    const url = apiPaths.appointments.dress(id, 'added:x');
    const cases: [Record<string, unknown>, string, string][] = [
      [dressBody({ verdict: 'not_for_her', reason: '' }), 'reason', checklistMessages.reason],
      [dressBody({ verdict: 'not_for_her', reason: 'x'.repeat(201) }), 'reason', checklistMessages.reasonLength],
      [dressBody({ verdict: 'meh' }), 'verdict', checklistMessages.verdict],
      [dressBody({ dressName: '' }), 'dressName', checklistMessages.dressName],
      [dressBody({ dressName: 'x'.repeat(201) }), 'dressName', checklistMessages.dressNameLength],
      [dressBody({ pulled: 'yes' }), 'pulled', checklistMessages.flag],
      [dressBody({ triedOn: 1 }), 'triedOn', checklistMessages.flag],
    ];
    for (const [body, field, message] of cases) {
      const answer = await owner.put(url, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ fields: { [field]: message } });
    }
    const longKey = await owner.put(apiPaths.appointments.dress(id, 'k'.repeat(121)), dressBody());
    expect(longKey.status).toBe(400);
    expect(longKey.body).toMatchObject({ error: checklistMessages.dressKey });
    expect((await owner.put(url, [1])).status).toBe(400);
    expect(await t.sql`SELECT 1 FROM appointment_dresses WHERE appointment_id = ${id}`).toHaveLength(0);
  });

  it('is closed for a cancelled or no-show appointment and not found for another boutique', async () => {
    for (const status of ['cancelled', 'no_show']) {
      const id = await appointment({ status });
      const answer = await owner.put(apiPaths.appointments.dress(id, 'added:x'), dressBody());
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ error: checklistMessages.closed });
    }
    const id = await appointment({ startsInMinutes: 60 });
    expect((await owner.put(apiPaths.appointments.dress(id, 'added:x'), dressBody())).status).toBe(200);
    const foreign = await stranger.put(apiPaths.appointments.dress(id, 'added:y'), dressBody());
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ error: outcomeMessages.notFound });
  });
});

describe("A colleague's checklist is hers", () => {
  it("refuses a colleague's appointment with the schedule's 403, and lets an admin and her consultant save", async () => {
    const id = await appointment({ started: true, consultantId });
    const url = apiPaths.appointments.dress(id, 'added:lila');
    const refused = await colleague.put(url, dressBody({ dressName: 'Lila' }));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: otherConsultantsMessage });
    expect(await t.sql`SELECT 1 FROM appointment_dresses WHERE appointment_id = ${id}`).toHaveLength(0);
    const detail = (await colleague.get(apiPaths.appointments.one(id))).body as AppointmentDetail;
    expect(detail).toMatchObject({ canEditChecklist: false, canEditOutcome: false });

    expect((await consultant.put(url, dressBody({ dressName: 'Lila' }))).status).toBe(200);
    expect((await owner.put(url, dressBody({ dressName: 'Lila', triedOn: true }))).status).toBe(200);
    expect(((await consultant.get(apiPaths.appointments.one(id))).body as AppointmentDetail).canEditChecklist).toBe(
      true,
    );
  });

  it('closes the checklist of a completed appointment, to admins too, and changes nothing', async () => {
    const id = await appointment({ status: 'completed', consultantId });
    for (const client of [consultant, owner]) {
      const answer = await client.put(apiPaths.appointments.dress(id, 'added:x'), dressBody());
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ error: checklistMessages.completed });
    }
    expect(await t.sql`SELECT 1 FROM appointment_dresses WHERE appointment_id = ${id}`).toHaveLength(0);
    expect(((await owner.get(apiPaths.appointments.one(id))).body as AppointmentDetail).canEditChecklist).toBe(false);
  });

  it('keeps every save with who made it and when, and shows it in the detail newest first', async () => {
    const id = await appointment({ started: true, consultantId });
    const url = apiPaths.appointments.dress(id, 'added:lila');
    expect((await consultant.put(url, dressBody({ dressName: 'Lila' }))).status).toBe(200);
    expect((await owner.put(url, dressBody({ dressName: 'Lila', triedOn: true, verdict: 'loved' }))).status).toBe(200);
    const rows = await t.sql<{ changedBy: string; changedAt: Date; dress: { triedOn: boolean } }[]>`
      SELECT changed_by, changed_at, dress FROM appointment_checklist_changes
      WHERE appointment_id = ${id} ORDER BY changed_at, id`;
    const [ownerRow] = await t.sql<{ id: string }[]>`
      SELECT id FROM users WHERE boutique_id = ${boutiqueId} AND role = 'owner'`;
    expect(rows.map((row) => row.changedBy)).toEqual([consultantId, ownerRow!.id]);
    expect(rows.map((row) => row.dress.triedOn)).toEqual([false, true]);
    expect(rows[0]!.changedAt).toBeInstanceOf(Date);
    expect(rows[1]!.changedAt >= rows[0]!.changedAt).toBe(true);

    const { checklistHistory } = (await owner.get(apiPaths.appointments.one(id))).body as AppointmentDetail;
    expect(checklistHistory).toHaveLength(2);
    expect(checklistHistory[0]).toMatchObject({ dress: { dressKey: 'added:lila', triedOn: true, verdict: 'loved' } });
    expect(checklistHistory[1]).toMatchObject({ changedByName: 'Clara Vale', dress: { triedOn: false } });
  });
});

describe("'New dress recommendations' after the fitting room", () => {
  it("weighs the latest appointment's verdicts", async () => {
    const id = await appointment({ started: true });
    const { checklist } = (await owner.get(apiPaths.appointments.one(id))).body as AppointmentDetail;
    const [loved, rejected] = checklist;
    await owner.put(
      apiPaths.appointments.dress(id, loved!.dressKey),
      dressBody({ dressName: loved!.dressName, verdict: 'loved' }),
    );
    await owner.put(
      apiPaths.appointments.dress(id, rejected!.dressKey),
      dressBody({ dressName: rejected!.dressName, verdict: 'not_for_her', reason: 'Too formal' }),
    );
    const answer = await consultant.post(apiPaths.helpAdvice, {
      brideId,
      problem: 'new-dress-recommendations',
      details: '',
    });
    expect(answer.status).toBe(200);
    const advice = (answer.body as { advice: string }).advice;
    // Her plan already named all three dresses in stock: the guidance leans on what she loved.
    expect(advice).toContain(`from the ${loved!.dressName.replace(/ \(.*/, '')} she loved in the fitting room`);
  });
});
