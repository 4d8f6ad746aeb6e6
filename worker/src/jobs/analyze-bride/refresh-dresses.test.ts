import { beforeAll, describe, expect, it } from '@jest/globals';
import { createLocalProvider } from '@bridal/server/analysis/local/local-provider';
import { boutiqueToday } from '@bridal/server/dashboard/bride-cards';
import { readBridePlan } from '@bridal/server/brides/read-bride-plan';
import type { DashboardChanges } from '@bridal/server/dashboard-version/dashboard-version';
import { parseInventory } from '@bridal/server/inventory/parse-inventory';
import { refreshBrideDresses, refreshOutdatedPlans } from '@bridal/server/brides/refresh-plans';
import { replaceInventory } from '@bridal/server/inventory/replace-inventory';
import { createLogger } from '@bridal/server/logging/create-logger';
import { submitSurvey } from '@bridal/server/survey/submit-survey';
import { surveyAnswersSchema } from '@bridal/shared/survey/survey-schema';
import { FlowProducer } from 'bullmq';
import { startAnalysisWorkers, useWorkerTestServices } from '../../test-support/worker-test-services';

/*
 * A plan follows the inventory: brides analysed by the real workers against upload A, then the
 * boutique uploads B without their dresses, and a refresh (one bride, then all) has the workers
 * pick her dresses again from B, and only the steps that name dresses run again.
 */

const boutiqueId = 99;
const otherBoutiqueId = 1;
const logger = createLogger({ level: 'silent', name: 'refresh-test' });
let flows: FlowProducer;
let changes: DashboardChanges;

const services = useWorkerTestServices('refresh');
const { connection } = services;

const stockA = [
  'Style Number,Designer,Name,Price,Silhouette,Neckline,Fabric,Sizes,Top Seller,Description',
  'A-1,Luna Bay,Marina,1850,A-line,V-neck,Chiffon,6-12,yes,Flowy beach gown',
  'A-2,Maison Sol,Odette,1950,Fit and flare,Sweetheart,Lace,8-14,yes,Romantic lace',
  'A-3,Aveline,Juniper,1700,Sheath,Strapless,Crepe,2-10,no,Minimal crepe sheath',
];
const stockB = [
  'Style Number,Designer,Name,Price,Silhouette,Neckline,Fabric,Sizes,Top Seller,Description',
  'B-1,Rue Bridal,Sage,1800,A-line,Off the shoulder,Chiffon,4-14,yes,Breezy beach gown with a sweep train',
  'B-2,Hollow Oak,Fern,1650,Sheath,V-neck,Crepe,2-12,yes,Open back crepe for the sand',
  'B-3,Hollow Oak,Ivy,2900,Ball gown,Sweetheart,Satin,6-12,no,Structured classic ball gown',
];

async function upload(lines: string[], fileName: string) {
  const parsed = await parseInventory(Buffer.from(lines.join('\n')), fileName);
  return replaceInventory(services.db.sql, { boutiqueId, fileName, dresses: parsed.dresses, skipped: parsed.skipped });
}

const dressIdsOf = async (inventoryId: string) =>
  (await services.db.sql<{ id: string }[]>`SELECT id FROM dresses WHERE inventory_id = ${inventoryId}`).map(
    (row) => row.id,
  );

async function submitBride(name: string) {
  const answers = await surveyAnswersSchema.validate({
    name,
    weddingDate: '2027-07-10',
    weddingVenue: 'Higgins Beach Inn',
    weddingLocation: 'Scarborough, ME',
    weddingVibes: ['beach'],
    budget: '1000-2000',
    shoppingParty: ['mom'],
    currentFeeling: ['excited'],
  });
  const redis = connection();
  const { brideId } = await submitSurvey({
    sql: services.db.sql,
    storage: services.storage(),
    boutiqueId,
    answers,
    photos: [],
    announce: { analysisFlow: flows, redis, redisPrefix: services.prefix, logger },
  });
  return brideId;
}

