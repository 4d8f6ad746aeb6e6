import { hashPassword } from '@bridal/server/auth/password-hashing';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { type BrowserContext, desktop, expectToast, type Page, phone, seriousAxeViolations } from './support/browser';
import { usePlatform } from './support/use-platform';
import { boutiqueIdOf } from './support/boutique';

const ctx = usePlatform();

const owner = {
  name: 'Margot Hale',
  email: `margot.${Date.now()}@hale-bridal.com`,
  password: 'Chiffon&Veil2026',
  phone: '2075550142',
  boutiqueName: 'Hale Bridal Atelier',
  address: '12 Exchange St, Portland, ME',
  consultantSeats: 4,
  agreedToTerms: true,
};
const consultant = {
  name: 'Ivy Moreau',
  email: `ivy.${Date.now()}@hale-bridal.com`,
  password: 'Organza&Pearl2026',
  goals: 'Offer a cathedral veil with every gown she loves.\nClose two appointments a day.',
};
const bride = 'Josephine';
// Analysis with the built-in analyst takes about a second; the dashboard polls every 10 s.
const pollWait = 45_000;

let boutiqueId: number;
let slug: string;

async function api(path: string, init: RequestInit = {}) {
  return fetch(`${ctx.platform.baseUrl}${path}`, init);
}

beforeAll(async () => {
  const signup = await api('/api/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  expect(signup.status).toBeLessThan(300);
  boutiqueId = await boutiqueIdOf(ctx, owner.email);
  const [row] = await ctx.platform.database.sql`SELECT slug FROM boutiques WHERE id = ${boutiqueId}`;
  slug = row!.slug as string;
  await ctx.platform.database.sql`
    INSERT INTO users (boutique_id, email, name, password_hash, role, status, coaching_goals)
    VALUES (${boutiqueId}, ${consultant.email}, ${consultant.name}, ${await hashPassword(consultant.password)},
            'consultant', 'active', ${consultant.goals})`;
});

async function newContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  return ctx.browser.newContext({
    viewport,
    baseURL: ctx.platform.baseUrl,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
}

async function logIn(context: BrowserContext, email: string, password: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: /^Log In$/ }).click();
  return page;
}

async function submitSurvey(name: string): Promise<string> {
  const form = new FormData();
  form.append('name', name);
  form.append('weddingDate', '2031-06-14');
  form.append('weddingVenue', 'Portland Head Light');
  form.append('weddingLocation', 'Cape Elizabeth, ME');
  form.append('weddingVibes', 'classic');
  form.append('currentFeeling', 'excited');
  form.append('shoppingParty', 'mom');
  form.append('budget', '2000-3000');
  form.append('additionalNotes', '');
  form.append('boutiqueName', slug);
  const res = await api('/api/surveys', { method: 'POST', body: form });
  expect(res.status).toBeLessThan(300);
  return ((await res.json()) as { brideId: string }).brideId;
}

