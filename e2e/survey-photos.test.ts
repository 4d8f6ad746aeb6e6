import { mkdtempSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { throttlePhone } from '@bridal/testing/chromium';
import { phonePhoto, readImageFacts } from '@bridal/testing/make-images';
import { uploadPhotoMaxEdge } from '@bridal/shared/survey/survey-photos';
import { type Page, phone } from './support/browser';
import { usePlatform } from './support/use-platform';

/*
 * A bride's phone photos reach the boutique over a weak link. Each is checked by its
 * bytes when chosen, resized and stripped on the phone, and sent on its own; a cut connection costs
 * the photo it was sending, which goes again when she is back. (The timing over 400 kbit/s is
 * measured by scripts/bench/survey-photos-bench.ts, not asserted here.)
 */

// A storage folder of this file's own, to read back what the platform stored.
const storageDir = mkdtempSync(path.join(tmpdir(), 'bc-e2e-photo-storage-'));
const ctx = usePlatform({ STORAGE_DIR: storageDir });
let photosDir: string;
let slug: string;
const photoNames = ['IMG_4101.jpg', 'IMG_4102.jpg', 'IMG_4103.jpg', 'IMG_4104.jpg', 'IMG_4105.jpg', 'IMG_4106.jpg'];

beforeAll(async () => {
  photosDir = await mkdtemp(path.join(tmpdir(), 'bc-e2e-phone-photos-'));
  for (const [index, name] of photoNames.entries()) {
    // The first is a portrait the camera stored on its side (EXIF orientation 6).
    await writeFile(
      path.join(photosDir, name),
      await phonePhoto({ seed: index + 1, orientation: index === 0 ? 6 : 1 }),
    );
  }
  await writeFile(path.join(photosDir, 'sparkle.gif'), Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(256, 1)]));
  await writeFile(path.join(photosDir, 'notes.jpg'), Buffer.from('not a photo, just words\n'.repeat(40)));
  const base = ctx.platform.baseUrl;
  const email = `ivy.${Date.now()}@marlow-bridal.com`;
  const signup = await fetch(`${base}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Ivy Marlow',
      email,
      password: 'Satin&Pearl2026',
      phone: '2075550142',
      boutiqueName: 'Marlow Bridal House',
      address: '9 Fore St, Portland, ME',
      consultantSeats: 4,
      agreedToTerms: true,
    }),
  });
  expect(signup.status).toBeLessThan(300);
  const [row] = await ctx.platform.database.sql`
    SELECT b.slug FROM boutiques b JOIN users u ON u.boutique_id = b.id WHERE u.email = ${email}`;
  slug = row!.slug as string;
}, 120_000);
afterAll(async () => {
  await rm(photosDir, { recursive: true, force: true });
  await rm(storageDir, { recursive: true, force: true });
});

/**
 * The photos waiting on the server before her survey names them, as her phone sent them (the
 * server only strips metadata, losslessly): their size says whether the phone resized them.
 */
async function expectPreparedOnDevice(count: number) {
  const staged = await ctx.platform.database.sql`
    SELECT s.storage_key, s.width, s.height, s.bytes FROM staged_photos s JOIN boutiques b ON b.id = s.boutique_id
    WHERE b.slug = ${slug}`;
  expect(staged).toHaveLength(count);
  for (const photo of staged) {
    expect(Math.max(photo.width as number, photo.height as number)).toBeLessThanOrEqual(uploadPhotoMaxEdge);
    expect(photo.bytes as number).toBeLessThan(1024 * 1024);
  }
  await expectResizedWithoutExif(staged.map((photo) => photo.storageKey as string));
}

/** Her uplink and downlink in kbit/s, as Chromium's DevTools throttling sets them (offline cuts both). */
const throttle = (page: Page, kbps: number, offline = false) => throttlePhone(page, { kbps, latencyMs: 150, offline });

async function toPhotoStep(page: Page, name: string) {
  await page.goto(`/survey/${slug}`);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByLabel('Your preferred name').fill(name);
  for (const step of [2, 3, 4, 5]) {
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Step ${step} of 11`, { exact: true }).waitFor();
  }
}

