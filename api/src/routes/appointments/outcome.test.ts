import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { AppointmentDetail } from '@bridal/shared/appointments/appointment-detail';
import { defaultTimeZone } from '@bridal/shared/appointments/boutique-settings';
import { outcomeMessages } from '@bridal/shared/appointments/outcome';
import { otherConsultantsMessage } from '@bridal/server/appointments/staff/staff-access';
import { boutiqueDate } from '@bridal/testing/boutique-day';
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
import { instantAgo } from '@bridal/testing/boutique-day';

let t: TestApp;
let owner: TestClient;
let clara: TestClient;
let dora: TestClient;
let stranger: TestClient;
let claraId: string;
let boutiqueId: number;
let slug: string;
let brideId: string;
let strangerDressId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner, boutiqueId, slug } = await signUpAndLogIn(t));
  clara = await logInNewConsultant(t, boutiqueId, { name: 'Clara Vale', coachingGoals: '' });
  dora = await logInNewConsultant(t, boutiqueId, { name: 'Dora Lind', coachingGoals: '' });
  claraId = (await t.sql<{ id: string }[]>`SELECT id FROM users WHERE name = 'Clara Vale'`)[0]!.id;
  let strangerBoutique: number;
  ({ client: stranger, boutiqueId: strangerBoutique } = await signUpAndLogIn(t, { boutiqueName: 'Elsewhere Bridal' }));
  expect((await uploadStockCsv(owner, sampleStockLines)).status).toBe(200);
  expect((await uploadStockCsv(stranger, sampleStockLines)).status).toBe(200);
  strangerDressId = (
    await t.sql<{ id: string }[]>`SELECT id FROM dresses WHERE boutique_id = ${strangerBoutique} LIMIT 1`
  )[0]!.id;
  brideId = await submitTextSurvey(t, slug, { ...sampleBrideFields, name: 'Nora Quill' });
  await analyseBride(t, brideId);
});
afterAll(async () => {
  await t?.close();
});