function clientCard(page: Page, name: string) {
  return page.getByTestId('client-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe('the admin dashboard', () => {
  let brideId: string;

  it('shows a newly submitted bride, who turns Ready without a reload', async () => {
    const context = await newContext(desktop);
    const page = await logIn(context, owner.email, owner.password);
    await page.waitForURL(`**/admin/${boutiqueId}`);
    await page.getByRole('heading', { level: 1, name: `${owner.boutiqueName} Dashboard` }).waitFor();
    await page.getByText('Manage your bridal consultations and inventory').waitFor();
    await page.getByRole('heading', { level: 3, name: 'No brides yet' }).waitFor();
    for (const title of ['Our Brides', 'Bride Survey Link', 'Inventory', 'Consultants', 'Trending Gowns']) {
      await page.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
    }
    expect(await page.getByRole('link', { name: 'Subscription' }).getAttribute('href')).toBe(
      `/admin/${boutiqueId}/subscription-settings`,
    );

    expect(await seriousAxeViolations(page)).toEqual([]);

    brideId = await submitSurvey(bride);
    const card = clientCard(page, bride);
    await card.waitFor({ timeout: pollWait });
    await card.getByText(/^(Analyzing\.\.\.|Ready)$/).waitFor();
    await card.getByText('Ready', { exact: true }).waitFor({ timeout: pollWait });
    await card.getByText('Wedding: Jun 14, 2031').waitFor();
    expect(await card.getByRole('link', { name: `View Profile of ${bride}` }).getAttribute('href')).toBe(
      `/admin/${boutiqueId}/client/${brideId}`,
    );

    // Her plan being ready is news until someone opens her consultation.
    const news = page.getByRole('region', { name: 'New since you last looked' });
    await news.getByRole('link', { name: `${bride}'s coaching plan is ready.` }).waitFor({ timeout: pollWait });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await card.getByRole('button', { name: `Start Consultation with ${bride}` }).click();
    await page.waitForURL(`**/admin/${boutiqueId}/client/${brideId}`);
    const unread = await ctx.platform.database.sql`
      SELECT id FROM notifications WHERE bride_id = ${brideId} AND read_at IS NULL`;
    expect(unread).toHaveLength(0);
    await context.close();
  });

  it('copies the survey link and shows it as a 200x200 QR code to download', async () => {
    const context = await newContext(desktop);
    const page = await logIn(context, owner.email, owner.password);
    await page.waitForURL(`**/admin/${boutiqueId}`);
    const surveyUrl = `${ctx.platform.baseUrl}/survey/${slug}`;
    expect(await page.getByRole('textbox', { name: 'Survey link' }).inputValue()).toBe(surveyUrl);

    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expectToast(page, 'Copied!');
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(surveyUrl);

    const qr = page.getByRole('img', { name: 'QR code of the bride survey link' });
    await qr.waitFor();
    const size = await qr.evaluate((image: HTMLImageElement) => ({
      natural: [image.naturalWidth, image.naturalHeight],
      shown: [image.getBoundingClientRect().width, image.getBoundingClientRect().height],
    }));
    expect(size).toEqual({ natural: [200, 200], shown: [200, 200] });
    const download = page.getByRole('link', { name: 'Download QR Code' });
    expect(await download.getAttribute('href')).toMatch(/^data:image\/png;base64,/);
    expect(await download.getAttribute('download')).toBe(`survey-qr-${slug}.png`);
    await context.close();
  });

  it('uploads an inventory, and refuses a file over 600KB in the browser', async () => {
    const context = await newContext(desktop);
    const page = await logIn(context, owner.email, owner.password);
    await page.waitForURL(`**/admin/${boutiqueId}`);
    const inventory = page.getByRole('region', { name: 'Inventory' });
    await inventory.getByText('No Inventory', { exact: true }).waitFor();

    const csv = [
      'Style,Designer,Name,Price,Silhouette,Neckline,Fabric,Sizes,Description',
      'HB-1,Aveline,Clementine,"$2,200",A-Line,V Neck,Lace,2-14,Romantic lace with a chapel train',
      'HB-2,Aveline,Margaux,"$2,900",Ball Gown,Sweetheart,Tulle,4-16,Classic princess ball gown',
    ].join('\n');
    const fileInput = page.locator('input[type="file"][aria-label="Inventory file"]');
    await fileInput.setInputFiles({ name: 'hale stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expectToast(page, 'Inventory Updated Successfully');
    await expectToast(page, 'Uploaded 2 dresses. AI recommendations will now use this inventory.');
    await inventory.getByText('Active', { exact: true }).waitFor();
    await inventory.getByText(/^2 dresses · Last updated /).waitFor();

    let uploadsSent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/inventory/upload')) uploadsSent += 1;
    });
    const big = Buffer.from('Style,Name\n' + 'HB-9,Too Big\n'.repeat(50_000));
    expect(big.length).toBeGreaterThan(600 * 1024);
    await fileInput.setInputFiles({ name: 'everything.csv', mimeType: 'text/csv', buffer: big });
    await expectToast(page, 'File Too Large');
    await expectToast(page, 'Please select a file smaller than 600KB for optimal AI analysis.');
    expect(uploadsSent).toBe(0);

    // The server's own refusal is shown as it words it, and the inventory stays.
    await fileInput.setInputFiles({
      name: 'colours.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('colour,length\nivory,long\n'),
    });
    await expectToast(page, 'Upload Failed');
    await page
      .getByTestId('toast')
      .filter({ hasText: /dress name, style number or designer/ })
      .waitFor();
    expect(uploadsSent).toBe(1);
    await inventory.getByText(/^2 dresses/).waitFor();
    await context.close();
  });

  it('shows an error card with a retry when the dashboard cannot be loaded', async () => {
    const context = await newContext(desktop);
    await context.route('**/api/dashboard/consultant', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service unavailable"}' }),
    );
    const page = await logIn(context, owner.email, owner.password);
    await page.waitForURL(`**/admin/${boutiqueId}`);
    await page.getByRole('heading', { level: 1, name: "We couldn't load your dashboard" }).waitFor();
    await context.unroute('**/api/dashboard/consultant');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { level: 1, name: `${owner.boutiqueName} Dashboard` }).waitFor();
    await context.close();
  });

  it('has no serious accessibility problem at 375px and fits the screen', async () => {
    const context = await newContext(phone);
    const page = await logIn(context, owner.email, owner.password);
    await page.waitForURL(`**/admin/${boutiqueId}`);
    await clientCard(page, bride).waitFor();
    await page.getByRole('img', { name: 'QR code of the bride survey link' }).waitFor();
    await page.getByRole('region', { name: 'Inventory' }).getByText('Active', { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await fitsTheScreen(page)).toBe(true);

    // An admin who opens the consultant view sees it with her own data.
    await page.goto(`/consultant/${boutiqueId}`);
    await page.getByRole('heading', { level: 1, name: `${owner.name} Dashboard` }).waitFor();
    await clientCard(page, bride).waitFor();
    await context.close();
  });
});