async function waitForReady(brideId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await services.db.sql`SELECT status FROM brides WHERE id = ${brideId}`;
    if (row!.status === 'ready') return;
    if (Date.now() > deadline) throw new Error(`bride ${brideId} not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Each step's result and when it was written. */
const stepsOf = async (brideId: string) =>
  Object.fromEntries(
    (
      await services.db.sql<{ step: string; result: unknown; updatedAt: Date }[]>`
        SELECT step, result, updated_at FROM analysis_steps WHERE bride_id = ${brideId}`
    ).map((row) => [row.step, row]),
  );

beforeAll(async () => {
  flows = new FlowProducer({ connection: connection(), prefix: services.prefix });
  changes = { redis: connection(), prefix: services.prefix, logger };
  const workers = startAnalysisWorkers(services, { provider: createLocalProvider(), logger });
  services.beforeDrop(async () => {
    await Promise.all(workers.map((worker) => worker.close()));
    await flows.close();
  });
});

describe('refreshing a plan after a new inventory', () => {
  it('picks her dresses again from the new inventory, running only the steps that name dresses', async () => {
    const a = await upload(stockA, 'stock-a.csv');
    const idsA = await dressIdsOf(a.inventoryId);
    const brideId = await submitBride('Ada Refresh');
    await waitForReady(brideId);

    const planA = (await readBridePlan(services.db.sql, boutiqueId, brideId))!;
    expect(planA.recommendations.length).toBeGreaterThan(0);
    for (const pick of planA.recommendations) expect(idsA).toContain(pick.dressId);
    expect(planA.dressesSource).toMatchObject({ outdated: false });
    expect(planA.dressesSource.inventoryUploadedAt).not.toBeNull();
    const before = await stepsOf(brideId);

    const b = await upload(stockB, 'stock-b.csv');
    const idsB = await dressIdsOf(b.inventoryId);
    const outdated = (await readBridePlan(services.db.sql, boutiqueId, brideId))!;
    expect(outdated.dressesSource).toEqual({
      inventoryUploadedAt: planA.dressesSource.inventoryUploadedAt,
      outdated: true,
    });

    // Another boutique cannot refresh her; an id that is no bride's is not found either.
    expect(
      await refreshBrideDresses({ sql: services.db.sql, flows, changes, boutiqueId: otherBoutiqueId, brideId }),
    ).toBe('not-found');
    // A malformed id is refused at the api edge (404, api/src/routes/brides/refresh-dresses.test.ts).

    expect(await refreshBrideDresses({ sql: services.db.sql, flows, changes, boutiqueId, brideId })).toBe('redone');
    // (A second click while the first refresh runs answers 'busy': api/src/routes/brides/refresh-dresses.test.ts
    // checks it without workers, where it cannot race a refresh that has already finished.)
    await waitForReady(brideId);

    const planB = (await readBridePlan(services.db.sql, boutiqueId, brideId))!;
    expect(planB.recommendations.length).toBeGreaterThan(0);
    for (const pick of planB.recommendations) expect(idsB).toContain(pick.dressId);
    expect(planB.survey.suggestedDresses).not.toContain('Marina');
    expect(planB.dressesSource.outdated).toBe(false);
    expect(new Date(planB.dressesSource.inventoryUploadedAt!).getTime()).toBeGreaterThanOrEqual(
      new Date(planA.dressesSource.inventoryUploadedAt!).getTime(),
    );
    const after = await stepsOf(brideId);
    for (const step of ['venue', 'style']) expect(after[step]).toEqual(before[step]);
    for (const step of ['strategy', 'inventory', 'top-sellers']) {
      expect(after[step]!.updatedAt.getTime()).toBeGreaterThan(before[step]!.updatedAt.getTime());
    }
    // Her plan is announced ready once, not again for a refresh.
    const notes = await services.db.sql`SELECT kind FROM notifications WHERE bride_id = ${brideId}`;
    expect(notes).toEqual([{ kind: 'bride-ready' }]);
  });

  it('refreshes every upcoming outdated plan at once, and leaves past weddings and current plans alone', async () => {
    await upload(stockA, 'stock-a-again.csv');
    const [upcoming, past] = [await submitBride('Bea Upcoming'), await submitBride('Cleo Past')];
    await Promise.all([waitForReady(upcoming), waitForReady(past)]);
    await services.db
      .sql`UPDATE brides SET wedding_date = ${boutiqueToday(services.db.sql, boutiqueId, new Date())} - 30 WHERE id = ${past}`;
    const b = await upload(stockB, 'stock-b-again.csv');
    const idsB = await dressIdsOf(b.inventoryId);
    const pastBefore = await stepsOf(past);

    // Every ready, upcoming bride of this boutique is outdated now (Ada's earlier plan included).
    const answer = await refreshOutdatedPlans({ sql: services.db.sql, flows, changes, boutiqueId });
    expect(answer).toEqual({ refreshed: 2, busy: 0 });
    await waitForReady(upcoming);
    const plan = (await readBridePlan(services.db.sql, boutiqueId, upcoming))!;
    for (const pick of plan.recommendations) expect(idsB).toContain(pick.dressId);
    expect(plan.dressesSource.outdated).toBe(false);

    expect(await stepsOf(past)).toEqual(pastBefore);
    expect((await readBridePlan(services.db.sql, boutiqueId, past))!.dressesSource.outdated).toBe(true);
    // Once refreshed, nothing is left to do.
    const [ada] = await services.db.sql<{ id: string }[]>`SELECT id FROM brides WHERE name = 'Ada Refresh'`;
    await waitForReady(ada!.id);
    expect(await refreshOutdatedPlans({ sql: services.db.sql, flows, changes, boutiqueId })).toEqual({
      refreshed: 0,
      busy: 0,
    });
  });
});