async function appointment(
  fields: { status?: string; startsInMinutes?: number; started?: boolean; consultantId?: string | null } = {},
) {
  const startsAt = new Date(Date.now() + (fields.startsInMinutes ?? -10) * 60_000);
  const consultantId = fields.consultantId === undefined ? claraId : fields.consultantId;
  const [row] = await t.sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, status, booked_by, started_at)
    VALUES (${boutiqueId}, ${brideId}, ${consultantId}, ${startsAt}, 90, ${fields.status ?? 'booked'}, 'staff',
            ${fields.started ? new Date() : null})
    RETURNING id`;
  return row!.id;
}

const ourDress = async (name: string) =>
  (await t.sql<{ id: string }[]>`SELECT id FROM dresses WHERE boutique_id = ${boutiqueId} AND name = ${name}`)[0]!.id;
/** The boutique's day (in its default zone), moved by whole days: 'YYYY-MM-DD'. */
const boutiqueDay = (days = 0) => boutiqueDate(defaultTimeZone, days);
const today = () => boutiqueDay();
const saidYes = (fields: Record<string, unknown> = {}) => ({
  result: 'said_yes',
  dressName: 'Fern',
  amount: 1650,
  ...fields,
});

describe('PUT /api/appointments/{id}/outcome', () => {
  it('ends a started appointment with said yes: completed, amount in cents, pull-list flag, one history row', async () => {
    const id = await appointment({ started: true, startsInMinutes: 30 });
    const fern = await ourDress('Fern');
    const saved = await clara.put(
      apiPaths.appointments.outcome(id),
      saidYes({ dressId: fern, dressName: '', amount: 1650.5 }),
    );
    expect(saved.status).toBe(200);
    const detail = saved.body as AppointmentDetail;
    expect(detail.appointment.status).toBe('completed');
    expect(detail.outcome).toMatchObject({ result: 'said_yes', dressId: fern, dressName: 'Fern', amount: 1650.5 });
    expect(detail.history).toHaveLength(1);
    expect(detail.history[0]).toMatchObject({ changedByName: 'Clara Vale', outcome: { result: 'said_yes' } });
    expect(detail.canEditOutcome).toBe(true);
    const [row] = await t.sql<{ saleAmountCents: number; consultantId: string; endedAt: Date | null }[]>`
      SELECT o.sale_amount_cents, o.consultant_id, a.ended_at FROM appointment_outcomes o
      JOIN appointments a ON a.id = o.appointment_id WHERE o.appointment_id = ${id}`;
    expect(row).toMatchObject({ saleAmountCents: 165050, consultantId: claraId });
    expect(row!.endedAt).not.toBeNull();
  });

  it('flags a typed dress that was pulled in the room as on her pull list, and one that was not as off it', async () => {
    const id = await appointment();
    await owner.put(apiPaths.appointments.dress(id, 'added:lila'), {
      dressName: 'Lila',
      pulled: true,
      triedOn: true,
      verdict: 'loved',
      reason: '',
    });
    const onList = await owner.put(apiPaths.appointments.outcome(id), saidYes({ dressName: 'lila' }));
    expect((onList.body as AppointmentDetail).outcome?.dressOnPullList).toBe(true);
    const offList = await owner.put(apiPaths.appointments.outcome(id), saidYes({ dressName: 'Something Else' }));
    expect((offList.body as AppointmentDetail).outcome?.dressOnPullList).toBe(false);
    expect((offList.body as AppointmentDetail).history).toHaveLength(2);
  });

  it('records not yet with reasons and a follow-up date', async () => {
    const id = await appointment();
    const answer = await clara.put(apiPaths.appointments.outcome(id), {
      result: 'not_yet',
      reasons: ['budget', 'other'],
      otherReason: 'Her sister is flying in',
      followUpOn: today(),
      notes: 'Loved the chiffon',
      amount: 999,
      dressName: 'ignored',
    });
    expect(answer.status).toBe(200);
    expect((answer.body as AppointmentDetail).outcome).toMatchObject({
      result: 'not_yet',
      reasons: ['budget', 'other'],
      otherReason: 'Her sister is flying in',
      followUpOn: today(),
      amount: null,
      dressName: '',
    });
  });

  it('refuses an outcome before the appointment starts, and for a cancelled or no-show one (409)', async () => {
    const future = await appointment({ startsInMinutes: 120 });
    const early = await owner.put(apiPaths.appointments.outcome(future), saidYes());
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ error: outcomeMessages.notStarted });
    for (const status of ['cancelled', 'no_show']) {
      const id = await appointment({ status });
      expect((await owner.put(apiPaths.appointments.outcome(id), saidYes())).status).toBe(409);
    }
    expect(await t.sql`SELECT 1 FROM appointment_outcomes WHERE appointment_id = ${future}`).toHaveLength(0);
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const id = await appointment();
    const url = apiPaths.appointments.outcome(id);
    const far = boutiqueDay(400);
    const yesterday = boutiqueDay(-1);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ result: 'maybe' }, 'result', outcomeMessages.result],
      [{ result: 'said_yes', amount: 100 }, 'dressName', outcomeMessages.dress],
      [{ result: 'said_yes', dressName: 'Fern' }, 'amount', outcomeMessages.amountRequired],
      [saidYes({ amount: 0 }), 'amount', outcomeMessages.amountRange],
      [saidYes({ amount: -5 }), 'amount', outcomeMessages.amountRange],
      [saidYes({ amount: 100_000.01 }), 'amount', outcomeMessages.amountRange],
      [saidYes({ amount: 'lots' }), 'amount', outcomeMessages.amountRange],
      [saidYes({ amount: 10.005 }), 'amount', outcomeMessages.amountCents],
      [saidYes({ dressId: 'nope' }), 'dressId', outcomeMessages.dressId],
      [saidYes({ dressName: 'x'.repeat(201) }), 'dressName', outcomeMessages.dressName],
      [{ result: 'no_sale' }, 'reasons', outcomeMessages.reasons],
      [{ result: 'no_sale', reasons: ['bored'] }, 'reasons[0]', outcomeMessages.reason],
      [{ result: 'no_sale', reasons: ['other'] }, 'otherReason', outcomeMessages.otherReason],
      [
        { result: 'no_sale', reasons: ['budget'], followUpOn: '2026-02-30' },
        'followUpOn',
        outcomeMessages.followUpFormat,
      ],
      [{ result: 'no_sale', reasons: ['budget'], followUpOn: yesterday }, 'followUpOn', outcomeMessages.followUpPast],
      [{ result: 'no_sale', reasons: ['budget'], followUpOn: far }, 'followUpOn', outcomeMessages.followUpFar],
      [{ result: 'no_sale', reasons: ['budget'], notes: 'x'.repeat(1001) }, 'notes', outcomeMessages.notes],
    ];
    for (const [body, field, message] of cases) {
      const answer = await owner.put(url, body);
      expect({ body, status: answer.status }).toMatchObject({ status: 400 });
      expect((answer.body as { fields: Record<string, string> }).fields[field]).toBe(message);
    }
    expect((await owner.put(url, 'text')).status).toBe(400);
    expect(await t.sql`SELECT 1 FROM appointment_outcomes WHERE appointment_id = ${id}`).toHaveLength(0);
    expect(await t.sql`SELECT status FROM appointments WHERE id = ${id}`).toEqual([{ status: 'booked' }]);
  });

  it("answers 404 for another boutique's appointment or dress", async () => {
    const id = await appointment();
    expect((await stranger.put(apiPaths.appointments.outcome(id), saidYes())).status).toBe(404);
    const foreignDress = await owner.put(apiPaths.appointments.outcome(id), saidYes({ dressId: strangerDressId }));
    expect(foreignDress.status).toBe(404);
    expect(foreignDress.body).toMatchObject({ error: outcomeMessages.dressNotFound });
  });

  it('refuses a colleague the first outcome of her started appointment, as the schedule does; an admin records it', async () => {
    const id = await appointment({ started: true });
    const refused = await dora.put(apiPaths.appointments.outcome(id), saidYes());
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: otherConsultantsMessage });
    expect(await t.sql`SELECT 1 FROM appointment_outcomes WHERE appointment_id = ${id}`).toHaveLength(0);
    expect(await t.sql`SELECT 1 FROM appointment_outcome_changes WHERE appointment_id = ${id}`).toHaveLength(0);
    expect(((await dora.get(apiPaths.appointments.one(id))).body as AppointmentDetail).canEditOutcome).toBe(false);

    const admin = await owner.put(apiPaths.appointments.outcome(id), saidYes());
    expect(admin.status).toBe(200);
    expect((admin.body as AppointmentDetail).appointment.status).toBe('completed');
    const edit = await dora.put(apiPaths.appointments.outcome(id), saidYes({ amount: 1 }));
    expect(edit.status).toBe(403);
    expect(edit.body).toMatchObject({ error: outcomeMessages.cannotEdit });
    const [change] = await t.sql<{ changedBy: string; changedAt: Date }[]>`
      SELECT changed_by, changed_at FROM appointment_outcome_changes WHERE appointment_id = ${id}`;
    const [ownerRow] = await t.sql<{ id: string }[]>`
      SELECT id FROM users WHERE boutique_id = ${boutiqueId} AND role = 'owner'`;
    expect(change).toMatchObject({ changedBy: ownerRow!.id });
    expect(change!.changedAt).toBeInstanceOf(Date);
  });

  it("refuses the recorder of a colleague's outcome its edit once it is hers again", async () => {
    // Recorded while the appointment was nobody's, then given to Clara: Dora no longer acts on it.
    const id = await appointment({ started: true, consultantId: null });
    expect((await dora.put(apiPaths.appointments.outcome(id), saidYes())).status).toBe(200);
    await t.sql`UPDATE appointments SET consultant_id = ${claraId} WHERE id = ${id}`;
    const edit = await dora.put(apiPaths.appointments.outcome(id), saidYes({ amount: 1 }));
    expect(edit.status).toBe(403);
    expect(edit.body).toMatchObject({ error: outcomeMessages.cannotEdit });
    expect((await owner.put(apiPaths.appointments.outcome(id), saidYes({ amount: 1 }))).status).toBe(200);
  });

  it('lets her consultant edit for 7 days, then only an admin; every save is kept in the history', async () => {
    const id = await appointment();
    expect((await clara.put(apiPaths.appointments.outcome(id), saidYes())).status).toBe(200);
    expect((await clara.put(apiPaths.appointments.outcome(id), saidYes({ amount: 1700 }))).status).toBe(200);
    const other = await dora.put(apiPaths.appointments.outcome(id), saidYes({ amount: 1 }));
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ error: outcomeMessages.cannotEdit });
    expect(((await dora.get(apiPaths.appointments.one(id))).body as AppointmentDetail).canEditOutcome).toBe(false);

    await t.sql`UPDATE appointment_outcomes SET recorded_at = ${instantAgo({ days: 8 })} WHERE appointment_id = ${id}`;
    const late = await clara.put(apiPaths.appointments.outcome(id), saidYes({ amount: 1800 }));
    expect(late.status).toBe(403);
    expect(((await clara.get(apiPaths.appointments.one(id))).body as AppointmentDetail).canEditOutcome).toBe(false);

    const admin = await owner.put(apiPaths.appointments.outcome(id), { result: 'no_sale', reasons: ['fit_or_size'] });
    expect(admin.status).toBe(200);
    const detail = admin.body as AppointmentDetail;
    expect(detail.outcome).toMatchObject({ result: 'no_sale', amount: null, consultantId: claraId });
    expect(detail.history.map((change) => change.outcome.result)).toEqual(['no_sale', 'said_yes', 'said_yes']);
    expect(detail.history.map((change) => change.outcome.amount)).toEqual([null, 1700, 1650]);
    expect(detail.history[0]!.changedByName).not.toBe('Clara Vale');
    const rows = await t.sql`SELECT 1 FROM appointment_outcome_changes WHERE appointment_id = ${id}`;
    expect(rows).toHaveLength(3);
  });
});
