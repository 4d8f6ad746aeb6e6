import { describe, expect, it } from '@jest/globals';
import { waitForAnimations } from '@bridal/testing/axe';
import { paths } from '@bridal/shared/web/page-paths';
import { pageAs, useBoutiqueWithReadyBride } from './support/boutique';
import { desktop, expectToast, type Page, phone, seriousAxeViolations } from './support/browser';
import { usePlatform } from './support/use-platform';

const ctx = usePlatform();

const stamp = Date.now();
const bride = 'Rosalind Hart';
const made = useBoutiqueWithReadyBride(ctx, {
  owner: {
    name: 'Celia Marsh',
    email: `celia.${stamp}@marsh-bridal.com`,
    password: 'Mikado&Satin2026',
    phone: '2075550177',
    boutiqueName: 'Marsh Bridal House',
    address: '40 Fore St, Portland, ME',
    consultantSeats: 4,
    agreedToTerms: true,
  },
  consultant: { name: 'Dora Quill', email: `dora.${stamp}@marsh-bridal.com`, password: 'Georgette&Tulle2026' },
  bride: {
    name: bride,
    weddingDate: '2028-05-13',
    weddingVenue: 'Victoria Mansion',
    weddingLocation: 'Portland, ME',
    weddingVibes: ['classic', 'garden-party'],
    specificVision: 'A long cathedral train and lace sleeves.',
    additionalNotes: 'Her grandmother is coming and has strong opinions about necklines.',
    budget: '3000-5000',
  },
});

async function profileAs(area: 'admin' | 'consultant', viewport: typeof phone): Promise<Page> {
  const cookie = area === 'admin' ? made.boutique.ownerCookie : made.consultantCookie;
  const page = await pageAs(ctx, cookie, viewport);
  await page.goto(paths.brideProfile(area, made.boutique.boutiqueId, made.brideId));
  await page.getByRole('heading', { level: 1, name: bride }).waitFor();
  await page.getByText('Ready for Consultation').first().waitFor();
  return page;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The More menu's entries in order, the separator shown as '---'. */
async function menuEntries(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'More', exact: true }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return menu
    .locator('[role=menuitem], [role=separator]')
    .evaluateAll((entries) =>
      entries.map((entry) => (entry.getAttribute('role') === 'separator' ? '---' : entry.textContent!.trim())),
    );
}

/** Every button of the open dialog whose bounding box meets the toast's. */
async function buttonsUnderToast(page: Page, toastText: string): Promise<string[]> {
  await expectToast(page, toastText);
  const toast = page.getByTestId('toast').filter({ hasText: toastText }).first();
  // Its entry animation over, the toast is where it stays.
  await waitForAnimations(page);
  const toastBox = (await toast.boundingBox())!;
  const covered: string[] = [];
  for (const button of await page.getByRole('dialog').getByRole('button').all()) {
    const box = await button.boundingBox();
    if (box && overlaps(toastBox, box))
      covered.push((await button.textContent()) || (await button.getAttribute('aria-label'))!);
  }
  return covered;
}

