import { randomUUID } from 'node:crypto';
import { hashPassword } from '@bridal/server/auth/password-hashing';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { jpegWithGps, pngImage } from '@bridal/testing/make-images';
import { desktop, expectToast, type Page, phone, seriousAxeViolations } from './support/browser';
import { usePlatform } from './support/use-platform';
import { boutiqueIdOf } from './support/boutique';

const ctx = usePlatform();

const owner = {
  name: 'Maren Holt',
  email: `maren.${Date.now()}@holt-bridal.com`,
  password: 'Organza&Veil2026',
  phone: '2075550142',
  boutiqueName: 'Holt Bridal Atelier',
  address: '12 Exchange St, Portland, ME',
  consultantSeats: 4,
  agreedToTerms: true,
};

const consultant = {
  name: 'Priya Nair',
  email: `priya.${Date.now()}@holt-bridal.com`,
  password: 'Tulle&Lace2026',
  goals: 'Sell more veils and accessories with every dress.',
};

let cookie: string;
let consultantCookie: string;
let boutiqueId: number;
let brideId: string;

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${ctx.platform.baseUrl}${path}`, {
    ...init,
    headers: { cookie, origin: ctx.platform.baseUrl, ...(init.headers as Record<string, string>) },
  });

async function signUpAndLogIn() {
  const base = ctx.platform.baseUrl;
  const signup = await fetch(`${base}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(owner),
  });
  expect(signup.status).toBeLessThan(300);
  boutiqueId = await boutiqueIdOf(ctx, owner.email);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: owner.email, password: owner.password }),
  });
  cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** A consultant of the boutique, logged in through the API. */
async function addConsultant() {
  await ctx.platform.database.sql`
    INSERT INTO users (boutique_id, email, name, password_hash, role, status, coaching_goals)
    VALUES (${boutiqueId}, ${consultant.email}, ${consultant.name}, ${await hashPassword(consultant.password)},
            'consultant', 'active', ${consultant.goals})`;
  const base = ctx.platform.baseUrl;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: consultant.email, password: consultant.password }),
  });
  expect(login.status).toBe(200);
  consultantCookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function uploadInventory() {
  const form = new FormData();
  form.append(
    'inventory',
    new Blob([
      [
        'Style Number,Designer,Name,Price,Silhouette,Neckline,Fabric,Sizes,Best Seller,Description',
        'HB-1,Juniper Lane,Coralie,2150,Fit & Flare,Sweetheart,Lace,4-12,yes,Romantic garden lace with long sleeves',
        'HB-2,Juniper Lane,Thea,1780,A-Line,V Neck,Organza,2-14,no,Airy garden party gown with 3D flowers',
        'HB-3,Marlow,Vesper,3900,Mermaid,Strapless,Sequin,6-10,yes,Glam evening look',
        'HB-4,Marlow,Isla,1450,Sheath,Square,Crepe,0-12,yes,Clean modern crepe',
        'HB-5,Rue Bridal,Sage,1950,A-Line,Off the Shoulder,Chiffon,2-16,no,Soft chiffon with a chapel train',
      ].join('\n'),
    ]),
    'holt inventory.csv',
  );
  const upload = await api('/api/inventory/upload', { method: 'POST', body: form });
  expect(upload.status).toBe(200);
}

/** A bride's survey sent the way the survey page sends it (multipart, two photos). */
async function submitSurvey(slug: string): Promise<string> {
  const form = new FormData();
  const fields: Record<string, string | string[]> = {
    name: 'Juliette Amara Bell',
    weddingDate: '2027-06-19',
    weddingLocation: 'Portland, ME',
    weddingVenue: 'Deering Oaks Rose Garden',
    pinterestBoard: 'https://www.pinterest.com/juliette/garden-wedding-dresses/',
    weddingVibes: ['garden-party', 'classic'],
    specificVision: 'Soft lace, long sleeves, nothing strapless.',
    shoppingParty: ['mom', 'sister', 'other', 'custom:Aunt Jo'],
    currentFeeling: ['nervous', 'hopeful', 'other'],
    customFeeling: 'a little giddy',
    shoppingIntention: 'other',
    customIntention: 'Finding a dress for a June garden wedding',
    budget: 'custom',
    customBudget: '2400',
    additionalNotes: 'My sister is the honest one.',
    boutiqueName: slug,
  };
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(key, item);
  const photos = [
    new Blob([new Uint8Array(await jpegWithGps({ colour: '#f4efe6' }))], { type: 'image/jpeg' }),
    new Blob([new Uint8Array(await pngImage({ colour: '#e9c2c6' }))], { type: 'image/png' }),
  ];
  form.append('inspirationImages', photos[0]!, 'garden-lace.jpg');
  form.append('inspirationImages', photos[1]!, 'blush.png');
  const res = await fetch(`${ctx.platform.baseUrl}/api/surveys`, {
    method: 'POST',
    headers: { origin: ctx.platform.baseUrl },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { brideId: string }).brideId;
}

async function waitUntilReady(id: string) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const res = await api(`/api/recommendations/${id}`);
    const plan = (await res.json()) as { bride: { status: string } };
    if (plan.bride.status === 'ready') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`bride ${id} never became ready`);
}

