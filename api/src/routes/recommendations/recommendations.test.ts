import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jpegWithGps } from '@bridal/testing/make-images';
import {
  analyseBride,
  sampleStockLines,
  signUpAndLogIn,
  type SurveyFields,
  surveyForm,
  uploadStockCsv,
} from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let owner: ReturnType<TestApp['client']>;
let stranger: ReturnType<TestApp['client']>;
let slug: string;

const loggedInOwner = () => signUpAndLogIn(t, {}, { confirmEmail: false });

async function analyse(brideId: string) {
  await analyseBride(t, brideId);
}

function survey(fields: SurveyFields, photo?: Buffer) {
  const form = surveyForm(fields);
  if (photo) form.append('inspirationImages', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'inspo.jpg');
  return form;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner, slug } = await loggedInOwner());
  ({ client: stranger } = await loggedInOwner());
  const stock = [...sampleStockLines, 'HX-4,Rue Bridal,Lark,4800,Mermaid,Sequin,8-12,no,Glam sequin mermaid'];
  expect((await uploadStockCsv(owner, stock, 'our stock.csv')).body.dressCount).toBe(4);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/recommendations/{brideId}', () => {
  it("answers the bride, her survey read back with every analysis, and only the boutique's own dresses", async () => {
    const submitted = await t.client().post(
      '/api/surveys',
      survey(
        {
          name: 'Nora Quinn',
          weddingDate: '2027-08-14',
          weddingVenue: 'Crescent Beach Pavilion',
          weddingLocation: 'Cape Elizabeth, ME',
          weddingVibes: ['beach', 'modern'],
          budget: '1000-2000',
          shoppingParty: ['friend'],
          currentFeeling: ['excited'],
          specificVision: 'Light, simple, nothing heavy.',
          additionalNotes: '',
          boutiqueName: slug,
        },
        await jpegWithGps(),
      ),
    );
    const brideId = submitted.body.brideId as string;
    const before = await owner.get(`/api/recommendations/${brideId}`);
    expect(before.body.bride.status).toBe('analyzing');
    expect(before.body.survey.consultationStrategy).toBeNull();

    await analyse(brideId);
    const res = await owner.get(`/api/recommendations/${brideId}?boutiqueId=1`);
    expect(res.status).toBe(200);
    expect(res.body.bride).toMatchObject({
      id: brideId,
      name: 'Nora Quinn',
      weddingVenue: 'Crescent Beach Pavilion',
      status: 'ready',
    });
    const s = res.body.survey;
    expect(s.weddingVibes).toEqual(['beach', 'modern']);
    for (const field of [
      'styleSummary',
      'suggestedDresses',
      'enhancedImageAnalysis',
      'consultationStrategy',
      'topSellerRecommendation',
    ]) {
      expect(typeof s[field]).toBe('string');
      expect(s[field].length).toBeGreaterThan(20);
    }
    expect(s.aiAnalysis.confidence).toBeGreaterThan(0);
    expect(s.venueAnalysis.venueType).toBe('beach');
    expect(s.venueAnalysis.season).toBe('summer');
    expect(typeof s.daysUntilWedding).toBe('number');
    expect(s.inspirationImages).toHaveLength(1);

    const dresses =
      await t.sql`SELECT d.id, d.name FROM dresses d JOIN inventories i ON i.id = d.inventory_id WHERE i.is_current AND d.boutique_id = (SELECT boutique_id FROM brides WHERE id = ${brideId})`;
    const ours = new Map(dresses.map((row) => [row.id, row.name]));
    expect(res.body.recommendations.length).toBeGreaterThan(0);
    for (const pick of res.body.recommendations) expect(ours.has(pick.dressId)).toBe(true);
    expect(res.body.recommendations[0].source).toBe('inventory');
    expect(['Fern', 'Sage']).toContain(ours.get(res.body.recommendations[0].dressId));
    expect(s.suggestedDresses).toMatch(/Fern|Sage/);

    const photo = await owner.get(s.inspirationImages[0].url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect((await owner.get(s.inspirationImages[0].thumbnailUrl)).status).toBe(200);

    // Another boutique's admin, a stranger and a bad id all get nothing.
    for (const path of [`/api/recommendations/${brideId}`, s.inspirationImages[0].url]) {
      const other = await stranger.get(path);
      expect(other.status).toBe(404);
      expect(JSON.stringify(other.body)).not.toContain('Nora');
      expect((await t.client().get(path)).status).toBe(401);
    }
    expect((await owner.get('/api/recommendations/not-a-uuid')).status).toBe(404);
    // Ids that are not UUIDs are refused at the edge, with the photo's own message.
    const photoPath = new URL(s.inspirationImages[0].url, 'http://x').pathname;
    const [, photoId] = /\/photos\/([^/?]+)/.exec(photoPath) ?? [];
    for (const path of [`/api/brides/not-a-uuid/photos/${photoId}`, `/api/brides/${brideId}/photos/not-a-uuid`]) {
      const res = await owner.get(path);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Photo not found');
    }
    expect((await owner.get('/api/recommendations/00000000-0000-4000-8000-000000000000')).body.error).toBe(
      'Client not found',
    );
  });

  it('gives two different brides different plans', async () => {
    const ids: string[] = [];
    for (const fields of [
      {
        name: 'Greta',
        weddingVibes: ['glamorous'],
        budget: '3000-5000',
        weddingVenue: 'The Grand Ballroom',
        weddingDate: '2027-01-09',
        currentFeeling: ['excited'],
      },
      {
        name: 'Hana',
        weddingVibes: ['bohemian'],
        // Within reach of the stock: under $1,000 nothing here may be pulled (the pull rules' budget rule).
        budget: '1000-2000',
        weddingVenue: 'Willow Farm Barn',
        weddingDate: '2027-09-25',
        currentFeeling: ['overwhelmed', 'nervous'],
      },
    ]) {
      const res = await t.client().post('/api/surveys', survey({ ...fields, boutiqueName: slug }));
      ids.push(res.body.brideId);
      await analyse(res.body.brideId);
    }
    const [a, b] = await Promise.all(ids.map(async (id) => (await owner.get(`/api/recommendations/${id}`)).body));
    expect(a.survey.consultationStrategy).not.toEqual(b.survey.consultationStrategy);
    expect(a.survey.aiAnalysis.emotionalState).not.toEqual(b.survey.aiAnalysis.emotionalState);
    expect(a.survey.venueAnalysis.venueType).toBe('ballroom');
    expect(b.survey.venueAnalysis.venueType).toBe('barn');
    expect(a.recommendations[0].dressId).not.toEqual(b.recommendations[0].dressId);
  });
});