describe("the consultant's profile on a 375 px phone", () => {
  it('keeps I Need Help and the coaching in a bar at the bottom of the screen, down to the end of the profile', async () => {
    const page = await profileAs('consultant', phone);
    const actions = page.getByRole('group', { name: 'Profile actions' });
    const help = actions.getByRole('button', { name: 'I Need Help' });
    const coaching = actions.getByRole('button', { name: 'Coaching Advice' });
    const atTheBottom = async () => {
      const bar = (await actions.boundingBox())!;
      expect(bar.y + bar.height).toBeCloseTo(phone.height, 0);
      for (const button of [help, coaching]) {
        const box = (await button.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(bar.y);
        expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
    };
    await atTheBottom();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    await atTheBottom();
    // The page ends above the bar: the last card is not under it.
    const lastCard = (await page
      .getByRole('region', { name: 'Dress Recommendations from Top Sellers' })
      .boundingBox())!;
    expect(lastCard.y + lastCard.height).toBeLessThanOrEqual((await actions.boundingBox())!.y);

    await help.click();
    await page.getByRole('dialog', { name: 'I Need Help' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await coaching.click();
    await page.getByRole('dialog', { name: 'How to Achieve Your Coaching Goal During This Appointment' }).waitFor();
    await page.context().close();
  });

  it("puts a consultant's other actions in More: her review, her follow-ups and Print, nothing to delete", async () => {
    const page = await profileAs('consultant', phone);
    // One row of actions, not a stack at the top.
    expect(await page.getByRole('group', { name: 'Profile actions' }).getByRole('button').count()).toBe(3);
    expect(await menuEntries(page)).toEqual(['Consultation Review', 'Follow-ups', 'Print']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('menuitem', { name: 'Consultation Review' }).click();
    await page.waitForURL(`**/consultant-review?brideId=${made.brideId}`);
    await page.context().close();
  });

  it("puts an admin's Delete last in More, apart from the rest, behind its confirmation, and reaches it by keyboard", async () => {
    const page = await profileAs('admin', phone);
    expect(await menuEntries(page)).toEqual(['Consultation Review', 'Follow-ups', 'Print', 'Edit', '---', 'Delete']);
    const deleteItem = page.getByRole('menuitem', { name: 'Delete', exact: true });
    const red = await deleteItem.evaluate((item) => {
      const [r, g, b] = getComputedStyle(item).color.match(/\d+/g)!.map(Number);
      return r! > 150 && g! < 80 && b! < 80;
    });
    expect(red).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });

    // By keyboard: the trigger opens the menu, End goes to Delete, Enter asks first.
    const more = page.getByRole('button', { name: 'More', exact: true });
    await more.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Delete bride' });
    await confirm.getByText(`Delete ${bride}?`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: bride }).waitFor();
    // The focus is back where the keyboard left off.
    const moreHasFocus = () => more.evaluate((button) => button === document.activeElement);
    await page.waitForFunction(() => document.activeElement?.textContent === 'More');
    expect(await moreHasFocus()).toBe(true);

    // Edit opens her details; closing them gives the focus back to More too.
    await more.click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    await page.getByRole('dialog', { name: 'Edit Bride Details' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.activeElement?.textContent === 'More');
    expect(await moreHasFocus()).toBe(true);
    await page.context().close();
  });

  it("raises a failed advice's toast clear of the help dialog's buttons, and a failed save's clear of the edit dialog's", async () => {
    const page = await profileAs('admin', phone);
    await page.route('**/api/help/advice', (route) => route.fulfill({ status: 503, json: { error: 'down' } }));
    await page.route(`**/api/brides/${made.brideId}`, (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 503, json: { error: 'down' } }) : route.fallback(),
    );

    await page.getByRole('button', { name: 'I Need Help' }).click();
    const help = page.getByRole('dialog');
    await help.getByText('Difficult family or friends', { exact: true }).click();
    await help.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Tell us more' }).waitFor();
    await help.getByRole('button', { name: 'Get Expert Advice' }).click();
    expect(await buttonsUnderToast(page, 'Failed to get consultation advice. Please try again.')).toEqual([]);
    // The retry is there to press while the toast is up.
    await help.getByRole('button', { name: 'Get Expert Advice' }).click({ trial: true, timeout: 1_000 });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'More', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Bride Details' });
    await edit.getByRole('button', { name: 'Save' }).click();
    expect(await buttonsUnderToast(page, 'Failed to save her details')).toEqual([]);
    await edit.getByRole('button', { name: 'Save' }).click({ trial: true, timeout: 1_000 });
    await page.context().close();
  });
});

describe('the profile on a desk', () => {
  it('shows the help, the coaching and the pages she moves to, with Print, Edit and Delete in More', async () => {
    const page = await profileAs('admin', desktop);
    const actions = page.getByRole('group', { name: 'Profile actions' });
    expect(await actions.getByRole('button').allTextContents()).toEqual(['I Need Help', 'Coaching Advice', 'More']);
    expect(await actions.getByRole('link').allTextContents()).toEqual(['Consultation Review', 'Follow-ups']);
    // In the header, under her name's row, not fixed to the screen.
    expect(await actions.evaluate((group) => getComputedStyle(group).position)).toBe('static');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await menuEntries(page)).toEqual(['Print', 'Edit', '---', 'Delete']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.route('**/api/help/advice', (route) => route.fulfill({ status: 503, json: { error: 'down' } }));
    await page.getByRole('button', { name: 'I Need Help' }).click();
    const help = page.getByRole('dialog');
    await help.getByText('Body image or confidence issues', { exact: true }).click();
    await help.getByRole('button', { name: 'Next' }).click();
    await help.getByRole('button', { name: 'Get Expert Advice' }).click();
    expect(await buttonsUnderToast(page, 'Failed to get consultation advice. Please try again.')).toEqual([]);
    await page.context().close();
  });
});