async function loggedInPage(viewport = desktop, as = cookie): Promise<Page> {
  const context = await ctx.browser.newContext({ viewport, baseURL: ctx.platform.baseUrl });
  await context.addCookies([
    { name: as.split('=')[0]!, value: as.split('=').slice(1).join('='), url: ctx.platform.baseUrl },
  ]);
  return context.newPage();
}

const profilePath = () => `/admin/${boutiqueId}/client/${brideId}`;

async function openProfile(viewport = desktop): Promise<Page> {
  const page = await loggedInPage(viewport);
  await page.goto(profilePath());
  await page.getByRole('heading', { level: 1, name: 'Juliette Amara Bell' }).waitFor();
  return page;
}

/** Every image in the locator has loaded real pixels. */
async function imagesLoaded(page: Page, selector: string): Promise<number[]> {
  await page.waitForFunction(
    (sel) => [...document.querySelectorAll<HTMLImageElement>(sel)].every((img) => img.complete && img.naturalWidth > 0),
    selector,
  );
  return page.$$eval(selector, (images) => images.map((img) => (img as HTMLImageElement).naturalWidth));
}

/** Picks an issue the way a person does: by its label. */
async function choose(dialog: ReturnType<Page['getByRole']>, label: string) {
  await dialog.getByText(label, { exact: true }).click();
  expect(await dialog.getByRole('radio', { name: label }).isChecked()).toBe(true);
}

const advicePresent = async () =>
  (await api('/api/help/advice', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }))
    .status !== 404;

beforeAll(async () => {
  await signUpAndLogIn();
  await addConsultant();
  await uploadInventory();
  const [row] = await ctx.platform.database.sql`SELECT slug FROM boutiques WHERE id = ${boutiqueId}`;
  brideId = await submitSurvey(row!.slug as string);
  await waitUntilReady(brideId);
}, 120_000);

