import { beforeAll, describe, expect, it } from '@jest/globals';
import { instantAgo, zoneAtMidday } from '@bridal/testing/boutique-day';
import { addConsultant, pageAs, type SignedUpBoutique, signUpBoutique, submitSurvey } from './support/boutique';
import { expectToast, phone, seriousAxeViolations } from './support/browser';
import { appointmentIcsOf, expectLinksWork } from './support/mail-checks';
import { usePlatform } from './support/use-platform';

const ctx = usePlatform();
const stamp = Date.now();

let boutique: SignedUpBoutique;
let consultantCookie: string;

beforeAll(async () => {
  boutique = await signUpBoutique(ctx, {
    name: 'Opal Hart',
    email: `opal.${stamp}@hart-bridal.com`,
    password: 'Organza&Lace2026',
    phone: '2075550143',
    boutiqueName: 'Hart Bridal',
    address: '9 Exchange St, Portland, ME',
    consultantSeats: 4,
    agreedToTerms: true,
  });
  consultantCookie = await addConsultant(ctx, boutique.boutiqueId, {
    name: 'Tilda Moss',
    email: `tilda.${stamp}@hart-bridal.com`,
    password: 'Chiffon&Tulle2026',
  });
  await submitSurvey(ctx, {
    name: 'Rosalind Gray',
    weddingDate: '2027-06-19',
    weddingVenue: 'Deering Oaks Rose Garden',
    weddingLocation: 'Portland, ME',
    budget: '1000-2000',
    boutiqueName: boutique.slug,
  });
  // Open all day, every day, in a zone where it is midday: today has free times.
  const allDay = Array.from({ length: 7 }, () => [{ from: '00:00', to: '23:30' }]);
  await ctx.platform.database.sql`
    UPDATE boutiques SET time_zone = ${zoneAtMidday()}, opening_hours = ${ctx.platform.database.sql.json(allDay)},
      appointment_minutes = 60, appointment_capacity = 3
    WHERE id = ${boutique.boutiqueId}`;
}, 120_000);

describe('the schedule', () => {
  it('lets an admin book a walk-in and a surveyed bride, reassign her, and the consultant sees hers under Today', async () => {
    const page = await pageAs(ctx, boutique.ownerCookie);
    await page.goto(`/admin/${boutique.boutiqueId}`);
    await page.getByRole('link', { name: 'Open schedule' }).click();
    await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();

    // A walk-in, name and e-mail only, sent her survey link.
    await page.getByRole('button', { name: 'Book appointment' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Walk-in', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Wanda Walker');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(`wanda.${stamp}@example.com`);
    await dialog.getByRole('radiogroup', { name: 'Free times' }).getByRole('radio').first().click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await expectToast(page, 'Wanda Walker is booked.');

    // The bride who sent her survey, found by name.
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await dialog.getByLabel('Search brides by name').fill('Rosalind');
    await dialog.getByRole('radio', { name: 'Rosalind Gray' }).click();
    await dialog.getByRole('radiogroup', { name: 'Free times' }).getByRole('radio').first().click();
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await expectToast(page, 'Rosalind Gray is booked.');

    // Today's list shows both; the walk-in waits for her survey. Rosalind goes to Tilda.
    await page.getByRole('link', { name: 'Wanda Walker' }).waitFor();
    await page.getByText('Survey not in yet').first().waitFor();
    await page.getByLabel('Consultant for Rosalind Gray').selectOption({ label: 'Tilda Moss' });
    await expectToast(page, "Rosalind Gray's appointment was reassigned.");
    expect(await seriousAxeViolations(page)).toEqual([]);

    const [walkIn] = await ctx.platform.database.sql<{ status: string; startsAt: Date }[]>`
      SELECT b.status, a.starts_at FROM brides b JOIN appointments a ON a.bride_id = b.id
      WHERE b.boutique_id = ${boutique.boutiqueId} AND b.name = 'Wanda Walker'`;
    expect(walkIn!.status).toBe('awaiting_survey');
    // A booking by staff e-mails her too, with her link and the time for her calendar.
    const booked = await ctx.platform.mail.waitFor(
      (mail) => mail.to.includes(`wanda.${stamp}@example.com`) && mail.subject === 'Your bridal appointment is booked',
    );
    await expectLinksWork(booked, ctx.platform.baseUrl);
    expect(appointmentIcsOf(booked)).toMatchObject({ method: 'PUBLISH', start: walkIn!.startsAt });

    const hers = await pageAs(ctx, consultantCookie, phone);
    await hers.goto(`/consultant/${boutique.boutiqueId}`);
    const today = hers.getByRole('region', { name: 'Today' });
    await today.getByText('Rosalind Gray').waitFor();
    await today.getByRole('button', { name: "Start Rosalind Gray's consultation" }).waitFor();
    expect(await seriousAxeViolations(hers)).toEqual([]);
    expect(await hers.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }, 120_000);

  it('books a walk-in for now, between slots, with the consultant the admin picks; she sees her under Today', async () => {
    const before = instantAgo({ minutes: 1 });
    const page = await pageAs(ctx, boutique.ownerCookie);
    await page.goto(`/admin/${boutique.boutiqueId}/schedule`);
    await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
    await page.getByRole('button', { name: 'Book appointment' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Walk-in', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Nadia Now');
    await dialog.getByRole('checkbox', { name: 'E-mail her the survey link' }).uncheck();
    // She is standing in the shop: 'Now' is chosen already; the admin gives her to Tilda.
    const now = dialog.getByRole('button', { name: /^Now \(/ });
    expect(await now.getAttribute('aria-pressed')).toBe('true');
    await dialog.getByRole('combobox', { name: 'Consultant' }).selectOption({ label: 'Tilda Moss' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await expectToast(page, 'Nadia Now is booked.');

    const [row] = await ctx.platform.database.sql<{ startsAt: Date; consultant: string; status: string }[]>`
      SELECT a.starts_at, u.name AS consultant, b.status FROM appointments a
      JOIN brides b ON b.id = a.bride_id JOIN users u ON u.id = a.consultant_id
      WHERE a.boutique_id = ${boutique.boutiqueId} AND b.name = 'Nadia Now'`;
    expect(row!.consultant).toBe('Tilda Moss');
    expect(row!.status).toBe('awaiting_survey');
    expect(row!.startsAt.getTime()).toBeGreaterThan(before.getTime());
    expect(row!.startsAt.getTime()).toBeLessThanOrEqual(Date.now());

    const hers = await pageAs(ctx, consultantCookie, phone);
    await hers.goto(`/consultant/${boutique.boutiqueId}`);
    const today = hers.getByRole('region', { name: 'Today' });
    await today.getByText('Nadia Now').waitFor();
    await today.getByText('Awaiting survey').first().waitFor();
  }, 120_000);
});