async function finishSurvey(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Step 6 of 11', { exact: true }).waitFor();
  await page.getByText('Garden Party', { exact: true }).click();
  for (const step of [7, 8, 9, 10, 11]) {
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Step ${step} of 11`, { exact: true }).waitFor();
  }
  await page.getByLabel('Notes for your consultant').fill('Photos from my phone.');
  await page.getByRole('button', { name: 'Find My Dress' }).click();
  await page.getByRole('heading', { level: 1, name: 'Thanks for Sharing!' }).waitFor({ timeout: 180_000 });
}

async function storedPhotosOf(name: string) {
  const [bride] = await ctx.platform.database.sql`SELECT id, answers FROM brides WHERE name = ${name}`;
  expect(bride).toBeDefined();
  const rows = await ctx.platform.database.sql`
    SELECT storage_key, width, height FROM bride_photos WHERE bride_id = ${bride!.id} ORDER BY position`;
  return { bride: bride!, rows };
}

/** The photos as the platform stored them: no EXIF, the long side at most uploadPhotoMaxEdge. */
async function expectResizedWithoutExif(keys: string[]) {
  for (const key of keys) {
    const bytes = await readFile(path.join(storageDir, key));
    const meta = await readImageFacts(bytes);
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(uploadPhotoMaxEdge);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('TestPhone'))).toBe(false);
    expect(bytes.length).toBeLessThan(1024 * 1024);
  }
}

describe('a bride sending phone photos over a weak link', () => {
  it('is told at step 5 which chosen files are not photos, and her six photos arrive resized, upright and without EXIF', async () => {
    const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    const page = await context.newPage();
    await toPhotoStep(page, 'Hazel Photos');
    await throttle(page, 1600);
    await page.setInputFiles('input[type=file]', [
      path.join(photosDir, 'sparkle.gif'),
      path.join(photosDir, 'notes.jpg'),
      ...photoNames.map((name) => path.join(photosDir, name)),
    ]);
    await page.getByText('6 of 6 photos added').waitFor();
    await page.getByText('"sparkle.gif" is not a photo we can use', { exact: false }).waitFor();
    await page.getByText('"notes.jpg" is not a photo we can use', { exact: false }).waitFor();
    // Each photo shows its own progress; all six are sent while she answers on.
    await page.locator('[data-upload-status="sent"]').nth(5).waitFor({ timeout: 120_000 });
    await expectPreparedOnDevice(6);
    await finishSurvey(page);

    const { rows } = await storedPhotosOf('Hazel Photos');
    expect(rows).toHaveLength(6);
    // The portrait stored on its side arrives upright: its orientation was applied before resizing.
    const first = await readImageFacts(await readFile(path.join(storageDir, rows[0]!.storageKey)));
    expect(first.height!).toBeGreaterThan(first.width!);
    await expectResizedWithoutExif(rows.map((row) => row.storageKey as string));
    await context.close();
  }, 300_000);

  it('loses no answer and no photo when the connection is cut mid-photo and comes back', async () => {
    const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    const page = await context.newPage();
    await toPhotoStep(page, 'Juno Offline');
    await throttle(page, 400);
    await page.setInputFiles(
      'input[type=file]',
      photoNames.slice(0, 3).map((name) => path.join(photosDir, name)),
    );
    // Mid-photo: the first is on its way but not there yet.
    await page.locator('[data-upload-status="sending"]').first().waitFor({ timeout: 60_000 });
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-upload-status="sending"]')].some((badge) =>
        /Sending [1-9]\d?%/.test(badge.textContent ?? ''),
      ),
    );
    await throttle(page, 400, true);
    await page.locator('[data-upload-status="offline"], [data-upload-status="retrying"]').first().waitFor();
    await throttle(page, 400);
    await page.locator('[data-upload-status="sent"]').nth(2).waitFor({ timeout: 120_000 });
    // Every photo there once, the cut one too, each prepared on the device.
    await expectPreparedOnDevice(3);
    await finishSurvey(page);

    const { bride, rows } = await storedPhotosOf('Juno Offline');
    expect(rows).toHaveLength(3);
    expect((bride.answers as { additionalNotes: string }).additionalNotes).toBe('Photos from my phone.');
    expect((bride.answers as { weddingVibes: string[] }).weddingVibes).toEqual(['garden-party']);
    await expectResizedWithoutExif(rows.map((row) => row.storageKey as string));
    await context.close();
  }, 300_000);
});
