import { describe, expect, it } from '@jest/globals';
import { phone, seriousAxeViolations } from './support/browser';
import { apiAs, pageAs, signUpBoutique } from './support/boutique';
import { usePlatform } from './support/use-platform';

const ctx = usePlatform();

/**
 * The owner's first hour: right after sign-up her dashboard shows what to set up, a bride's booking
 * link says kindly that online booking is not open yet, and the subscription page says it is a free
 * weekend, not a bill. Saving her hours opens booking and ticks the checklist.
 */
describe("the owner's first hour", () => {
  it('shows the checklist, keeps booking closed until she saves her hours, and the trial as a trial', async () => {
    const owner = {
      name: 'Lena Marsh',
      email: `lena.${Date.now()}@marsh-bridal.com`,
      password: 'Tulle&Lace2026',
      phone: '2075550188',
      boutiqueName: 'Marsh Bridal Studio',
      address: '3 Wharf Street, Portland, ME',
      consultantSeats: 4,
      agreedToTerms: true,
      timeZone: 'America/New_York',
    };
    const { boutiqueId, slug, ownerCookie } = await signUpBoutique(ctx, owner, { confirmSchedule: false });

    // A bride takes the survey before the owner has set anything: her link opens, but closed.
    const form = new FormData();
    form.append('name', 'Tessa Early');
    form.append('additionalNotes', '');
    form.append('boutiqueName', slug);
    const survey = await fetch(`${ctx.platform.baseUrl}/api/surveys`, {
      method: 'POST',
      headers: { origin: ctx.platform.baseUrl },
      body: form,
    });
    expect(survey.status).toBe(201);
    const { bookingToken } = (await survey.json()) as { bookingToken: string };

    const bride = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    const bookingPage = await bride.newPage();
    await bookingPage.goto(`/book/${bookingToken}`);
    await bookingPage.getByRole('heading', { level: 1, name: 'Online booking is not open yet' }).waitFor();
    await bookingPage.getByText(/Thank you, Tessa!/).waitFor();
    expect(await bookingPage.getByRole('link', { name: '2075550188' }).getAttribute('href')).toBe('tel:2075550188');
    expect(await bookingPage.getByRole('button', { name: /Book/ }).count()).toBe(0);
    expect(await seriousAxeViolations(bookingPage)).toEqual([]);

    // Her dashboard: the checklist, her address already confirmed, the rest to do.
    const page = await pageAs(ctx, ownerCookie, phone);
    await page.goto(`/admin/${boutiqueId}`);
    const checklist = page.getByRole('region', { name: 'Get your boutique ready' });
    await checklist.waitFor();
    expect(await checklist.getByTestId('setup-item-confirmEmail').getAttribute('data-done')).toBe('true');
    expect(await checklist.getByTestId('setup-item-schedule').getAttribute('data-done')).toBe('false');
    // Her own survey try already counts (the bride above came through her link).
    expect(await checklist.getByTestId('setup-item-survey').getAttribute('data-done')).toBe('true');
    await checklist.getByText('Brides can book online once you confirm your hours and time zone.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The checklist leads to the settings, which say booking waits for her; she saves.
    await checklist.getByRole('link', { name: 'Set your hours' }).click();
    await page.waitForURL(`**/admin/${boutiqueId}/settings`);
    await page.getByTestId('online-booking-closed').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByTestId('online-booking-closed').waitFor({ state: 'detached' });

    await page.goto(`/admin/${boutiqueId}`);
    await checklist.getByTestId('setup-item-schedule').and(page.locator('[data-done="true"]')).waitFor();
    await checklist.getByText('Brides can book their visits online.').waitFor();

    // The same link now books.
    await bookingPage.reload();
    await bookingPage
      .getByRole('heading', { level: 1, name: 'Online booking is not open yet' })
      .waitFor({ state: 'detached' });
    expect(await bookingPage.getByTestId('booking-closed').count()).toBe(0);

    // The subscription page: a free weekend, not a bill.
    await page.goto(`/admin/${boutiqueId}/subscription-settings`);
    await page.getByRole('heading', { level: 1, name: 'Subscription Settings' }).waitFor();
    const account = page.getByRole('region', { name: 'Account Information' });
    await account.getByText('Free weekend trial', { exact: true }).waitFor();
    expect(await account.getByText('Active', { exact: true }).count()).toBe(0);
    const weekend = page.getByRole('region', { name: 'Your Free Weekend' });
    expect(await weekend.getByTestId('trial-end').textContent()).toMatch(/^the end of Sunday, /);
    await weekend.getByText('Nothing is charged during your free weekend', { exact: false }).waitFor();
    expect(await page.getByTestId('monthly-total').count()).toBe(0);
    expect(await page.getByText('$196').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // She hides the checklist: it stays hidden (kept by the server).
    await page.goto(`/admin/${boutiqueId}`);
    await checklist.getByRole('button', { name: 'Hide checklist' }).click();
    await checklist.waitFor({ state: 'detached' });
    const setup = (await (await apiAs(ctx, ownerCookie, '/api/setup')).json()) as { dismissed: boolean };
    expect(setup.dismissed).toBe(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `${owner.boutiqueName} Dashboard` }).waitFor();
    expect(await checklist.count()).toBe(0);
    await bride.close();
    await page.context().close();
  }, 180_000);
});
