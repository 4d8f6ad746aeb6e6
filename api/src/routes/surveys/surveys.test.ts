import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jpegWithGps, pixelFloodPng, pngImage } from '@bridal/testing/make-images';
import { createRedis } from '@bridal/server/queue/redis-connection';
import { FlowProducer } from 'bullmq';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const answers: Record<string, string | string[]> = {
  name: 'Clara Whitfield',
  weddingDate: '2027-06-19',
  weddingLocation: 'Kennebunkport, ME',
  weddingVenue: 'Nonantum Resort',
  pinterestBoard: 'https://www.pinterest.com/clara/coastal-wedding-dresses/',
  weddingVibes: ['beach', 'classic'],
  specificVision: 'Simple and elegant, lace sleeves, nothing too poofy.',
  shoppingParty: ['mom', 'sister', 'custom:Aunt June'],
  currentFeeling: ['excited', 'nervous'],
  customFeeling: '',
  shoppingIntention: 'serious-shopping',
  customIntention: '',
  budget: '2000-3000',
  customBudget: '',
  additionalNotes: 'My mom loves ball gowns; I do not.',
  boutiqueName: 'demo',
};

function surveyForm(
  overrides: Record<string, string | string[]> = {},
  files: { name: string; bytes: Buffer; type?: string }[] = [],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...answers, ...overrides })) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
  }
  for (const file of files)
    form.append(
      'inspirationImages',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }),
      file.name,
    );
  return form;
}