describe('the consultant dashboard', () => {
  it('greets the consultant, shows her goals and the brides, and passes axe at 375px', async () => {
    const context = await newContext(phone);
    const page = await logIn(context, consultant.email, consultant.password);
    await page.waitForURL(`**/consultant/${boutiqueId}`);
    await page.getByRole('heading', { level: 1, name: `${consultant.name} Dashboard` }).waitFor();
    await page.getByText(`${owner.boutiqueName} - Today's Consultations`).waitFor();
    expect(await page.getByTestId('greeting').textContent()).toMatch(/^Good (morning|afternoon|evening), Ivy!$/);
    const goals = page.getByRole('region', { name: 'Your Coaching Goals' });
    expect(await goals.getByTestId('coaching-goals').textContent()).toBe(consultant.goals);

    const card = clientCard(page, bride);
    await card.getByText('Ready', { exact: true }).waitFor();
    const [row] = await ctx.platform.database.sql`SELECT id FROM brides WHERE name = ${bride}`;
    expect(await card.getByRole('link', { name: `View Profile of ${bride}` }).getAttribute('href')).toBe(
      `/consultant/${boutiqueId}/client/${row!.id}`,
    );
    // The admin-only cards are not hers.
    expect(await page.getByRole('heading', { name: 'Bride Survey Link' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Inventory' }).count()).toBe(0);

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await fitsTheScreen(page)).toBe(true);

    // Following an admin link takes her back to her own dashboard.
    await page.goto(`/admin/${boutiqueId}`);
    await page.waitForURL(`**/consultant/${boutiqueId}`);
    await page.getByRole('heading', { level: 1, name: `${consultant.name} Dashboard` }).waitFor();
    await context.close();
  });
});
