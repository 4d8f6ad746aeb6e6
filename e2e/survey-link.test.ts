import { beforeAll, describe, expect, it } from '@jest/globals';
import { signUpBoutique } from './support/boutique';
import { type Page, phone, seriousAxeViolations } from './support/browser';
import { usePlatform } from './support/use-platform';

const ctx = usePlatform();

const owner = {
  name: 'Wilhelmina Cole',
  email: `wilhelmina.${Date.now()}@cole-bridal.com`,
  password: 'Mikado&Silk2026',
  phone: '2075550188',
  boutiqueName: 'Cole Bridal Parlour',
  address: '9 Wharf St, Portland, ME',
  consultantSeats: 4,
  agreedToTerms: true,
};

let slug: string;

beforeAll(async () => {
  ({ slug } = await signUpBoutique(ctx, owner));
});

async function surveyWithoutBoutique(): Promise<Page> {
  const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
  const page = await context.newPage();
  await page.goto('/survey');
  await page.getByRole('heading', { level: 1, name: 'Ask your boutique for its survey link' }).waitFor();
  return page;
}

describe('/survey without a boutique', () => {
  it("asks for her boutique's link instead of serving the demo boutique's survey", async () => {
    const page = await surveyWithoutBoutique();
    expect(await page.getByRole('button', { name: 'Start', exact: true }).count()).toBe(0);
    expect(await page.getByText(/demo/i).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const field = page.getByRole('textbox', { name: 'Survey link or boutique name' });
    await page.getByRole('button', { name: 'Go to my survey' }).click();
    await page.getByText("Please paste your boutique's survey link or type its name.").waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill('no-such-boutique-anywhere');
    await page.getByRole('button', { name: 'Go to my survey' }).click();
    await page.getByText(/We couldn't find a boutique called "no-such-boutique-anywhere"/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/survey');
    expect(await field.inputValue()).toBe('no-such-boutique-anywhere');

    await field.fill(`  ${ctx.platform.baseUrl}/survey/${slug}?utm_source=text  `);
    await page.getByRole('button', { name: 'Go to my survey' }).click();
    await page.waitForURL(`**/survey/${slug}`);
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
    await page.getByText(owner.boutiqueName).first().waitFor();
    await page.context().close();
  });

  it("takes the boutique's name as the bride types it, and leaves /survey/demo as it was", async () => {
    const page = await surveyWithoutBoutique();
    await page.getByRole('textbox', { name: 'Survey link or boutique name' }).fill(owner.boutiqueName);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/survey/${slug}`);
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
    await page.context().close();
  });
});
