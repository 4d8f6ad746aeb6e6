import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { boutiqueToday } from '@bridal/server/dashboard/bride-cards';
import { dashboardVersionKey } from '@bridal/server/dashboard-version/dashboard-version';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { clientNotFoundMessage } from '@bridal/shared/brides/client-not-found-message';
import { refreshDressesBusyMessage } from '@bridal/shared/inventory/inventory-dresses';
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
import { adminsOnlyMessage } from '../../http/require-role';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/*
 * The routes that refresh plans after a new inventory. The workers that then pick her dresses
 * again are exercised in worker/src/jobs/analyze-bride/refresh-dresses.test.ts; here no worker
 * runs, so a refreshed bride stays analysing.
 */

let t: TestApp;
let admin: TestClient;
let consultant: TestClient;
let otherAdmin: TestClient;
let boutiqueId: number;
let slug: string;
let otherBrideId: string;

const newStock = [sampleStockLines[0]!, 'NEW-1,Rue Bridal,Willow,1750,A-Line,Chiffon,4-14,yes,Beach gown'];

async function readyBride(name: string, fields: Record<string, string | string[]> = {}) {
  const brideId = await submitTextSurvey(t, slug, { ...sampleBrideFields, name, ...fields });
  await analyseBride(t, brideId);
  return brideId;
}

const statusOf = async (brideId: string) =>
  (await t.sql<{ status: string }[]>`SELECT status FROM brides WHERE id = ${brideId}`)[0]!.status;
const dashboardVersion = () => t.deps.redis.get(dashboardVersionKey(t.env.REDIS_PREFIX, boutiqueId));

beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin, boutiqueId, slug } = await signUpAndLogIn(t));
  consultant = await logInNewConsultant(t, boutiqueId, { name: 'Ivy Consultant', coachingGoals: '' });
  const other = await signUpAndLogIn(t);
  otherAdmin = other.client;
  await uploadStockCsv(otherAdmin, sampleStockLines);
  otherBrideId = await submitTextSurvey(t, other.slug, { ...sampleBrideFields, name: 'Other Bride' });
  await analyseBride(t, otherBrideId);
  expect((await uploadStockCsv(admin, sampleStockLines)).status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('a plan made from an older inventory', () => {
  it('says so in her plan once a newer upload replaces it, with the date of the one it came from', async () => {
    const brideId = await readyBride('Nell Dated');
    const before = await admin.get(apiPaths.bridePlan(brideId));
    expect(before.body.dressesSource.outdated).toBe(false);
    const [upload] = await t.sql<{ createdAt: Date }[]>`
      SELECT created_at FROM inventories WHERE boutique_id = ${boutiqueId} AND is_current`;
    expect(before.body.dressesSource.inventoryUploadedAt).toBe(upload!.createdAt.toISOString());

    expect((await uploadStockCsv(admin, newStock, 'new-stock.csv')).status).toBe(200);
    const after = await consultant.get(apiPaths.bridePlan(brideId));
    expect(after.body.dressesSource).toEqual({
      inventoryUploadedAt: upload!.createdAt.toISOString(),
      outdated: true,
    });
  });
});

describe('POST /api/brides/:brideId/refresh-dresses', () => {
  it('lets a consultant refresh her dresses: she is analysing again, and the dashboards are told', async () => {
    const brideId = await readyBride('Opal Refresh');
    await uploadStockCsv(admin, newStock, 'newer-stock.csv');
    const version = await dashboardVersion();
    const res = await consultant.post(apiPaths.brideRefreshDresses(brideId));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'analyzing' });
    expect(await statusOf(brideId)).toBe('analyzing');
    expect(await dashboardVersion()).not.toBe(version);
    const steps = await t.sql<{ step: string; status: string }[]>`
      SELECT step, status FROM analysis_steps WHERE bride_id = ${brideId} ORDER BY step`;
    expect(Object.fromEntries(steps.map((row) => [row.step, row.status]))).toEqual({
      inventory: 'pending',
      strategy: 'pending',
      style: 'done',
      'top-sellers': 'pending',
      venue: 'done',
    });

    // Again while her dresses are being picked: a clear 409, nothing changed.
    const again = await admin.post(apiPaths.brideRefreshDresses(brideId));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(refreshDressesBusyMessage);
  });

  it("answers 404 for another boutique's bride, an unknown id and a malformed one, changing nothing", async () => {
    for (const id of [otherBrideId, '00000000-0000-4000-8000-000000000000', 'not-a-bride', "' OR 1=1 --"]) {
      const res = await admin.post(apiPaths.brideRefreshDresses(id));
      expect([id, res.status, res.body.error]).toEqual([id, 404, clientNotFoundMessage]);
    }
    expect(await statusOf(otherBrideId)).toBe('ready');
  });

  it('asks for a session', async () => {
    const brideId = await readyBride('Pia Anonymous');
    expect((await t.client().post(apiPaths.brideRefreshDresses(brideId))).status).toBe(401);
    expect(await statusOf(brideId)).toBe('ready');
  });
});

describe('POST /api/inventory/refresh-plans', () => {
  it('is for admins only', async () => {
    const res = await consultant.post(apiPaths.inventoryRefreshPlans);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(adminsOnlyMessage);
    expect((await t.client().post(apiPaths.inventoryRefreshPlans)).status).toBe(401);
  });

  it("refreshes the boutique's upcoming outdated plans only: not past weddings, current plans or other boutiques", async () => {
    await readyBride('Quinn Upcoming');
    await readyBride('Rae Undated', { weddingDate: '' });
    const past = await readyBride('Sol Past');
    const today = await readyBride('Una Today');
    // Yesterday and today where the boutique is: from midnight UTC until midnight in New York the
    // database's own date is already the boutique's tomorrow, and her wedding day is not over.
    const boutiqueDay = boutiqueToday(t.sql, boutiqueId, new Date());
    await t.sql`UPDATE brides SET wedding_date = ${boutiqueDay} - 1 WHERE id = ${past}`;
    await t.sql`UPDATE brides SET wedding_date = ${boutiqueDay} WHERE id = ${today}`;
    await uploadStockCsv(admin, newStock, 'newest-stock.csv');
    const current = await readyBride('Tess Current');
    await uploadStockCsv(otherAdmin, newStock, 'other-new.csv');

    const res = await admin.post(apiPaths.inventoryRefreshPlans);
    expect(res.status).toBe(200);
    // Nell and the others made before the newest upload count too; Opal is still analysing.
    const analysing = await t.sql<{ name: string }[]>`
      SELECT name FROM brides WHERE boutique_id = ${boutiqueId} AND status = 'analyzing' ORDER BY name`;
    expect(analysing.map((row) => row.name)).toEqual([
      'Nell Dated',
      'Opal Refresh',
      'Pia Anonymous',
      'Quinn Upcoming',
      'Rae Undated',
      'Una Today',
    ]);
    expect(res.body).toEqual({ refreshed: 5, busy: 0 });
    for (const id of [past, current, otherBrideId]) expect(await statusOf(id)).toBe('ready');
  });
});
