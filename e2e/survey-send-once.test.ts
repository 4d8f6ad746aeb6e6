import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { surveySendKeyHeader } from '@bridal/shared/survey/survey-send-key';
import { pngImage } from '@bridal/testing/make-images';
import { phone } from './support/browser';
import { type SignedUpBoutique, signUpBoutique } from './support/boutique';
import { usePlatform } from './support/use-platform';

/*
 * Her survey reached the boutique, but the answer was lost on the way back to her phone. The
 * phone tries again by itself with the same send key, and the server answers with the bride it
 * stored: one bride, and her thanks page.
 */

const ctx = usePlatform();
let boutique: SignedUpBoutique;
let photosDir: string;

beforeAll(async () => {
  photosDir = await mkdtemp(path.join(tmpdir(), 'bc-e2e-send-once-'));
  await writeFile(path.join(photosDir, 'blush.png'), await pngImage({ colour: '#e9c2c6' }));
  boutique = await signUpBoutique(ctx, {
    name: 'Greta Lind',
    email: `greta.${Date.now()}@lind-bridal.com`,
    password: 'Chiffon&Tulle2026',
    phone: '2075550187',
    boutiqueName: 'Lind Bridal',
    address: '12 Fore St, Portland, ME',
    consultantSeats: 4,
    agreedToTerms: true,
  });
});
afterAll(async () => {
  await rm(photosDir, { recursive: true, force: true });
});

describe('a bride whose survey arrived but whose answer was lost', () => {
  it('is sent again by her phone with the same key, and ends as one bride on the thanks page', async () => {
    const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    await context.addInitScript(() => Object.assign(window, { __SURVEY_PACE_MS__: 0.05 }));
    const page = await context.newPage();
    const sendKeys: (string | null)[] = [];
    await page.route(`**${apiPaths.surveys}`, async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      sendKeys.push(await request.headerValue(surveySendKeyHeader));
      if (sendKeys.length > 1) return route.continue();
      // The first send reaches the server and is stored; its answer never reaches her phone.
      const stored = await route.fetch();
      expect(stored.status()).toBe(201);
      return route.abort('connectionreset');
    });

    await page.goto(`/survey/${boutique.slug}`);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByLabel('Your preferred name').fill('Solveig');
    for (let step = 2; step <= 11; step++) {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(`Step ${step} of 11`, { exact: true }).waitFor();
      if (step === 5) {
        await page.setInputFiles('input[type=file]', [path.join(photosDir, 'blush.png')]);
        await page.getByText('1 of 6 photos added').waitFor();
      }
    }
    await page.getByRole('button', { name: 'Find My Dress' }).click();
    await page.getByTestId('send-progress').getByText('The connection dropped: trying again').waitFor();

    await page.getByRole('heading', { level: 1, name: 'Thanks for Sharing!' }).waitFor({ timeout: 60_000 });
    const bookingLink = await page.getByRole('link', { name: 'Book your appointment' }).getAttribute('href');
    expect(sendKeys).toHaveLength(2);
    expect(sendKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sendKeys[1]).toBe(sendKeys[0]);

    const brides = await ctx.platform.database.sql<{ id: string; photos: number; links: number }[]>`
      SELECT b.id,
             (SELECT count(*)::int FROM bride_photos p WHERE p.bride_id = b.id) AS photos,
             (SELECT count(*)::int FROM appointment_links l WHERE l.bride_id = b.id) AS links
      FROM brides b WHERE b.boutique_id = ${boutique.boutiqueId} AND b.name = 'Solveig'`;
    expect(brides).toEqual([{ id: expect.any(String), photos: 1, links: 1 }]);
    // The link on her thanks page is the one the stored send made: it opens.
    const token = bookingLink!.split('/').pop()!;
    expect((await fetch(`${ctx.platform.baseUrl}${apiPaths.booking.link(token)}`)).status).toBe(200);
    // Sent: her draft and its key are gone from this device.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('survey')))).toEqual([]);
    await context.close();
  });
});
