import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rateLimitRules } from '@bridal/server/security/rate-limits';
import { deleteExpiredStagedPhotos } from '@bridal/server/survey/delete-expired-staged-photos';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { surveyPhotoMessages } from '@bridal/shared/survey/survey-photos';
import { jpegWithGps, noisyJpeg, pngImage } from '@bridal/testing/make-images';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { sampleBrideFields, signUpAndLogIn, surveyForm } from '../../../test/support/boutique-fixtures';
import { noStagedPhotoMessage } from './read-staged-photo-form';

/*
 * Photos sent ahead of the survey, one request each, so a dropped connection costs one
 * photo; the survey then names them by id. Another boutique's survey can never claim them.
 */

const photoMaxBytes = 400 * 1024;
let t: TestApp;
let slug: string;
let otherSlug: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on', PHOTO_MAX_BYTES: String(photoMaxBytes) });
  slug = (await signUpAndLogIn(t)).slug;
  otherSlug = (await signUpAndLogIn(t)).slug;
});
afterAll(async () => {
  await t?.close();
});

function photoForm(files: { name: string; bytes: Buffer; type?: string }[]) {
  const form = new FormData();
  for (const file of files) {
    form.append('photo', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }), file.name);
  }
  return form;
}

async function stage(boutiqueSlug: string, bytes: Buffer, name = 'IMG_0001.jpg', ip?: string) {
  return t.client(ip).post(apiPaths.surveyPhotos(boutiqueSlug), photoForm([{ name, bytes }]));
}

async function stagedId(boutiqueSlug: string, bytes?: Buffer): Promise<string> {
  const res = await stage(boutiqueSlug, bytes ?? (await jpegWithGps()));
  expect(res.status).toBe(201);
  return res.body.photoId as string;
}

function submit(boutiqueSlug: string, photoIds: string[], name = sampleBrideFields.name) {
  return t
    .client()
    .post(apiPaths.surveys, surveyForm({ ...sampleBrideFields, name, boutiqueName: boutiqueSlug, photoIds }));
}

async function stagedCount(): Promise<number> {
  const [row] = await t.sql<{ count: number }[]>`SELECT count(*)::int AS count FROM staged_photos`;
  return row!.count;
}

describe('POST /api/survey-boutiques/:slug/photos', () => {
  it('keeps one photo stripped of EXIF and GPS, and a survey of that boutique takes it by id', async () => {
    const photos = [await jpegWithGps({ colour: '#d8c3a5' }), await pngImage()];
    const ids: string[] = [];
    for (const [index, bytes] of photos.entries()) {
      const res = await stage(slug, bytes, `IMG_${index}.jpg`);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ photoId: expect.stringMatching(/^[0-9a-f-]{36}$/), width: expect.any(Number) });
      ids.push(res.body.photoId as string);
    }
    const [row] = await t.sql<{ storageKey: string }[]>`SELECT storage_key FROM staged_photos WHERE id = ${ids[0]!}`;
    const kept = await readFile(path.join(t.storageDir, row!.storageKey));
    expect((await sharp(kept).metadata()).exif).toBeUndefined();
    expect(kept.includes(Buffer.from('TestPhone'))).toBe(false);

    const res = await submit(slug, ids);
    expect(res.status).toBe(201);
    const brideId = res.body.brideId as string;
    const rows = await t.sql<{ storageKey: string; contentType: string; position: number }[]>`
      SELECT storage_key, content_type, position FROM bride_photos WHERE bride_id = ${brideId} ORDER BY position`;
    expect(rows.map((photo) => photo.contentType)).toEqual(['image/jpeg', 'image/png']);
    expect(rows[0]!.storageKey).toContain(`/brides/${brideId}/photos/`);
    const moved = await readFile(path.join(t.storageDir, rows[0]!.storageKey));
    expect(moved.equals(kept)).toBe(true);
    // Claimed: the staging row and file are gone, and the same id cannot be used again.
    expect(await t.sql`SELECT id FROM staged_photos WHERE id = ANY(${ids}::uuid[])`).toHaveLength(0);
    await expect(readFile(path.join(t.storageDir, row!.storageKey))).rejects.toThrow();
    const again = await submit(slug, [ids[0]!], 'Second Use');
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(surveyPhotoMessages.stagedPhotoMissing);
  });

  it('refuses a file that is not an image by its bytes, naming it, whatever its name says', async () => {
    const res = await stage(slug, Buffer.from('just some text, honestly\n'.repeat(20)), 'veil.jpg');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('"veil.jpg" is not a JPEG, PNG, WebP or HEIC image.');
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]);
    expect((await stage(slug, gif, 'sparkle.gif')).status).toBe(400);
  });

  it('refuses a photo over the size limit with 413, and a form with no photo or two', async () => {
    // Just over the photo limit: refused by the photo check, naming it.
    const padded = Buffer.concat([await jpegWithGps(), Buffer.alloc(photoMaxBytes)]).subarray(
      0,
      photoMaxBytes + 10_000,
    );
    const res = await stage(slug, padded, 'huge.jpg');
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/"huge.jpg" is larger than/);
    // Far over: refused by the route's body limit before it is read.
    const large = await noisyJpeg(2 * photoMaxBytes);
    expect(large.length).toBeGreaterThan(photoMaxBytes + 64 * 1024);
    expect((await stage(slug, large, 'huger.jpg')).status).toBe(413);

    const none = await t.client().post(apiPaths.surveyPhotos(slug), new FormData());
    expect(none.status).toBe(400);
    const textOnly = new FormData();
    textOnly.append('note', 'no file');
    const empty = await t.client().post(apiPaths.surveyPhotos(slug), textOnly);
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(noStagedPhotoMessage);

    const jpeg = await jpegWithGps();
    const two = await t.client().post(
      apiPaths.surveyPhotos(slug),
      photoForm([
        { name: 'a.jpg', bytes: jpeg },
        { name: 'b.jpg', bytes: jpeg },
      ]),
    );
    expect(two.status).toBe(400);
    expect(two.body.error).toBe(surveyPhotoMessages.tooManyStaged);
  });

  it('answers 404 for a survey link that names no boutique, keeping nothing', async () => {
    const before = await stagedCount();
    const res = await stage('no-such-boutique-anywhere', await jpegWithGps());
    expect(res.status).toBe(404);
    expect(await stagedCount()).toBe(before);
  });

  it('is rate-limited per address like the survey itself', async () => {
    const ip = '203.0.113.77';
    const key = `${t.env.REDIS_PREFIX}:rl:surveyPhotoByIp:${ip}`;
    await t.deps.redis.set(key, String(rateLimitRules.surveyPhotoByIp.points), 'EX', 3600);
    const res = await stage(slug, await jpegWithGps(), 'IMG_1.jpg', ip);
    expect(res.status).toBe(429);
  });
});

