import { beforeAll, describe, expect, it } from '@jest/globals';
import { brideEditMessages } from '@bridal/shared/brides/edit-bride';
import { surveyMessages } from '@bridal/shared/survey/survey-schema';
import {
  addConsultant,
  apiAs,
  pageAs,
  type SignedUpBoutique,
  signUpBoutique,
  submitSurvey,
  waitUntilReady,
} from './support/boutique';
import { expectToast, phone, seriousAxeViolations } from './support/browser';
import { usePlatform } from './support/use-platform';

const ctx = usePlatform();

const stamp = Date.now();
let boutique: SignedUpBoutique;
let consultantCookie: string;
let brideId: string;

const profilePath = (area: 'admin' | 'consultant') => `/${area}/${boutique.boutiqueId}/client/${brideId}`;

beforeAll(async () => {
  boutique = await signUpBoutique(ctx, {
    name: 'Ada Lindqvist',
    email: `ada.${stamp}@lindqvist-bridal.com`,
    password: 'Charmeuse&Lace2026',
    phone: '2075550163',
    boutiqueName: 'Lindqvist Bridal',
    address: '9 Market St, Portland, ME',
    consultantSeats: 4,
    agreedToTerms: true,
  });
  consultantCookie = await addConsultant(ctx, boutique.boutiqueId, {
    name: 'Bea Moreau',
    email: `bea.${stamp}@lindqvist-bridal.com`,
    password: 'Chiffon&Tulle2026',
  });
  brideId = await submitSurvey(ctx, {
    name: 'Juliete Bel',
    weddingDate: '2027-06-19',
    weddingVenue: 'Deering Oaks Rose Garden',
    weddingLocation: 'Portland, ME',
    weddingVibes: ['garden-party'],
    budget: '2000-3000',
    boutiqueName: boutique.slug,
  });
  await waitUntilReady(ctx, boutique.ownerCookie, brideId);
}, 120_000);

describe("a bride's profile, edited and deleted", () => {
  it('shows a consultant neither Edit nor Delete', async () => {
    const page = await pageAs(ctx, consultantCookie);
    await page.goto(profilePath('consultant'));
    await page.getByRole('heading', { level: 1, name: 'Juliete Bel' }).waitFor();
    await page.getByRole('button', { name: 'I Need Help' }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
    // Her More menu has neither.
    await page.getByRole('button', { name: 'More', exact: true }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Print' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Edit', exact: true }).count()).toBe(0);
    expect(await menu.getByRole('menuitem', { name: 'Delete', exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it('lets an admin correct her details: bad ones are refused in the dialog, a new venue has her plan made again', async () => {
    const page = await pageAs(ctx, boutique.ownerCookie);
    await page.goto(profilePath('admin'));
    await page.getByRole('heading', { level: 1, name: 'Juliete Bel' }).waitFor();
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Bride Details' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Juliete Bel');
    expect(await dialog.getByLabel('Wedding venue').inputValue()).toBe('Deering Oaks Rose Garden');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Bad input: no name, and a custom budget that is not an amount.
    await dialog.getByLabel('Name').fill('');
    await dialog.getByLabel('Budget').selectOption('custom');
    await dialog.getByLabel('Budget in dollars').fill('about two grand');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(surveyMessages.nameRequired).waitFor();
    await dialog.getByText(surveyMessages.customBudget).waitFor();

    await dialog.getByLabel('Name').fill('Juliette Bell');
    await dialog.getByLabel('Budget in dollars').fill('2800');
    await dialog.getByLabel('Wedding venue').fill('The Grand Ballroom at the Eastland');
    // A date in the past (her wedding has been) is kept once confirmed, as the survey asks her to.
    await dialog.getByLabel('Wedding date').fill('2021-06-05');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(surveyMessages.pastWeddingDate('2021-06-05')).waitFor();
    await dialog.getByLabel('Yes, her wedding date is Saturday, June 5, 2021').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, brideEditMessages.replanning('Juliette Bell'));
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Juliette Bell' }).waitFor();
    // The worker makes her plan again; the profile follows it.
    await page.getByText('Ready for Consultation').first().waitFor({ timeout: 60_000 });
    const plan = (await (await apiAs(ctx, boutique.ownerCookie, `/api/recommendations/${brideId}`)).json()) as {
      bride: { name: string; weddingVenue: string; weddingDate: string };
      survey: { budget: string; customBudget: string };
    };
    expect(plan.bride).toMatchObject({
      name: 'Juliette Bell',
      weddingVenue: 'The Grand Ballroom at the Eastland',
      weddingDate: '2021-06-05',
    });
    expect(plan.survey).toMatchObject({ budget: 'custom', customBudget: '2800' });
    await page.context().close();
  });

  it('lets an admin delete her after a confirmation naming her, and goes back to the dashboard', async () => {
    const page = await pageAs(ctx, boutique.ownerCookie, phone);
    await page.goto(profilePath('admin'));
    await page.getByRole('heading', { level: 1, name: 'Juliette Bell' }).waitFor();
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete bride' });
    await confirm.getByText('Delete Juliette Bell?', { exact: false }).waitFor();
    // Cancel keeps her.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();

    await expectToast(page, brideEditMessages.deleted('Juliette Bell'));
    await page.waitForURL(`**/admin/${boutique.boutiqueId}`);
    expect((await apiAs(ctx, boutique.ownerCookie, `/api/recommendations/${brideId}`)).status).toBe(404);
    // 'Our Brides' no longer has her.
    await page.getByRole('heading', { name: 'No brides yet' }).waitFor();
    expect(await page.getByTestId('client-card').count()).toBe(0);
    await page.context().close();
  });
});