async function storedFiles(): Promise<string[]> {
  const all = await readdir(t.storageDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return all.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function counts() {
  const [row] =
    await t.sql`SELECT (SELECT count(*)::int FROM brides) AS brides, (SELECT count(*)::int FROM bride_photos) AS photos`;
  return { ...row, files: (await storedFiles()).length };
}

describe('POST /api/surveys', () => {
  it('stores a survey with 6 photos, stripped of EXIF and GPS, and its pending analysis', async () => {
    const photos = await Promise.all([0, 1, 2, 3, 4, 5].map(() => jpegWithGps()));
    const res = await t.client().post(
      '/api/surveys',
      surveyForm(
        {},
        photos.map((bytes, i) => ({ name: `IMG_00${i}.jpg`, bytes })),
      ),
    );
    expect(res.status).toBe(201);
    const brideId = res.body.brideId as string;
    expect(brideId).toMatch(/^[0-9a-f-]{36}$/);

    const [bride] =
      await t.sql`SELECT name, boutique_id, wedding_venue, answers, status FROM brides WHERE id = ${brideId}`;
    expect(bride).toMatchObject({
      name: 'Clara Whitfield',
      boutiqueId: 99,
      weddingVenue: 'Nonantum Resort',
      status: 'analyzing',
    });
    expect(bride!.answers.shoppingParty).toEqual(['mom', 'sister', 'custom:Aunt June']);
    const steps = await t.sql`SELECT step, status FROM analysis_steps WHERE bride_id = ${brideId} ORDER BY step`;
    expect(steps.map((s) => `${s.step}:${s.status}`)).toEqual([
      'inventory:pending',
      'strategy:pending',
      'style:pending',
      'top-sellers:pending',
      'venue:pending',
    ]);
    // The worker re-encodes them and makes the thumbnails (see the pipeline test); what is stored
    // now is her upload without its metadata, never served until then.
    const photoRows = await t.sql`
      SELECT storage_key, thumbnail_key, status, width, height FROM bride_photos
      WHERE bride_id = ${brideId} ORDER BY position`;
    expect(photoRows).toHaveLength(6);
    expect(photoRows[0]).toMatchObject({ status: 'uploaded', thumbnailKey: null, width: 800, height: 1200 });
    expect(photoRows[0]!.storageKey).toMatch(new RegExp(`^boutiques/99/brides/${brideId}/photos/[0-9a-f-]+-upload$`));

    for (const row of photoRows) {
      const stored = path.join(t.storageDir, row.storageKey);
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      const raw = (await import('node:fs')).readFileSync(stored);
      expect(raw.includes(Buffer.from('TestPhone'))).toBe(false);
      expect(raw.includes(Buffer.from('GPS'))).toBe(false);
      // Lossless: the same pixels as the upload.
      const [original, kept] = await Promise.all([sharp(photos[0]).raw().toBuffer(), sharp(stored).raw().toBuffer()]);
      expect(kept.equals(original)).toBe(true);
    }
    const [queued] = await t.sql`SELECT enqueued_at FROM brides WHERE id = ${brideId}`;
    expect(queued!.enqueuedAt).toBeInstanceOf(Date);
  });

  it('answers only the progress of a bride to whoever holds her id', async () => {
    const res = await t.client().post('/api/surveys', surveyForm());
    const status = await t.client().get(`/api/surveys/${res.body.brideId}/status`);
    expect(status.status).toBe(200);
    expect(status.body).toEqual({
      status: 'analyzing',
      steps: {
        venue: 'pending',
        style: 'pending',
        strategy: 'pending',
        inventory: 'pending',
        'top-sellers': 'pending',
      },
    });
    expect(JSON.stringify(status.body)).not.toContain('Clara');
    expect((await t.client().get('/api/surveys/00000000-0000-4000-8000-000000000000/status')).status).toBe(404);
    expect((await t.client().get('/api/surveys/not-an-id/status')).status).toBe(404);
  });

  it('finds a boutique by its survey slug, and says so when it does not exist', async () => {
    expect((await t.client().get('/api/survey-boutiques/demo')).body).toEqual({
      name: 'Demo Bridal Boutique',
      slug: 'demo',
      isDemo: true,
    });
    const missing = await t.client().get('/api/survey-boutiques/no-such-boutique');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatch(/couldn't find this boutique/);
  });

  const bad: [string, () => Promise<FormData>, number, RegExp][] = [
    [
      '7 photos',
      async () =>
        surveyForm(
          {},
          await Promise.all([...Array(7)].map(async (_, i) => ({ name: `p${i}.jpg`, bytes: await pngImage() }))),
        ),
      400,
      /at most 6/,
    ],
    [
      'a text file named .jpg',
      async () => surveyForm({}, [{ name: 'dress.jpg', bytes: Buffer.from('just some text, not a photo at all') }]),
      400,
      /"dress\.jpg" is not a JPEG, PNG, WebP or HEIC image/,
    ],
    [
      'a PNG with a broken header',
      async () => {
        const png = await pngImage();
        png.writeUInt32BE(0xdeadbeef, 16);
        return surveyForm({}, [{ name: 'broken.png', bytes: png, type: 'image/png' }]);
      },
      400,
      /broken\.png/,
    ],
    [
      'a 50 MB file',
      async () =>
        surveyForm({}, [
          { name: 'huge.jpg', bytes: Buffer.concat([await jpegWithGps(), Buffer.alloc(50 * 1024 * 1024)]) },
        ]),
      413,
      /huge\.jpg/,
    ],
    [
      'a pixel flood',
      async () => surveyForm({}, [{ name: 'flood.png', bytes: pixelFloodPng(), type: 'image/png' }]),
      400,
      /flood\.png/,
    ],
    ['a missing name', async () => surveyForm({ name: '' }), 400, /^We need your name to personalize your experience$/],
    ['an unknown slug', async () => surveyForm({ boutiqueName: 'nowhere-bridal' }), 400, /couldn't find this boutique/],
    [
      '1 MB text fields',
      async () => surveyForm({ specificVision: 'x'.repeat(1024 * 1024) }),
      400,
      /at most 2000 characters/,
    ],
    ['a made-up vibe', async () => surveyForm({ weddingVibes: ['gothic'] }), 400, /Please choose a listed option/],
    ['a date in the location', async () => surveyForm({ weddingLocation: '2027-06-19' }), 400, /not a date/],
    [
      'a link that is not Pinterest',
      async () => surveyForm({ pinterestBoard: 'https://evil.example/board' }),
      400,
      /Pinterest board link/,
    ],
    [
      'a link without https:// that is not Pinterest',
      async () => surveyForm({ pinterestBoard: 'evil.example/pinterest.com/board' }),
      400,
      /^Please enter a Pinterest board link \(for example/,
    ],
    ['an impossible date', async () => surveyForm({ weddingDate: '2027-02-30' }), 400, /valid wedding date/],
    [
      'a dress size that makes no sense',
      async () => surveyForm({ dressSize: 'size 95' }),
      400,
      /^We couldn't read that size/,
    ],
    [
      'a dress size too long to be one',
      async () => surveyForm({ dressSize: '12 '.repeat(30) }),
      400,
      /at most 40 characters/,
    ],
  ];

  it.each(bad)('refuses %s and stores nothing', async (_label, makeForm, status, message) => {
    const before = await counts();
    const res = await t.client().post('/api/surveys', await makeForm());
    expect(res.status).toBe(status);
    expect(res.body.error).toMatch(message);
    expect(await counts()).toEqual(before);
  });

  it('stores the bride when the queue is unreachable, for housekeeping to analyse later', async () => {
    const working = t.deps.analysisFlow;
    const deadRedis = createRedis('redis://127.0.0.1:1', 'producer');
    deadRedis.on('error', () => undefined);
    t.deps.analysisFlow = new FlowProducer({ connection: deadRedis, prefix: 'nowhere' });
    try {
      const res = await t.client().post('/api/surveys', surveyForm({ name: 'Offline Olivia' }));
      expect(res.status).toBe(201);
      const [bride] = await t.sql`SELECT status, enqueued_at FROM brides WHERE id = ${res.body.brideId}`;
      expect(bride).toEqual({ status: 'analyzing', enqueuedAt: null });
    } finally {
      deadRedis.disconnect();
      void t.deps.analysisFlow.close().catch(() => undefined);
      t.deps.analysisFlow = working;
    }
  });

  it('refuses a JSON body: the survey is a multipart form', async () => {
    const res = await t.client().post('/api/surveys', { name: 'Clara' });
    expect(res.status).toBe(415);
  });

  it('takes a Pinterest link typed without https:// and stores it with https://', async () => {
    const res = await t
      .client()
      .post('/api/surveys', surveyForm({ pinterestBoard: ' www.pinterest.com/clara/lace/ ' }));
    expect(res.status).toBe(201);
    const [bride] = await t.sql`SELECT answers FROM brides WHERE id = ${res.body.brideId}`;
    expect(bride!.answers.pinterestBoard).toBe('https://www.pinterest.com/clara/lace/');
  });

  it('keeps her usual dress size as she wrote it, and none when she skipped it', async () => {
    const given = await t.client().post('/api/surveys', surveyForm({ dressSize: ' UK 16 ' }));
    expect(given.status).toBe(201);
    const [bride] = await t.sql`SELECT answers FROM brides WHERE id = ${given.body.brideId}`;
    expect(bride!.answers.dressSize).toBe('UK 16');

    const skipped = await t.client().post('/api/surveys', surveyForm());
    expect(skipped.status).toBe(201);
    const [other] = await t.sql`SELECT answers FROM brides WHERE id = ${skipped.body.brideId}`;
    expect(other!.answers.dressSize ?? '').toBe('');
  });

  it('ignores empty file parts, as a browser sends for an empty file input', async () => {
    const res = await t.client().post('/api/surveys', surveyForm({}, [{ name: '', bytes: Buffer.alloc(0) }]));
    expect(res.status).toBe(201);
  });
});
