import { beforeAll, describe, expect, it } from '@jest/globals';
import { pageAs, signUpBoutique, submitSurvey, waitUntilReady } from './support/boutique';
import { desktop, type Page, seriousAxeViolations } from './support/browser';
import { usePlatform } from './support/use-platform';

const ctx = usePlatform();

const owner = {
  name: 'Beatrix Lowe',
  email: `beatrix.${Date.now()}@lowe-bridal.com`,
  password: 'Charmeuse&Lace2026',
  phone: '2075550131',
  boutiqueName: 'Lowe Bridal Salon',
  address: '21 Market St, Portland, ME',
  consultantSeats: 4,
  agreedToTerms: true,
};
/** A phone held upright mid-appointment. */
const phone390 = { width: 390, height: 844 };
const bride = 'Genevieve Sable';

let cookie: string;
let boutiqueId: number;
let brideId: string;

beforeAll(async () => {
  const boutique = await signUpBoutique(ctx, owner);
  ({ boutiqueId, ownerCookie: cookie } = boutique);
  brideId = await submitSurvey(ctx, {
    name: bride,
    weddingDate: '2031-09-20',
    weddingVenue: 'Portland Museum of Art',
    weddingLocation: 'Portland, ME',
    weddingVibes: 'classic',
    specificVision: 'Clean lines, a long train, no sparkle.',
    budget: '3000-5000',
    boutiqueName: boutique.slug,
  });
  await waitUntilReady(ctx, cookie, brideId);
}, 120_000);

async function profileAt(viewport: { width: number; height: number }): Promise<Page> {
  const page = await pageAs(ctx, cookie, viewport);
  await page.goto(`/admin/${boutiqueId}/client/${brideId}`);
  await page.getByRole('heading', { level: 1, name: bride }).waitFor();
  return page;
}

/** Where a section's heading sits in the window, and whether the jump bar covers it. */
async function headingPlace(page: Page, heading: string) {
  return page.evaluate((text) => {
    const found = [...document.querySelectorAll('h2')].find((h) => h.textContent?.trim() === text)!;
    const bar = document.querySelector('nav[aria-label="Jump to section"]')!.getBoundingClientRect();
    const box = found.getBoundingClientRect();
    return { inView: box.top >= 0 && box.bottom <= window.innerHeight, belowBar: box.top >= bar.bottom };
  }, heading);
}

describe('the profile on a phone', () => {
  it('keeps a sticky jump to Details, Venue, Style, Strategy and Dresses, and each jumps there', async () => {
    const page = await profileAt(phone390);
    const jump = page.getByRole('navigation', { name: 'Jump to section' });
    await jump.waitFor();
    const links = jump.getByRole('link');
    expect(await links.allTextContents()).toEqual(['Details', 'Venue', 'Style', 'Strategy', 'Dresses']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    for (const [label, heading] of [
      ['Dresses', 'Dress Recommendations from Inventory'],
      ['Strategy', 'Consultation Strategy'],
      ['Venue', 'Venue Analysis'],
      ['Style', 'Style Analysis'],
      ['Details', 'Client Details'],
    ] as const) {
      await jump.getByRole('link', { name: label, exact: true }).click();
      await page.waitForFunction((text) => {
        const found = [...document.querySelectorAll('h2')].find((h) => h.textContent?.trim() === text);
        const top = found?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < window.innerHeight / 3;
      }, heading);
      const place = await headingPlace(page, heading);
      expect({ label, inView: place.inView, belowBar: place.belowBar }).toEqual({
        label,
        inView: true,
        belowBar: true,
      });
      // The bar stays on screen wherever the page is.
      const bar = (await jump.boundingBox())!;
      expect(bar.y).toBeGreaterThanOrEqual(0);
      expect(bar.y + bar.height).toBeLessThan(phone390.height / 4);
    }
    // Down at the bottom of the page, the bar is still one tap away.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 1000);
    expect(await jump.isVisible()).toBe(true);
    expect((await jump.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.context().close();
  });

  it('leaves the jump out on a wide screen, where the sections sit side by side', async () => {
    const page = await profileAt(desktop);
    await page.getByRole('heading', { level: 2, name: 'Client Details' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Jump to section' }).isVisible()).toBe(false);
    await page.context().close();
  });
});
