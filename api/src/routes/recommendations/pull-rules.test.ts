import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  analyseBride,
  signUpAndLogIn,
  submitTextSurvey,
  type TestClient,
  uploadStockCsv,
} from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/**
 * The pull rules, end to end: a sheet with its own column names for sizes in stock, sample sizes and the
 * order range, a bride who gives her size in her own words, and a plan in which only the dresses
 * she can wear or order in her size, within her budget, may be pulled.
 */
let t: TestApp;
let owner: TestClient;
let slug: string;

// Three boho gowns under $1,000 that come in size 20 (in stock, as a sample, to order); many that
// suit her as well but do not come in 20; two in 20 above her budget (one only 15 % over).
const stock = [
  'Style #,Designer,Gown,Price,Silhouette,Fabric,Sizes Available,Sample Sz,Order Sizes,Top Seller,Notes',
  'RB-1,Rue Bridal,Marisol,890,A-Line,Chiffon,16 18 20,,,no,Flowy boho beach gown with a sweep train',
  'RB-2,Rue Bridal,Calla,940,Empire,Chiffon,6 8,20,,no,Flowy boho beach gown with flutter sleeves',
  'RB-3,Rue Bridal,Juniper,760,A-Line,Chiffon,10,,0-30,no,Boho beach gown with an open back',
  ...Array.from(
    { length: 8 },
    (_, n) =>
      `HO-${n + 1},Hollow Oak,Willow ${n + 1},${700 + n * 30},A-Line,Chiffon,2-10,,0-16,yes,Flowy boho beach gown with an open back`,
  ),
  'HO-20,Hollow Oak,Sunday,1150,A-Line,Chiffon,20 22,,,yes,Flowy boho beach gown with an open back',
  'HO-21,Hollow Oak,Esme,1900,A-Line,Lace,18-24,,,yes,Boho lace gown',
];

const sizeTwentyBride = {
  name: 'Dana Reyes',
  weddingDate: '2027-07-10',
  weddingVenue: 'Driftwood Beach',
  weddingLocation: 'Jekyll Island, GA',
  weddingVibes: ['bohemian', 'beach'],
  budget: 'under-1000',
  shoppingParty: ['mom'],
  currentFeeling: ['excited'],
  specificVision: 'Flowy and light, with an open back.',
  additionalNotes:
    'I wear a size 20 and have been shown dresses I could not get into: please only pull dresses that come in my size.',
};

interface PlanPick {
  dressId: string;
  label: string;
  price: number | null;
  reasons: string[];
  stretch?: boolean;
}

async function planOf(brideId: string) {
  await analyseBride(t, brideId);
  const res = await owner.get(`/api/recommendations/${brideId}`);
  expect(res.status).toBe(200);
  return res.body as { recommendations: (PlanPick & { source: string })[]; survey: Record<string, string> };
}

const names = (picks: PlanPick[]) => picks.map((pick) => pick.label.split(' (')[0]).sort();

beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner, slug } = await signUpAndLogIn(t, {}, { confirmEmail: false }));
  const upload = await uploadStockCsv(owner, stock, 'spring stock.csv');
  expect(upload.status).toBe(200);
  expect(upload.body.dressCount).toBe(13);
});
afterAll(async () => {
  await t.close();
});

describe('pull lists under the size and budget rules, from upload to plan', () => {
  it('pulls only the in-size, in-budget dresses for the size-20 bride, each saying how it comes in 20', async () => {
    const plan = await planOf(await submitTextSurvey(t, slug, sizeTwentyBride));
    const inventoryPicks = plan.recommendations.filter((pick) => pick.source === 'inventory');
    expect(names(inventoryPicks)).toEqual(['Calla', 'Juniper', 'Marisol']);
    for (const pick of inventoryPicks) {
      expect(pick.price).toBeLessThanOrEqual(1000);
      expect(pick.stretch ?? false).toBe(false);
    }
    const reasons = inventoryPicks.flatMap((pick) => pick.reasons).join(' | ');
    expect(reasons).toMatch(/in stock in 20/);
    expect(reasons).toMatch(/sample in 20/);
    expect(reasons).toMatch(/orders 0-30/);
    // The top sellers do not come in 20 or are over her budget: none is offered.
    for (const pick of plan.recommendations.filter((entry) => entry.source !== 'inventory')) {
      expect(['Marisol', 'Calla', 'Juniper']).toContain(pick.label.split(' (')[0]);
    }
    expect(plan.survey.topSellerRecommendation).toMatch(/None of the boutique's 10 top sellers is available/);
  });

  it('reads her size from the survey question in another system, with the same result', async () => {
    const plan = await planOf(
      await submitTextSurvey(t, slug, {
        ...sizeTwentyBride,
        name: 'Ines Okafor',
        additionalNotes: '',
        dressSize: 'UK 24',
      }),
    );
    expect(names(plan.recommendations.filter((pick) => pick.source === 'inventory'))).toEqual([
      'Calla',
      'Juniper',
      'Marisol',
    ]);
  });

  it("pulls within an 'under $1,000' budget without a size, and says to ask her size", async () => {
    const plan = await planOf(
      await submitTextSurvey(t, slug, { ...sizeTwentyBride, name: 'Lena Park', additionalNotes: 'Something flowy.' }),
    );
    const inventoryPicks = plan.recommendations.filter((pick) => pick.source === 'inventory');
    expect(inventoryPicks).toHaveLength(3);
    for (const pick of inventoryPicks) expect(pick.price).toBeLessThanOrEqual(1000);
    expect(names(inventoryPicks)).not.toContain('Sunday');
    expect(plan.survey.consultationStrategy).toMatch(/Her size is not known: ask her before pulling\./);
  });
});
