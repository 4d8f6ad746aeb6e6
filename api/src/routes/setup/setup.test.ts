import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { type SetupChecklist, setupMessages } from '@bridal/shared/setup/setup-checklist';
import {
  confirmEmailFromMail,
  confirmScheduleSettings,
  logInNewConsultant,
  sampleBrideFields,
  sampleStockLines,
  signUpAndLogIn,
  submitTextSurvey,
  type TestClient,
  uploadStockCsv,
} from '../../../test/support/boutique-fixtures';
import { adminsOnlyMessage } from '../../http/require-role';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// The owner's first hour: a checklist on her dashboard, each item worked out from what she has
// really done, which she can put away for the whole boutique.
let t: TestApp;
let owner: TestClient;
let boutiqueId: number;
let slug: string;
let ownerId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({
    client: owner,
    boutiqueId,
    slug,
    ownerId,
  } = await signUpAndLogIn(
    t,
    { boutiqueName: 'First Hour Bridal', timeZone: 'America/Chicago' },
    { confirmEmail: false, confirmSchedule: false },
  ));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const checklist = async (client: TestClient = owner) => {
  const res = await client.get(apiPaths.setup);
  expect(res.status).toBe(200);
  return res.body as SetupChecklist;
};
const doneKeys = (list: SetupChecklist) => list.items.filter((item) => item.done).map((item) => item.key);

describe('GET /api/setup', () => {
  it('after sign-up: nothing done yet, online booking closed, her settings described', async () => {
    expect(await checklist()).toEqual({
      items: [
        { key: 'confirmEmail', done: false },
        { key: 'schedule', done: false },
        { key: 'appointments', done: false },
        { key: 'inventory', done: false },
        { key: 'team', done: false },
        { key: 'survey', done: false },
      ],
      complete: false,
      dismissed: false,
      onlineBookingOpen: false,
      schedule: { timeZone: 'America/Chicago', appointmentMinutes: 90, capacity: 2 },
    });
  });

  it('is for admins only: a consultant gets 403, nobody signed in 401', async () => {
    const other = await signUpAndLogIn(t, { boutiqueName: 'Team Check Bridal' });
    const member = await logInNewConsultant(t, other.boutiqueId, { name: 'Nell Ward', coachingGoals: '' });
    const refused = await member.get(apiPaths.setup);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: adminsOnlyMessage });
    expect((await t.client().get(apiPaths.setup)).status).toBe(401);
  });

  it('ticks each item as she really does it, and is complete when all are done', async () => {
    await confirmEmailFromMail(t, ownerId);
    expect(doneKeys(await checklist())).toEqual(['confirmEmail']);

    await confirmScheduleSettings(owner);
    const scheduled = await checklist();
    expect(doneKeys(scheduled)).toEqual(['confirmEmail', 'schedule', 'appointments']);
    expect(scheduled.onlineBookingOpen).toBe(true);

    expect((await uploadStockCsv(owner, sampleStockLines)).status).toBe(200);
    const invited = await owner.post(apiPaths.consultantInvite, { name: 'Ivy Moss', email: 'ivy.moss@example.com' });
    expect(invited.status).toBe(201);
    expect(doneKeys(await checklist())).toEqual(['confirmEmail', 'schedule', 'appointments', 'inventory', 'team']);

    await submitTextSurvey(t, slug, { ...sampleBrideFields, name: 'Owner Tries Her Link' });
    const all = await checklist();
    expect(all.items.every((item) => item.done)).toBe(true);
    expect(all.complete).toBe(true);
    expect(all.dismissed).toBe(false);
  });
});

describe('PUT /api/setup/dismissal', () => {
  it.each([[{}], [{ dismissed: 'yes' }], [{ dismissed: 1 }], [{ dismissed: null }]])(
    'refuses %p with a clear 400, changing nothing',
    async (body) => {
      const res = await owner.put(apiPaths.setupDismissal, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(setupMessages.dismissed);
      expect((await checklist()).dismissed).toBe(false);
    },
  );

  it('puts the checklist away for the whole boutique (kept by the server), and brings it back', async () => {
    const res = await owner.put(apiPaths.setupDismissal, { dismissed: true });
    expect(res.status).toBe(200);
    expect((res.body as SetupChecklist).dismissed).toBe(true);
    const [row] = await t.sql<{ dismissedAt: Date | null }[]>`
      SELECT setup_dismissed_at AS dismissed_at FROM boutiques WHERE id = ${boutiqueId}`;
    expect(row!.dismissedAt).toBeInstanceOf(Date);
    // Only hers: another boutique's checklist stays.
    const colleague = await signUpAndLogIn(t, { boutiqueName: 'Elsewhere Bridal' });
    expect((await checklist(colleague.client)).dismissed).toBe(false);

    expect((await owner.put(apiPaths.setupDismissal, { dismissed: false })).body.dismissed).toBe(false);
  });

  it('is for admins only', async () => {
    const member = await logInNewConsultant(t, boutiqueId, { name: 'Dora Vale', coachingGoals: '' });
    expect((await member.put(apiPaths.setupDismissal, { dismissed: true })).status).toBe(403);
    expect((await checklist()).dismissed).toBe(false);
  });
});
