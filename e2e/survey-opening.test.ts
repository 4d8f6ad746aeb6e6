import { beforeAll, describe, expect, it } from '@jest/globals';
import { surveyMessages } from '@bridal/shared/survey/survey-schema';
import { type Page, phone, seriousAxeViolations } from './support/browser';
import { signUpBoutique } from './support/boutique';
import { usePlatform } from './support/use-platform';

/*
 * A survey link's opening: the landing and the first step come as HTML, filled with the
 * boutique's name, so a bride on a slow phone taps Start and types her name while the app's code
 * is still on its way; the app then takes the step over with what she typed. Here the app's
 * scripts are held back until the test lets them through, as a slow line would.
 */

const ctx = usePlatform();
let slug: string;
const boutiqueName = 'Rose & Lace Bridal';

beforeAll(async () => {
  ({ slug } = await signUpBoutique(ctx, {
    name: 'Odile Marchand',
    email: `odile.${Date.now()}@rose-lace.com`,
    password: 'Organza&Lace2026',
    phone: '2075550166',
    boutiqueName,
    address: '4 Exchange St, Portland, ME',
    consultantSeats: 3,
    agreedToTerms: true,
  }));
});

interface HeldPage {
  page: Page;
  /** Lets the app's scripts through. */
  release: () => void;
  /** What the browser refused under the page's Content-Security-Policy. */
  refused: string[];
}

async function openWithScriptsHeld(path: string): Promise<HeldPage> {
  const context = await ctx.browser.newContext({ viewport: phone, hasTouch: true, baseURL: ctx.platform.baseUrl });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  // (Not DOMContentLoaded: it waits for the app's module scripts.)
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('body').waitFor();
  return { page, release, refused };
}

const appTookOver = (page: Page) => page.locator('#survey-start').waitFor({ state: 'detached', timeout: 20_000 });

describe("a survey link's opening, before the app's code has arrived", () => {
  it("greets her with her boutique's name, and takes Start and her name without the app", async () => {
    const { page, release, refused } = await openWithScriptsHeld(`/survey/${slug}`);
    await page.getByText(`Welcome to ${boutiqueName}`).waitFor();
    expect(await page.title()).toBe(`Style Survey - ${boutiqueName}`);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    const name = page.getByLabel('Your preferred name');
    await name.waitFor({ state: 'visible' });
    await page.getByRole('heading', { level: 1, name: 'What should we call you?' }).waitFor();
    expect(await page.getByText('Step 1 of 11').isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await name.pressSequentially('Maria');
    expect(await name.inputValue()).toBe('Maria');
    // Nothing has asked for the app's page yet: all of this is the page's own HTML.
    expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);

    // The app arrives while she is in the middle of her name: it takes the step over as it is.
    release();
    await appTookOver(page);
    const taken = page.getByLabel('Your preferred name');
    expect(await taken.inputValue()).toBe('Maria');
    expect(await taken.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.type(' Jose');
    expect(await taken.inputValue()).toBe('Maria Jose');
    expect(await page.evaluate(() => document.getElementById('root')?.hidden)).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 1, name: 'When is your wedding?' }).waitFor();
    // Back on step 1, her name is her answer (the draft on her phone has it too).
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('Your preferred name').inputValue()).toBe('Maria Jose');
    expect(refused).toEqual([]);
    await page.context().close();
  });

  it('keeps a Next pressed before the app arrived, and presses it for her once it has', async () => {
    const { page, release } = await openWithScriptsHeld(`/survey/${slug}`);
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.getByLabel('Your preferred name').fill('Ines');
    // Enter in the field: no page load (her name never reaches the address bar).
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Next' }).tap();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByLabel('Your preferred name').isVisible()).toBe(true);

    release();
    await page.getByRole('heading', { level: 1, name: 'When is your wedding?' }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).search).toBe('');
    await page.context().close();
  });

  it('counts a Next pressed on the opening and released after the app arrived, once', async () => {
    const { page, release } = await openWithScriptsHeld(`/survey/${slug}`);
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.getByLabel('Your preferred name').fill('Lena');
    const next = await page.getByRole('button', { name: 'Next' }).boundingBox();
    await page.mouse.move(next!.x + next!.width / 2, next!.y + next!.height / 2);
    await page.mouse.down();
    release();
    // The app is in and waits for the press to end (its wizard is there, still hidden).
    await page.locator('#root form').waitFor({ state: 'attached', timeout: 20_000 });
    expect(await page.locator('#survey-start').count()).toBe(1);
    await page.mouse.up();
    await appTookOver(page);
    await page.getByRole('heading', { level: 1, name: 'When is your wedding?' }).waitFor({ timeout: 20_000 });
    expect(await page.getByText('Step 2 of 11', { exact: true }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('says what is missing when Next was pressed with no name', async () => {
    const { page, release } = await openWithScriptsHeld(`/survey/${slug}`);
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.getByRole('button', { name: 'Next' }).tap();
    release();
    await page.getByText(surveyMessages.nameRequired).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('heading', { level: 1, name: 'What should we call you?' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it("keeps its landing once the app is in, whose Start opens the app's first step; an unknown boutique gets the app", async () => {
    const { page, release } = await openWithScriptsHeld(`/survey/${slug}`);
    release();
    await page.waitForLoadState('networkidle');
    // The opening's landing stays, the app's own not rendered beside it; Start opens the app's first step.
    expect(await page.getByText(`Welcome to ${boutiqueName}`).count()).toBe(1);
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await appTookOver(page);
    await page.getByLabel('Your preferred name').fill('Zoe');
    await page.getByRole('button', { name: 'Next' }).tap();
    await page.getByRole('heading', { level: 1, name: 'When is your wedding?' }).waitFor();
    await page.context().close();

    const unknown = await openWithScriptsHeld('/survey/no-such-boutique-here');
    await unknown.page.getByText('Loading...').waitFor();
    expect(await unknown.page.locator('#survey-start').count()).toBe(0);
    unknown.release();
    await unknown.page
      .getByText(/couldn.t find|not found/i)
      .first()
      .waitFor({ timeout: 20_000 });
    await unknown.page.context().close();
  });
});
