import { beforeAll, describe, expect, it } from '@jest/globals';
import { addConsultant, pageAs, signUpBoutique, submitSurvey } from './support/boutique';
import { desktop, expectToast, type Page, phone, seriousAxeViolations } from './support/browser';
import { usePlatform } from './support/use-platform';

const ctx = usePlatform();

const owner = {
  name: 'Odile Grey',
  email: `odile.${Date.now()}@grey-bridal.com`,
  password: 'Chantilly&Tulle2026',
  phone: '2075550163',
  boutiqueName: 'Grey Bridal Rooms',
  address: '5 Milk St, Portland, ME',
  consultantSeats: 4,
  agreedToTerms: true,
};
const consultant = {
  name: 'Rosa Lind',
  email: `rosa.${Date.now()}@grey-bridal.com`,
  password: 'Organza&Pearl2026',
};
const brides = { past: 'Hattie Past', first: 'Clemence', second: 'Delphine' };

let boutiqueId: number;
let consultantCookie: string;
const brideIds: Record<string, string> = {};

async function waitForNotification(brideId: string) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const rows = await ctx.platform.database.sql`SELECT id FROM notifications WHERE bride_id = ${brideId}`;
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no notification about bride ${brideId}`);
}

async function consultantPage(viewport = desktop): Promise<Page> {
  const page = await pageAs(ctx, consultantCookie, viewport);
  await page.goto(`/consultant/${boutiqueId}`);
  await page.getByRole('heading', { level: 1, name: `${consultant.name} Dashboard` }).waitFor();
  return page;
}

const unreadAbout = async (brideId: string) =>
  (await ctx.platform.database.sql`SELECT id FROM notifications WHERE bride_id = ${brideId} AND read_at IS NULL`)
    .length;

beforeAll(async () => {
  const boutique = await signUpBoutique(ctx, owner);
  boutiqueId = boutique.boutiqueId;
  consultantCookie = await addConsultant(ctx, boutiqueId, consultant);
  for (const [key, name] of Object.entries(brides)) {
    brideIds[key] = await submitSurvey(ctx, {
      name,
      weddingDate: '2031-06-14',
      weddingVenue: 'Portland Head Light',
      weddingVibes: 'classic',
      boutiqueName: boutique.slug,
    });
  }
  for (const id of Object.values(brideIds)) await waitForNotification(id);
  // Her wedding has gone by since: the list of upcoming brides no longer shows her.
  await ctx.platform.database.sql`UPDATE brides SET wedding_date = '2020-05-02' WHERE id = ${brideIds.past!}`;
}, 120_000);

describe('the notifications', () => {
  it('open the bride they are about, even one no longer listed, and are read once opened', async () => {
    const page = await consultantPage();
    const news = page.getByRole('region', { name: 'New since you last looked' });
    const pastNote = news.getByRole('link', { name: `${brides.past}'s coaching plan is ready.` });
    await pastNote.waitFor();
    await pastNote.click();
    await page.waitForURL(`**/consultant/${boutiqueId}/client/${brideIds.past}`);
    await page.getByRole('heading', { level: 1, name: brides.past }).waitFor();
    expect(await unreadAbout(brideIds.past!)).toBe(0);

    await page.getByRole('link', { name: '← Back to Dashboard' }).click();
    await page.waitForURL(`**/consultant/${boutiqueId}`);
    await news.getByRole('link', { name: `${brides.first}'s coaching plan is ready.` }).waitFor();
    expect(await news.getByRole('link', { name: `${brides.past}'s coaching plan is ready.` }).count()).toBe(0);
    expect(await unreadAbout(brideIds.first!)).toBe(1);
    await page.context().close();
  });

  it("says so when 'Mark all read' fails, and keeps them; then marks them all read", async () => {
    const page = await consultantPage(phone);
    const news = page.getByRole('region', { name: 'New since you last looked' });
    await news.getByRole('link', { name: `${brides.second}'s coaching plan is ready.` }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.route('**/api/notifications/read-all', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Try again shortly."}' }),
    );
    await news.getByRole('button', { name: 'Mark all read' }).click();
    await expectToast(page, 'The notifications could not be marked read. Please try again.');
    await news.getByRole('link', { name: `${brides.second}'s coaching plan is ready.` }).waitFor();
    expect(await unreadAbout(brideIds.second!)).toBe(1);

    await page.unroute('**/api/notifications/read-all');
    await news.getByRole('button', { name: 'Mark all read' }).click();
    await news.waitFor({ state: 'detached' });
    expect(await unreadAbout(brideIds.first!)).toBe(0);
    expect(await unreadAbout(brideIds.second!)).toBe(0);
    // Still read after the next poll and a reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `${consultant.name} Dashboard` }).waitFor();
    expect(await page.getByRole('region', { name: 'New since you last looked' }).count()).toBe(0);
    await page.context().close();
  });
});