describe("an admin opens a ready bride's profile", () => {
  it('sees her details, photos, venue, style, strategy and dresses', async () => {
    const page = await openProfile();
    await page.getByText('Ready for Consultation').first().waitFor();

    const details = page.getByRole('region', { name: 'Client Details' });
    for (const text of [
      'Saturday, June 19, 2027',
      'days until the wedding',
      'Deering Oaks Rose Garden in Portland, ME',
      '$2,400',
      'Finding a dress for a June garden wedding',
      'Garden Party, Classic',
      'Mom, Sister, Aunt Jo',
      'Nervous, Hopeful, a little giddy',
      'Soft lace, long sleeves, nothing strapless.',
      'My sister is the honest one.',
      // She gave no size: the consultant is reminded to ask.
      'Not given: ask her',
    ]) {
      await details.getByText(text, { exact: false }).first().waitFor();
    }
    expect(await details.getByText('Other', { exact: true }).count()).toBe(0);
    expect(await details.getByText('custom:', { exact: false }).count()).toBe(0);

    const venue = page.getByRole('region', { name: 'Venue Analysis' });
    await venue.getByRole('heading', { name: 'Wedding Vibe' }).waitFor();
    await venue.getByRole('heading', { name: 'Dress Style' }).waitFor();
    // The built-in analyst finds no website, so the venue name is not a link.
    expect(await venue.getByRole('link', { name: /Deering Oaks/ }).count()).toBe(0);

    const style = page.getByRole('region', { name: 'Style Analysis' });
    const pinterest = style.getByRole('link', { name: /Pinterest board/ });
    expect(await pinterest.getAttribute('href')).toBe('https://www.pinterest.com/juliette/garden-wedding-dresses/');
    expect(await pinterest.getAttribute('target')).toBe('_blank');
    expect(await pinterest.getAttribute('rel')).toContain('noopener');
    const thumbWidths = await imagesLoaded(page, '[data-testid=photo-thumbnail]');
    expect(thumbWidths).toHaveLength(2);
    await style.getByRole('img', { name: 'Inspiration photo 2 of 2' }).waitFor();

    await style.getByRole('button', { name: 'Enlarge inspiration photo 1 of 2' }).click();
    const photoDialog = page.getByRole('dialog', { name: 'Inspiration photo 1 of 2' });
    await photoDialog.waitFor();
    const [fullWidth] = await imagesLoaded(page, '[data-testid=photo-full]');
    expect(fullWidth).toBeGreaterThan(thumbWidths[0]!);
    await photoDialog.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Inspiration photo 2 of 2' }).waitFor();
    await page.keyboard.press('Escape');
    await photoDialog.waitFor({ state: 'detached' });

    const strategy = page.getByRole('region', { name: 'Consultation Strategy' });
    await strategy.getByRole('heading', { name: /Consultation Strategy for Juliette/ }).waitFor();
    await strategy.getByRole('heading', { name: 'AI Insight' }).waitFor();
    await strategy.getByText('Communication Style').waitFor();
    await strategy.getByRole('img', { name: /out of 5 stars/ }).waitFor();

    const inventory = page.getByRole('region', { name: 'Dress Recommendations from Inventory' });
    const picks = inventory.getByRole('listitem').filter({ has: page.getByRole('heading') });
    expect(await picks.count()).toBeGreaterThan(0);
    expect(await picks.first().textContent()).toMatch(/(Coralie|Thea|Isla|Sage|Vesper).*\$\d,\d{3}/);
    await inventory.getByRole('button', { name: 'Read the full recommendation' }).click();
    await inventory.getByRole('heading', { name: '3 Suggested Dresses to Pull' }).waitFor();
    await page.getByRole('region', { name: 'Dress Recommendations from Top Sellers' }).waitFor();

    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: /Back to Dashboard/ }).click();
    await page.waitForURL(`**/admin/${boutiqueId}`);
    await page.context().close();
  });

  it('prints her profile as a one-page appointment sheet', async () => {
    const page = await openProfile();
    await imagesLoaded(page, '[data-testid=photo-thumbnail]');
    // Print is in the More menu; neither it nor the other actions are on paper.
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Print' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'More', exact: true }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'I Need Help' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Log out' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Juliette Amara Bell', exact: true }).isVisible()).toBe(true);
    const thumbnail = await page.getByTestId('photo-thumbnail').first().boundingBox();
    expect(thumbnail!.width).toBeLessThan(80);
    const pdf = (await page.pdf({ format: 'Letter', printBackground: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await page.context().close();
  });

  it('sees "Analyzing..." while her analysis runs, and the page turns ready by itself', async () => {
    const page = await loggedInPage();
    let served = 0;
    // The first answers are held back to 'analyzing' (the real analysis is already done).
    await page.route(`**/api/recommendations/${brideId}`, async (route) => {
      served += 1;
      // A browser sends a GET again when the kept-alive connection it reused was closed by the
      // server meanwhile; route.fetch does not, and its failure here would fail every test after.
      const response = await route.fetch().catch(() => route.fetch());
      const plan = await response.json();
      if (served === 1) {
        plan.bride.status = 'analyzing';
        plan.survey.consultationStrategy = null;
        plan.survey.venueAnalysis = null;
        plan.survey.analysisProviders = {};
        plan.recommendations = [];
        plan.survey.suggestedDresses = null;
        plan.survey.aiAnalysis = null;
      }
      await route.fulfill({ response, json: plan });
    });
    await page.goto(profilePath());
    await page.getByText('Analyzing...').first().waitFor();
    await page.getByText('The consultation strategy is being prepared...').waitFor();
    await page.getByText('Ready for Consultation').waitFor({ timeout: 15_000 });
    expect(served).toBeGreaterThanOrEqual(2);
    await page.context().close();
  });

  it('is comfortable and accessible on a 375 px phone, with the dialogs open too', async () => {
    const page = await openProfile(phone);
    await imagesLoaded(page, '[data-testid=photo-thumbnail]');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'I Need Help' }).click();
    await page.getByRole('dialog', { name: 'I Need Help' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Coaching Advice' }).click();
    await page.getByRole('dialog', { name: 'How to Achieve Your Coaching Goal During This Appointment' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Enlarge inspiration photo 2 of 2' }).click();
    await page.getByRole('dialog', { name: 'Inspiration photo 2 of 2' }).waitFor();
    await imagesLoaded(page, '[data-testid=photo-full]');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("gets 'Client not found' for a bride that is not hers, and goes back", async () => {
    const page = await loggedInPage();
    await page.goto(`/admin/${boutiqueId}/client/${randomUUID()}`);
    await page.getByRole('heading', { name: 'Client not found' }).waitFor();
    await page.goto(`/admin/${boutiqueId}/client/not-a-bride`);
    await page.getByRole('heading', { name: 'Client not found' }).waitFor();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`**/admin/${boutiqueId}`);
    await page.context().close();
  });
});

describe('the I Need Help wizard and coaching advice', () => {
  it('stays on step 2 with an error toast when the advice fails, and on the coaching dialog too', async () => {
    const page = await openProfile();
    await page.route('**/api/help/advice', (route) => route.fulfill({ status: 503, json: { error: 'down' } }));
    await page.route('**/api/coaching-advice', (route) => route.fulfill({ status: 503, json: { error: 'down' } }));

    await page.getByRole('button', { name: 'I Need Help' }).click();
    const dialog = page.getByRole('dialog');
    await choose(dialog, 'Difficult family or friends');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Tell us more' }).waitFor();
    await dialog.getByRole('button', { name: 'Get Expert Advice' }).click();
    await expectToast(page, 'Failed to get consultation advice. Please try again.');
    await page.getByRole('dialog', { name: 'Tell us more' }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Coaching Advice' }).click();
    await page.getByRole('button', { name: 'Get Coaching Advice' }).click();
    await expectToast(page, 'Failed to get coaching advice. Please try again.');
    await page.context().close();
  });

  it("refuses to go on without a choice, or without text for 'Something else'", async () => {
    const page = await openProfile();
    await page.getByRole('button', { name: 'I Need Help' }).click();
    const dialog = page.getByRole('dialog', { name: 'I Need Help' });
    for (const label of [
      'Dress fit or style concerns',
      'Body image or confidence issues',
      'Difficult family or friends',
      'Need new dress recommendations',
      'Something else',
    ]) {
      await dialog.getByRole('radio', { name: label }).waitFor();
    }
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Please choose what you need help with.').waitFor();
    await choose(dialog, 'Something else');
    const other = dialog.getByRole('textbox', { name: 'What is happening?' });
    await other.waitFor();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Please describe the problem.').waitFor();
    expect(await page.getByRole('dialog', { name: 'I Need Help' }).isVisible()).toBe(true);
    await other.fill('   ');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Please describe the problem.').waitFor();
    await other.fill('Her veil caught on a door');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Tell us more' }).waitFor();
    await page.context().close();
  });

  it('gives a consultant expert advice for each of the five problems, then coaching advice for her goals', async () => {
    if (!(await advicePresent())) {
      throw new Error('POST /api/help/advice is not served yet: the advice endpoints have not landed');
    }
    const page = await loggedInPage(desktop, consultantCookie);
    await page.goto(`/consultant/${boutiqueId}/client/${brideId}`);
    await page.getByRole('heading', { level: 1, name: 'Juliette Amara Bell' }).waitFor();
    const requests: { problem: string; details: string }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/help/advice')) requests.push(request.postDataJSON());
    });
    await page.getByRole('button', { name: 'I Need Help' }).click();
    const problems = [
      ['Dress fit or style concerns', 'dress-issues'],
      ['Body image or confidence issues', 'body-image'],
      ['Difficult family or friends', 'difficult-guests'],
      ['Need new dress recommendations', 'new-dress-recommendations'],
      ['Something else', 'other'],
    ] as const;
    for (const [index, [label]] of problems.entries()) {
      const dialog = page.getByRole('dialog');
      await page.getByRole('dialog', { name: 'I Need Help' }).waitFor();
      await choose(dialog, label);
      if (label === 'Something else') {
        await dialog.getByRole('textbox', { name: 'What is happening?' }).fill('Her veil caught on a door');
      }
      await dialog.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('dialog', { name: 'Tell us more' }).waitFor();
      if (index === 0 || label === 'Something else') {
        await dialog.getByRole('textbox').fill('She loves the lace but the bodice gapes.');
      }
      await dialog.getByRole('button', { name: 'Get Expert Advice' }).click();
      const result = page.getByRole('dialog', { name: 'Expert Consultation Advice' });
      await result.waitFor({ timeout: 30_000 });
      const advice = await result.getByTestId('help-advice').innerText();
      expect(advice.trim().length).toBeGreaterThan(40);
      if (index === 0) expect(await seriousAxeViolations(page)).toEqual([]);
      if (index < problems.length - 1) {
        await result.getByRole('button', { name: 'Get More Help' }).click();
        await page.getByRole('dialog', { name: 'I Need Help' }).waitFor();
        expect(await dialog.getByRole('radio', { checked: true }).count()).toBe(0);
      } else {
        await result.getByRole('button', { name: 'Done' }).click();
        await result.waitFor({ state: 'detached' });
      }
    }
    expect(requests.map((request) => request.problem)).toEqual(problems.map(([, value]) => value));
    expect(requests[4]!.details).toBe(
      'Something else: Her veil caught on a door\n\nShe loves the lace but the bodice gapes.',
    );
    expect(requests.every((request) => (request as unknown as { brideId: string }).brideId === brideId)).toBe(true);

    await page.getByRole('button', { name: 'Coaching Advice' }).click();
    const coaching = page.getByRole('dialog', {
      name: 'How to Achieve Your Coaching Goal During This Appointment',
    });
    // The built-in advisor answers at once: hold the answer back a moment to see the loading text.
    await page.route('**/api/coaching-advice', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await coaching.getByRole('button', { name: 'Get Coaching Advice' }).click();
    await coaching.getByText('Generating coaching advice...').waitFor();
    await coaching.getByTestId('coaching-advice').waitFor({ timeout: 30_000 });
    const coachingText = await coaching.getByTestId('coaching-advice').innerText();
    // Built from her goals (veils, accessories) and this bride.
    expect(coachingText).toMatch(/veil/i);
    expect(coachingText).toContain('Juliette');
    await coaching.getByRole('button', { name: 'Refresh Advice' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  }, 120_000);
});

describe('the consultant review page', () => {
  it("shows the bride's answers, AI insight and plan, and starts the consultation", async () => {
    const page = await loggedInPage(phone);
    await page.goto(`/consultant-review?brideId=${brideId}`);
    await page.getByRole('heading', { level: 1, name: 'Consultation Review' }).waitFor();
    const bride = page.getByRole('region', { name: 'Juliette Amara Bell' });
    await bride.getByText('Saturday, June 19, 2027', { exact: true }).waitFor();
    await bride.getByText('Deering Oaks Rose Garden', { exact: true }).waitFor();
    await bride.getByText('Submitted').waitFor();
    const responses = page.getByRole('region', { name: 'Survey Responses' });
    await responses.getByText('Garden Party, Classic').waitFor();
    await responses.getByText('Mom, Sister, Aunt Jo').waitFor();
    await responses.getByText('$2,400').waitFor();
    await responses.getByText('Finding a dress for a June garden wedding').waitFor();
    const insight = page.getByRole('region', { name: 'AI Insight' });
    const stars = await insight.getByRole('img', { name: /out of 5 stars/ }).getAttribute('aria-label');
    const percent = Number((await insight.getByText(/^\d+%$/).textContent())!.replace('%', ''));
    expect(stars).toBe(`${Math.round((percent / 100) * 5)} out of 5 stars`);
    for (const title of [
      'Style Summary',
      '3 Suggested Dresses to Pull',
      'Image Analysis',
      'Venue Analysis',
      'Days Until Wedding',
      'Consultation Strategy',
    ]) {
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
    }
    await page.getByRole('button', { name: 'Schedule Appointment' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Start Consultation' }).click();
    await page.waitForURL(`**${profilePath()}`);
    await page.getByRole('heading', { level: 1, name: 'Juliette Amara Bell' }).waitFor();
    await page.context().close();
  });

  it('says no bride is selected without a brideId, and goes back to the dashboard', async () => {
    const page = await loggedInPage();
    await page.goto('/consultant-review');
    await page.getByText('No bride selected for review.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL(`**/admin/${boutiqueId}`);
    await page.context().close();
  });
});
