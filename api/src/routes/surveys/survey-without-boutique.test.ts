import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sampleBrideFields, surveyForm } from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// A survey that names no boutique used to be filed under the demo boutique, where no one sees her.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const unknownBoutique = "We couldn't find this boutique. Please check the survey link your boutique sent you.";

describe('a survey without its boutique', () => {
  it('is refused, saying to check the link, and nothing of her is stored', async () => {
    const name = 'Nobody Knows Me';
    for (const boutiqueName of [undefined, '', '   ']) {
      const fields =
        boutiqueName === undefined ? { ...sampleBrideFields, name } : { ...sampleBrideFields, name, boutiqueName };
      const res = await t.client().post('/api/surveys', surveyForm(fields));
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { error: unknownBoutique } });
    }
    expect(await t.sql`SELECT id FROM brides WHERE name = ${name}`).toHaveLength(0);
  });

  it('still reaches the demo boutique when the link names it', async () => {
    const res = await t.client().post('/api/surveys', surveyForm({ ...sampleBrideFields, boutiqueName: 'demo' }));
    expect(res.status).toBe(201);
  });

  it('answers 404 to the boutique lookup for an empty or blank slug', async () => {
    for (const slug of ['%20', '%20%20']) {
      expect((await t.client().get(`/api/survey-boutiques/${slug}`)).status).toBe(404);
    }
  });
});
