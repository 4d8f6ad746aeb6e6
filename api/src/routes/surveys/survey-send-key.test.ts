import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { analysisSteps } from '@bridal/server/plans/analysis-schemas';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { surveySendKeyHeader, surveySendKeyMessage } from '@bridal/shared/survey/survey-send-key';
import { jpegWithGps } from '@bridal/testing/make-images';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { sampleBrideFields, signUpAndLogIn, surveyForm } from '../../../test/support/boutique-fixtures';

/*
 * A bride's phone sends her survey with a key it keeps until a send succeeds. When the answer to
 * a send is lost on the way back and she (or her phone) sends again, the same key is answered with
 * the bride the first send made: never a second bride, whether the sends follow or race each other.
 */

let t: TestApp;
let slug: string;
let otherSlug: string;

beforeAll(async () => {
  t = await createTestApp();
  slug = (await signUpAndLogIn(t)).slug;
  otherSlug = (await signUpAndLogIn(t)).slug;
});
afterAll(async () => {
  await t?.close();
});

function send(boutiqueSlug: string, sendKey: string | null, fields: Record<string, string | string[]> = {}) {
  const form = surveyForm({ ...sampleBrideFields, ...fields, boutiqueName: boutiqueSlug });
  return t.client().post(apiPaths.surveys, form, sendKey === null ? {} : { [surveySendKeyHeader]: sendKey });
}

async function bridesNamed(name: string) {
  return t.sql<{ id: string; steps: number; links: number }[]>`
    SELECT b.id,
           (SELECT count(*)::int FROM analysis_steps s WHERE s.bride_id = b.id) AS steps,
           (SELECT count(*)::int FROM appointment_links l WHERE l.bride_id = b.id) AS links
    FROM brides b WHERE b.name = ${name}`;
}

async function stagedPhotoId(): Promise<string> {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(await jpegWithGps())], { type: 'image/jpeg' }), 'IMG_0001.jpg');
  const res = await t.client().post(apiPaths.surveyPhotos(slug), form);
  expect(res.status).toBe(201);
  return res.body.photoId as string;
}

describe('POST /api/surveys with an Idempotency-Key', () => {
  it('answers the same key again with the first answer, and stores her once', async () => {
    const sendKey = randomUUID();
    const first = await send(slug, sendKey, { name: 'Wren Ashby' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ brideId: expect.any(String), bookingToken: expect.any(String) });

    const again = await send(slug, sendKey, { name: 'Wren Ashby' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    // The key in capitals is the same key.
    expect((await send(slug, sendKey.toUpperCase(), { name: 'Wren Ashby' })).body).toEqual(first.body);

    expect(await bridesNamed('Wren Ashby')).toEqual([
      { id: first.body.brideId, steps: analysisSteps.length, links: 1 },
    ]);
    // The booking link given again is the one stored: it opens.
    const link = await t.client().get(apiPaths.booking.link(first.body.bookingToken as string));
    expect(link.status).toBe(200);
  });

  it('answers again a send whose photos the first one already took', async () => {
    const sendKey = randomUUID();
    const photoIds = [await stagedPhotoId(), await stagedPhotoId()];
    const first = await send(slug, sendKey, { name: 'Maren Holt', photoIds });
    expect(first.status).toBe(201);
    const again = await send(slug, sendKey, { name: 'Maren Holt', photoIds });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const [photos] = await t.sql<{ count: number }[]>`
      SELECT count(*)::int AS count FROM bride_photos WHERE bride_id = ${first.body.brideId as string}`;
    expect(photos!.count).toBe(2);
    expect(await bridesNamed('Maren Holt')).toHaveLength(1);
  });

  it.each([
    ['in words only', 'Tamsin Rowe', false],
    ['naming a photo sent ahead', 'Clemence Rowe', true],
  ])('makes one bride of sends racing with one key, %s', async (_case, name, withPhoto) => {
    const sendKey = randomUUID();
    const photoIds = withPhoto ? [await stagedPhotoId()] : [];
    const answers = await Promise.all([0, 1, 2].map(() => send(slug, sendKey, { name, photoIds })));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((res) => JSON.stringify(res.body))).size).toBe(1);
    expect(await bridesNamed(name)).toEqual([{ id: answers[0]!.body.brideId, steps: analysisSteps.length, links: 1 }]);
  });

  it('gives her link again when the first send stored her but stopped before giving it', async () => {
    const sendKey = randomUUID();
    const first = await send(slug, sendKey, { name: 'Lark Penney' });
    await t.sql`DELETE FROM appointment_links WHERE bride_id = ${first.body.brideId as string}`;
    const again = await send(slug, sendKey, { name: 'Lark Penney' });
    expect(again.body).toEqual(first.body);
    expect((await t.client().get(apiPaths.booking.link(again.body.bookingToken as string))).status).toBe(200);
  });

  it('keeps one key of two boutiques apart: each has its own bride and link', async () => {
    const sendKey = randomUUID();
    const here = await send(slug, sendKey, { name: 'Odette Vale' });
    const there = await send(otherSlug, sendKey, { name: 'Odette Vale' });
    expect([here.status, there.status]).toEqual([201, 201]);
    expect(there.headers.get('idempotent-replayed')).toBeNull();
    expect(there.body.brideId).not.toBe(here.body.brideId);
    expect(there.body.bookingToken).not.toBe(here.body.bookingToken);
    expect((await send(otherSlug, sendKey, { name: 'Odette Vale' })).body).toEqual(there.body);
    expect((await send(slug, sendKey, { name: 'Odette Vale' })).body).toEqual(here.body);
    const rows = await t.sql<{ boutiqueSlug: string }[]>`
      SELECT o.slug AS boutique_slug FROM brides b JOIN boutiques o ON o.id = b.boutique_id
      WHERE b.name = 'Odette Vale' ORDER BY o.slug`;
    expect(rows.map((row) => row.boutiqueSlug)).toEqual([slug, otherSlug].sort());
  });

  it.each([['not-a-key'], [''], ['8e0c3b8e-6c1f-4b7a-9a51-0d6f2f7c1e2a0'], ['{8e0c3b8e-6c1f-4b7a-9a51-0d6f2f7c1e2a}']])(
    'refuses the key %p with 400 and stores nothing',
    async (sendKey) => {
      const res = await send(slug, sendKey, { name: 'Ines Marlow' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: surveySendKeyMessage });
      expect(await bridesNamed('Ines Marlow')).toHaveLength(0);
    },
  );

  it('still takes a survey without a key, each send a bride of its own, as before', async () => {
    expect((await send(slug, null, { name: 'Hollis Reed' })).status).toBe(201);
    expect((await send(slug, null, { name: 'Hollis Reed' })).status).toBe(201);
    expect(await bridesNamed('Hollis Reed')).toHaveLength(2);
  });
});
