import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jpegWithGps, pngImage } from '@bridal/testing/make-images';
import { type Page, phone, seriousAxeViolations } from './support/browser';
import { usePlatform } from './support/use-platform';
import { boutiqueIdOf } from './support/boutique';

const ctx = usePlatform();
let photosDir: string;
let slug: string;
let cookie: string;

/** A boutique signed up and logged in through the API, with an inventory of its own. */
async function boutiqueWithInventory() {
  const base = ctx.platform.baseUrl;
  const person = {
    name: 'Lena Ortiz',
    email: `lena.${Date.now()}@ortiz-bridal.com`,
    password: 'Satin&Pearl2026',
    phone: '2075550199',
    boutiqueName: 'Ortiz Bridal Loft',
    address: '3 Commercial St, Portland, ME',
    consultantSeats: 4,
    agreedToTerms: true,
  };
  const signup = await fetch(`${base}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(person),
  });
  expect(signup.status).toBeLessThan(300);
  const boutiqueId = await boutiqueIdOf(ctx, person.email);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: person.email, password: person.password }),
  });
  cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const form = new FormData();
  form.append(
    'inventory',
    new Blob([
      [
        'Ref,Maker,Title,List Price,Silhouette / Shape,Neckline,Material,Sizes,Notes',
        'OB-1,Juniper Lane,Coralie,"$2,150",Fit & Flare,Sweetheart,Lace,4-12,Romantic garden lace',
        'OB-2,Juniper Lane,Thea,"$1,780",A-Line,V Neck,Organza,2-14,Airy garden party gown with 3D flowers',
        'OB-3,Marlow,Vesper,"$3,900",Mermaid,Strapless,Sequin,6-10,Glam evening look',
        'OB-4,Marlow,Isla,"$1,450",Sheath,Square,Crepe,0-12,Clean modern crepe',
      ].join('\n'),
    ]),
    'ortiz inventory.csv',
  );
  const upload = await fetch(`${base}/api/inventory/upload`, { method: 'POST', headers: { cookie }, body: form });
  expect(upload.status).toBe(200);
  const [row] = await ctx.platform.database.sql`SELECT slug FROM boutiques WHERE id = ${boutiqueId}`;
  return row!.slug as string;
}

beforeAll(async () => {
  photosDir = await mkdtemp(path.join(tmpdir(), 'bc-e2e-photos-'));
  await writeFile(path.join(photosDir, 'garden-lace.jpg'), await jpegWithGps({ colour: '#f4efe6' }));
  await writeFile(path.join(photosDir, 'blush.png'), await pngImage({ colour: '#e9c2c6' }));
  slug = await boutiqueWithInventory();
});
afterAll(async () => {
  await rm(photosDir, { recursive: true, force: true });
});

describe('a bride on her phone', () => {
  it('completes the 11 steps with two photos, sees "Thanks for Sharing!", and is ready within seconds', async () => {
    const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    // Test hook of the loading view: shortens its pacing so the test takes seconds, not a minute.
    await context.addInitScript(() => Object.assign(window, { __SURVEY_PACE_MS__: 0.05 }));
    const page = await context.newPage();
    await page.goto(`/survey/${slug}`);
    await page.getByText('Welcome to Ortiz Bridal Loft').waitFor();
    await page.getByText('Takes about 3-5 minutes').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start' }).click();

    const next = async (step: number) => {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(`Step ${step} of 11`, { exact: true }).waitFor();
    };
    await page.getByText('Step 1 of 11', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('We need your name to personalize your experience').waitFor();
    await page.getByLabel('Your preferred name').fill('Amelia');
    await next(2);
    await page.getByLabel('Wedding date').fill('2027-05-22');
    await next(3);
    await page.getByLabel('Wedding city and state').fill('Portland, ME');
    await page.getByLabel('Wedding venue').fill('Deering Oaks Rose Garden');
    await next(4);
    await page.getByLabel('Pinterest board link').fill('https://www.pinterest.com/amelia/garden-wedding-dresses/');
    await next(5);
    await page.setInputFiles('input[type=file]', [
      path.join(photosDir, 'garden-lace.jpg'),
      path.join(photosDir, 'blush.png'),
    ]);
    await page.getByText('2 of 6 photos added').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await next(6);
    await page.getByText('Garden Party', { exact: true }).click();
    await page.getByLabel("Describe the dress you're dreaming of").fill('Soft lace, romantic, nothing strapless.');
    await next(7);
    await page.getByText('Mom', { exact: true }).click();
    await page.getByText('Sister', { exact: true }).click();
    await next(8);
    await page.getByText('Nervous', { exact: true }).click();
    await next(9);
    await page.getByText('Seriously shopping', { exact: true }).click();
    await next(10);
    await page.getByText('$1,000 - $2,000', { exact: true }).click();
    await next(11);
    await page.getByLabel('Notes for your consultant').fill('My sister is the honest one.');
    // Her size is optional; one that makes no sense is asked again, kindly.
    const size = page.getByLabel('Your usual dress size (optional)');
    await size.fill('size 95');
    await page.getByRole('button', { name: 'Find My Dress' }).click();
    await page.getByText("We couldn't read that size.", { exact: false }).waitFor();
    await page.getByText('Step 11 of 11', { exact: true }).waitFor();
    await size.fill('10');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('button', { name: 'Find My Dress' }).click();

    await page.getByRole('heading', { level: 1, name: 'Thanks for Sharing!' }).waitFor({ timeout: 60_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);

    const [bride] = await ctx.platform.database.sql`SELECT id, status FROM brides WHERE name = 'Amelia'`;
    expect(bride!.status).toBe('ready');
    const res = await fetch(`${ctx.platform.baseUrl}/api/recommendations/${bride!.id}`, { headers: { cookie } });
    const plan = (await res.json()) as {
      survey: { inspirationImages: unknown[]; suggestedDresses: string; shoppingParty: string[]; dressSize?: string };
    };
    expect(plan.survey.inspirationImages).toHaveLength(2);
    expect(plan.survey.shoppingParty).toEqual(['mom', 'sister']);
    expect(plan.survey.dressSize).toBe('10');
    expect(plan.survey.suggestedDresses).toMatch(/Coralie|Thea|Isla/);
    expect(plan.survey.suggestedDresses).not.toMatch(/Vesper \(/);
    await context.close();
  });

  it('sees a clear page for a boutique link that does not exist', async () => {
    const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    const page = await context.newPage();
    await page.goto('/survey/no-such-boutique');
    await page.getByRole('heading', { level: 1, name: "We couldn't find this boutique" }).waitFor();
    expect(await page.getByRole('button', { name: 'Start' }).count()).toBe(0);
    await context.close();
  });
});

/** The photos of this boutique's survey draft kept in the browser's IndexedDB (once the survey has created it). */
function keptPhotoCount(page: Page, boutiqueSlug: string): Promise<number> {
  return page.evaluate(
    (key) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('bridal-coach-survey-drafts');
        open.onerror = () => resolve(-1);
        open.onsuccess = () => {
          const database = open.result;
          const read = database.transaction('photos').objectStore('photos').get(key);
          read.onsuccess = () => {
            database.close();
            resolve(Array.isArray(read.result) ? read.result.length : 0);
          };
          read.onerror = () => resolve(-1);
        };
      }),
    boutiqueSlug,
  );
}

async function waitForKeptPhotos(page: Page, boutiqueSlug: string, count: number) {
  for (let tries = 0; (await keptPhotoCount(page, boutiqueSlug)) !== count; tries++) {
    if (tries > 50) throw new Error(`The draft never kept ${count} photo(s)`);
    await page.waitForTimeout(100);
  }
}

const draftOf = (page: Page, boutiqueSlug: string) =>
  page.evaluate((key) => localStorage.getItem(`surveyDraft:${key}`), boutiqueSlug);

describe('a bride who leaves the survey and comes back', () => {
  it('finds her answers and photo after a reload at 375 px, and the draft is gone once she sends it', async () => {
    const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    await context.addInitScript(() => Object.assign(window, { __SURVEY_PACE_MS__: 0.05 }));
    const page = await context.newPage();
    const next = async (step: number) => {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(`Step ${step} of 11`, { exact: true }).waitFor();
    };
    await page.goto(`/survey/${slug}`);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByLabel('Your preferred name').fill('Beatrice');
    await next(2);
    await page.getByLabel('Wedding date').fill('2027-09-18');
    await next(3);
    await next(4);
    // Typed as people do, without https://: taken, and shown as the full link.
    await page.getByLabel('Pinterest board link').fill('pinterest.com/beatrice/lace-sleeves/');
    await next(5);
    await page.setInputFiles('input[type=file]', [path.join(photosDir, 'blush.png')]);
    await page.getByText('1 of 6 photos added').waitFor();
    await waitForKeptPhotos(page, slug, 1);

    await page.reload();
    await page.getByText('Step 5 of 11', { exact: true }).waitFor();
    await page.getByText('Welcome back! We kept your answers on this device').waitFor();
    await page.getByText('1 of 6 photos added').waitFor();
    const preview = page.getByRole('img', { name: 'Inspiration photo 1' });
    await preview.waitFor();
    // The photo itself came back, not only its name: the preview decodes to the 600 px wide PNG.
    expect(await preview.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth))).toBe(
      600,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('Step 4 of 11', { exact: true }).waitFor();
    expect(await page.getByLabel('Pinterest board link').inputValue()).toBe(
      'https://pinterest.com/beatrice/lace-sleeves/',
    );
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('Step 2 of 11', { exact: true }).waitFor();
    expect(await page.getByLabel('Wedding date').inputValue()).toBe('2027-09-18');
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('Your preferred name').inputValue()).toBe('Beatrice');

    for (let step = 2; step <= 11; step++) await next(step);
    await page.getByRole('button', { name: 'Find My Dress' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thanks for Sharing!' }).waitFor({ timeout: 60_000 });
    expect(await draftOf(page, slug)).toBeNull();
    expect(await keptPhotoCount(page, slug)).toBe(0);

    const [bride] = await ctx.platform.database.sql`
      SELECT answers, (SELECT count(*)::int FROM bride_photos WHERE bride_id = brides.id) AS photos
      FROM brides WHERE name = 'Beatrice'`;
    expect(bride!.answers.weddingDate).toBe('2027-09-18');
    expect(bride!.answers.pinterestBoard).toBe('https://pinterest.com/beatrice/lace-sleeves/');
    expect(bride!.photos).toBe(1);

    await page.goto(`/survey/${slug}`);
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await context.close();
  });

  it('can start over, which forgets her answers and photos on this device', async () => {
    const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    const page = await context.newPage();
    await page.goto(`/survey/${slug}`);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByLabel('Your preferred name').fill('Camille');
    for (let step = 2; step <= 5; step++) {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(`Step ${step} of 11`, { exact: true }).waitFor();
    }
    await page.setInputFiles('input[type=file]', [path.join(photosDir, 'blush.png')]);
    await waitForKeptPhotos(page, slug, 1);
    await page.reload();
    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByText('Step 1 of 11', { exact: true }).waitFor();
    expect(await page.getByLabel('Your preferred name').inputValue()).toBe('');
    expect(await page.getByText('Welcome back!').count()).toBe(0);
    await waitForKeptPhotos(page, slug, 0);
    await page.reload();
    await page.getByRole('button', { name: 'Start' }).waitFor();
    expect(await draftOf(page, slug)).toBeNull();
    await context.close();
  });

  it('is told when the boutique of her saved answers no longer exists, and keeps her other drafts', async () => {
    const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    const page = await context.newPage();
    await page.goto('/survey/closed-bridal');
    await page.getByRole('heading', { level: 1, name: "We couldn't find this boutique" }).waitFor();
    await page.evaluate((kept) => {
      const draft = (name: string) => JSON.stringify({ version: 1, savedAt: Date.now(), step: 3, answers: { name } });
      localStorage.setItem('surveyDraft:closed-bridal', draft('Delphine'));
      localStorage.setItem(`surveyDraft:${kept}`, draft('Elodie'));
    }, slug);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: "We couldn't find this boutique" }).waitFor();
    await page.getByText('The answers you started for this survey were removed from this device').waitFor();
    expect(await draftOf(page, 'closed-bridal')).toBeNull();

    await page.goto(`/survey/${slug}`);
    await page.getByText('Step 3 of 11', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('Your preferred name').inputValue()).toBe('Elodie');
    await context.close();
  });

  it('ignores saved answers that cannot be read', async () => {
    const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    const page = await context.newPage();
    await page.goto(`/survey/${slug}`);
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await page.evaluate((key) => localStorage.setItem(`surveyDraft:${key}`, '{"version":1,"answers":'), slug);
    await page.reload();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Step 1 of 11', { exact: true }).waitFor();
    expect(await page.getByLabel('Your preferred name').inputValue()).toBe('');
    expect(await draftOf(page, slug)).toBeNull();
    await context.close();
  });
});