describe('POST /api/surveys naming photos sent ahead', () => {
  it("never takes another boutique's photo: refused as an unknown one, and the photo stays its own boutique's", async () => {
    const foreign = await stagedId(otherSlug);
    const res = await submit(slug, [foreign], 'Borrowing Bride');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(surveyPhotoMessages.stagedPhotoMissing);
    expect(await t.sql`SELECT id FROM brides WHERE name = 'Borrowing Bride'`).toHaveLength(0);
    expect(await t.sql`SELECT id FROM staged_photos WHERE id = ${foreign}`).toHaveLength(1);
    // Its own boutique's survey still takes it.
    expect((await submit(otherSlug, [foreign], 'Rightful Bride')).status).toBe(201);
  });

  it('refuses unknown, malformed and repeated ids, and more than six photos, storing no bride', async () => {
    const own = await stagedId(slug);
    for (const ids of [['6f1c1f34-6a59-4c1e-9d7c-3d1f0a2b9e10'], ['not-a-photo-id'], [own, own]]) {
      const res = await submit(slug, ids, 'Careful Bride');
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(surveyPhotoMessages.stagedPhotoMissing);
    }
    const seven = await Promise.all(Array.from({ length: 7 }, () => stagedId(slug)));
    const res = await submit(slug, seven, 'Careful Bride');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(surveyPhotoMessages.tooManyStaged);
    expect(await t.sql`SELECT id FROM brides WHERE name = 'Careful Bride'`).toHaveLength(0);
    // Still waiting for a survey that names six of them.
    expect((await submit(slug, seven.slice(0, 6), 'Careful Bride')).status).toBe(201);
  });

  it('refuses an expired photo, and housekeeping deletes expired ones, rows and files', async () => {
    const id = await stagedId(slug);
    const [row] = await t.sql<{ storageKey: string }[]>`SELECT storage_key FROM staged_photos WHERE id = ${id}`;
    // Expired: its lifetime ends when it was staged.
    await t.sql`UPDATE staged_photos SET expires_at = staged_at WHERE id = ${id}`;
    const res = await submit(slug, [id], 'Late Bride');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(surveyPhotoMessages.stagedPhotoMissing);

    const fresh = await stagedId(slug);
    expect(await deleteExpiredStagedPhotos({ sql: t.sql, storage: t.deps.storage })).toBeGreaterThanOrEqual(1);
    expect(await t.sql`SELECT id FROM staged_photos WHERE id = ${id}`).toHaveLength(0);
    await expect(readFile(path.join(t.storageDir, row!.storageKey))).rejects.toThrow();
    expect(await t.sql`SELECT id FROM staged_photos WHERE id = ${fresh}`).toHaveLength(1);
  });
});
