import { beforeAll, describe, expect, it } from '@jest/globals';
import { desktop, type Page, phone, seriousAxeViolations } from './support/browser';
import { usePlatform } from './support/use-platform';
import { boutiqueIdOf } from './support/boutique';

const ctx = usePlatform();

const owner = {
  name: 'Wren Ashby',
  email: `wren.${Date.now()}@ashby-bridal.com`,
  password: 'Taffeta&Lace2026',
  phone: '2075550177',
  boutiqueName: 'Ashby Bridal House',
  address: '40 Fore St, Portland, ME',
  consultantSeats: 4,
  agreedToTerms: true,
};

let cookie: string;
let boutiqueId: number;
let slug: string;

async function signUpAndLogIn() {
  const base = ctx.platform.baseUrl;
  const signup = await fetch(`${base}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(owner),
  });
  expect(signup.status).toBeLessThan(300);
  boutiqueId = await boutiqueIdOf(ctx, owner.email);
  const [row] = await ctx.platform.database.sql`SELECT slug FROM boutiques WHERE id = ${boutiqueId}`;
  slug = row!.slug as string;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: owner.email, password: owner.password }),
  });
  cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** A bride with a wedding still to come, sent as the survey page sends it. */
async function submitUpcomingBride(name: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ name, weddingDate: '2031-06-14', boutiqueName: slug })) {
    form.append(key, value);
  }
  const res = await fetch(`${ctx.platform.baseUrl}/api/surveys`, {
    method: 'POST',
    headers: { origin: ctx.platform.baseUrl },
    body: form,
  });
  expect(res.status).toBe(201);
}

async function loggedInPage(viewport = desktop): Promise<Page> {
  const context = await ctx.browser.newContext({ viewport, baseURL: ctx.platform.baseUrl });
  await context.addCookies([
    { name: cookie.split('=')[0]!, value: cookie.split('=').slice(1).join('='), url: ctx.platform.baseUrl },
  ]);
  return context.newPage();
}

function clientCard(page: Page, name: string) {
  return page.getByTestId('client-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

beforeAll(async () => {
  await signUpAndLogIn();
  await submitUpcomingBride('Nina Upcoming');
});

describe('a bride whose wedding date is in the past', () => {
  const bride = 'Olive Pastor';
  let brideId: string;

  it('is asked to confirm the date in the survey, and is kept once she does', async () => {
    const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    await context.addInitScript(() => Object.assign(window, { __SURVEY_PACE_MS__: 0.05 }));
    const page = await context.newPage();
    await page.goto(`/survey/${slug}`);
    await page.getByRole('button', { name: 'Start' }).click();
    const next = async (step: number) => {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(`Step ${step} of 11`, { exact: true }).waitFor();
    };
    await page.getByLabel('Your preferred name').fill(bride);
    await next(2);
    await page.getByLabel('Wedding date').fill('2025-06-14');
    const confirm = page.getByRole('checkbox', { name: 'Yes, my wedding date is Saturday, June 14, 2025' });
    await confirm.waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByText(
        'Your wedding date, June 14, 2025, is in the past. Please check the year, or confirm that the date is right.',
      )
      .waitFor();
    expect(await page.getByText('Step 2 of 11', { exact: true }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByText('Yes, my wedding date is Saturday, June 14, 2025').click();
    expect(await confirm.isChecked()).toBe(true);
    for (let step = 3; step <= 11; step += 1) await next(step);
    await page.getByRole('button', { name: 'Find My Dress' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thanks for Sharing!' }).waitFor({ timeout: 60_000 });
    const [row] = await ctx.platform.database.sql`
      SELECT id, to_char(wedding_date, 'YYYY-MM-DD') AS date FROM brides WHERE name = ${bride}`;
    expect(row!.date).toBe('2025-06-14');
    brideId = row!.id as string;
    await context.close();
  });

  it('shows under "Past weddings" on the dashboard, after the upcoming brides, and her profile opens', async () => {
    const page = await loggedInPage();
    await page.goto(`/admin/${boutiqueId}`);
    const brides = page.getByRole('region', { name: 'Our Brides' });
    await clientCard(page, 'Nina Upcoming').waitFor();
    const past = page.getByRole('region', { name: 'Past weddings' });
    await past.getByRole('heading', { level: 3, name: 'Past weddings' }).waitFor();
    const card = past
      .getByTestId('client-card')
      .filter({ has: page.getByRole('heading', { name: bride, exact: true }) });
    await card.waitFor();
    await card.getByText('Wedding: Jun 14, 2025').waitFor();
    // Upcoming first.
    const names = await brides.getByTestId('client-card').getByRole('heading', { level: 3 }).allTextContents();
    expect(names.indexOf('Nina Upcoming')).toBeLessThan(names.indexOf(bride));
    expect(await seriousAxeViolations(page)).toEqual([]);

    await card.getByRole('link', { name: `View Profile of ${bride}` }).click();
    await page.waitForURL(`**/admin/${boutiqueId}/client/${brideId}`);
    await page.getByRole('heading', { level: 1, name: bride }).waitFor();

    // The review page is one click from her profile.
    await page.getByRole('link', { name: 'Consultation Review' }).click();
    await page.waitForURL(`**/consultant-review?brideId=${brideId}`);
    await page.getByRole('heading', { level: 1, name: 'Consultation Review' }).waitFor();
    await page.getByRole('heading', { level: 2, name: bride, exact: true }).waitFor();
    await page.context().close();
  });

  it('opens the review from her card, and the full list finds her by name and status', async () => {
    const page = await loggedInPage(phone);
    await page.goto(`/admin/${boutiqueId}`);
    const card = clientCard(page, bride);
    await card.getByRole('link', { name: `Review ${bride}` }).click();
    await page.waitForURL(`**/consultant-review?brideId=${brideId}`);
    await page.getByRole('heading', { level: 1, name: 'Consultation Review' }).waitFor();

    await page.goto(`/admin/${boutiqueId}`);
    await page.getByRole('link', { name: 'See all brides' }).click();
    await page.waitForURL(`**/admin/${boutiqueId}/brides`);
    await page.getByRole('heading', { level: 1, name: 'All Brides' }).waitFor();
    await clientCard(page, 'Nina Upcoming').waitFor();
    await clientCard(page, bride).waitFor();
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('olive');
    await clientCard(page, 'Nina Upcoming').waitFor({ state: 'detached' });
    await clientCard(page, bride).waitFor();
    await page.getByText('1 bride', { exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('');
    await page.getByLabel('Wedding').selectOption('upcoming');
    await clientCard(page, bride).waitFor({ state: 'detached' });
    await clientCard(page, 'Nina Upcoming').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
