import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { desktop, expectToast, type Page, phone, seriousAxeViolations } from './support/browser';
import { usePlatform } from './support/use-platform';
import { boutiqueIdOf } from './support/boutique';

const ctx = usePlatform();

const owner = {
  name: 'Odile Varga',
  email: `odile.${Date.now()}@varga-bridal.com`,
  password: 'Chiffon&Pearl2026',
  phone: '2075550199',
  boutiqueName: 'Varga Bridal Salon',
  address: '3 Market St, Portland, ME',
  consultantSeats: 4,
  agreedToTerms: true,
};

let cookie: string;
let boutiqueId: number;
let slug: string;

const header = 'Style Number,Designer,Name,Price,Silhouette,Neckline,Fabric,Sizes,Best Seller,Description';
/** 60 gowns (two pages), each with its own name; the beach ones match a beach bride. */
const springStock = [
  header,
  ...Array.from({ length: 60 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    const beach = i % 2 === 0;
    return [
      `SP-${n}`,
      beach ? 'Luna Bay' : 'Maison Sol',
      `Spring ${n}`,
      1500 + i * 10,
      beach ? 'A-Line' : 'Ball Gown',
      beach ? 'V Neck' : 'Sweetheart',
      beach ? 'Chiffon' : 'Tulle',
      '4-12',
      i < 6 ? 'yes' : 'no',
      beach ? 'Flowy beach gown' : 'Princess ball gown',
    ].join(',');
  }),
];
/** The summer delivery: none of the spring gowns. */
const summerStock = [
  header,
  'SU-1,Rue Bridal,Summer Sage,1800,A-Line,Off the Shoulder,Chiffon,2-16,yes,Breezy beach gown with a sweep train',
  'SU-2,Hollow Oak,Summer Fern,1650,Sheath,V Neck,Crepe,2-12,yes,Open back crepe for the sand',
];

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${ctx.platform.baseUrl}${path}`, {
    ...init,
    headers: { cookie, origin: ctx.platform.baseUrl, ...(init.headers as Record<string, string>) },
  });

async function uploadStock(lines: string[], fileName: string) {
  const form = new FormData();
  form.append('inventory', new Blob([lines.join('\n')]), fileName);
  const res = await api('/api/inventory/upload', { method: 'POST', body: form });
  expect(res.status).toBe(200);
}

async function submitBride(name: string): Promise<string> {
  const form = new FormData();
  const fields: Record<string, string | string[]> = {
    name,
    weddingDate: '2027-07-10',
    weddingVenue: 'Higgins Beach Inn',
    weddingLocation: 'Scarborough, ME',
    weddingVibes: ['beach'],
    budget: '1000-2000',
    shoppingParty: ['mom'],
    currentFeeling: ['excited'],
    boutiqueName: slug,
  };
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(key, item);
  const res = await fetch(`${ctx.platform.baseUrl}/api/surveys`, {
    method: 'POST',
    headers: { origin: ctx.platform.baseUrl },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { brideId: string }).brideId;
}

interface Plan {
  bride: { status: string };
  recommendations: { label: string }[];
}

async function waitUntilReady(id: string): Promise<Plan> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const plan = (await (await api(`/api/recommendations/${id}`)).json()) as Plan;
    if (plan.bride.status === 'ready') return plan;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`bride ${id} never became ready`);
}

async function loggedInPage(viewport = desktop): Promise<Page> {
  const context = await ctx.browser.newContext({ viewport, baseURL: ctx.platform.baseUrl, acceptDownloads: true });
  await context.addCookies([
    { name: cookie.split('=')[0]!, value: cookie.split('=').slice(1).join('='), url: ctx.platform.baseUrl },
  ]);
  return context.newPage();
}

beforeAll(async () => {
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
  const [row] = await ctx.platform.database.sql`SELECT slug FROM boutiques WHERE id = ${boutiqueId}`;
  slug = row!.slug as string;
});

describe('the inventory as it was read', () => {
  it('opens from the inventory card, shows the dresses a page at a time, searches them and downloads them', async () => {
    await uploadStock(springStock, 'spring stock.csv');
    const page = await loggedInPage();
    await page.goto(`/admin/${boutiqueId}`);
    const card = page.getByRole('region', { name: 'Inventory' });
    await card.getByRole('link', { name: 'View Inventory' }).click();
    await page.waitForURL(`**/admin/${boutiqueId}/inventory`);
    await page.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
    await page.getByText('Read from spring stock.csv').waitFor();

    const table = page.getByRole('table');
    await page.getByRole('status').filter({ hasText: '60 dresses' }).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(50);
    const first = table.locator('tbody tr').first();
    expect(await first.locator('td').allInnerTexts()).toEqual(
      expect.arrayContaining(['SP-01', 'Luna Bay', 'Spring 01', '$1,500', 'a-line', 'v-neck', 'chiffon', 'Top seller']),
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    await table.getByRole('cell', { name: 'Spring 60' }).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(10);

    await page.getByRole('searchbox', { name: 'Search the inventory' }).fill('spring 1');
    await page.getByRole('status').filter({ hasText: '10 of 60 dresses match "spring 1"' }).waitFor();
    const names = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
    expect(names).toEqual(Array.from({ length: 10 }, (_, i) => `Spring ${10 + i}`));
    await page.getByRole('searchbox', { name: 'Search the inventory' }).fill('ball gown tulle no such');
    await page.getByText('No dress matches.', { exact: false }).waitFor();
    await page.getByRole('searchbox', { name: 'Search the inventory' }).fill('maison sol');
    await page.getByRole('status').filter({ hasText: '30 of 60 dresses match "maison sol"' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('spring stock (as read).csv');
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\n');
    expect(lines).toHaveLength(61);
    expect(lines[1]).toMatch(/^"SP-01","Luna Bay","Spring 01",1500,"a-line","v-neck","chiffon",/);

    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('fits a phone: the table scrolls within its card, the page does not', async () => {
    const page = await loggedInPage(phone);
    await page.goto(`/admin/${boutiqueId}/inventory`);
    await page.getByRole('table').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe('a plan after a new inventory', () => {
  it('says its dresses came from the older inventory, and a refresh picks them from the new one', async () => {
    const brideId = await submitBride('Marguerite Shore');
    const before = await waitUntilReady(brideId);
    expect(before.recommendations.some((pick) => pick.label.startsWith('Spring'))).toBe(true);
    await uploadStock(summerStock, 'summer stock.csv');

    const page = await loggedInPage();
    await page.goto(`/admin/${boutiqueId}/client/${brideId}`);
    await page.getByRole('heading', { level: 1, name: 'Marguerite Shore' }).waitFor();
    await page.getByText('Dresses from an older inventory').waitFor();
    await page.getByText(/^These dresses came from the inventory of \w{3} \d{1,2}, \d{4}; refresh them/).waitFor();
    const refresh = page.getByRole('button', { name: 'Refresh Dresses' });
    await refresh.click();
    await expectToast(page, 'Refreshing Dresses');
    await refresh.waitFor({ state: 'detached', timeout: 30_000 });
    const picks = page.getByRole('region', { name: 'Dress Recommendations from Inventory' });
    await picks
      .getByRole('heading', { name: /Summer (Sage|Fern)/ })
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await picks.getByText(/Spring \d\d/).count()).toBe(0);

    const after = await waitUntilReady(brideId);
    expect(after.recommendations.length).toBeGreaterThan(0);
    expect(after.recommendations.every((pick) => pick.label.startsWith('Summer'))).toBe(true);
    await page.context().close();
  });

  it('refreshes every outdated plan in one click from the inventory page', async () => {
    await uploadStock(springStock, 'spring again.csv');
    const brideId = await submitBride('Noor Tidewater');
    await waitUntilReady(brideId);
    await uploadStock(summerStock, 'summer again.csv');

    const page = await loggedInPage();
    await page.goto(`/admin/${boutiqueId}/inventory`);
    await page.getByRole('button', { name: 'Refresh Outdated Plans' }).click();
    await expectToast(page, 'Refreshing Plans');
    const after = await waitUntilReady(brideId);
    expect(after.recommendations.every((pick) => pick.label.startsWith('Summer'))).toBe(true);
    await page.getByRole('button', { name: 'Refresh Outdated Plans' }).click();
    await expectToast(page, 'Plans Up to Date');
    await page.context().close();
  });
});
