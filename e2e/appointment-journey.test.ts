import { beforeAll, describe, expect, it } from '@jest/globals';
import { zoneAtMidday } from '@bridal/testing/boutique-day';
import type { CapturedMail } from '@bridal/testing/smtp-capture';
import {
  addConsultant,
  apiAs,
  pageAs,
  type SignedUpBoutique,
  signUpBoutique,
  waitUntilReady,
} from './support/boutique';
import { desktop, expectToast, type Page, phone, seriousAxeViolations } from './support/browser';
import { appointmentIcsOf, expectLinksWork } from './support/mail-checks';
import { usePlatform } from './support/use-platform';

/*
 * Appointments end to end: a bride finishes the survey on her phone and books from the thanks page,
 * gets her confirmation with an .ics, moves the appointment by her link to today's first free
 * time; her consultant sees her under Today, runs the appointment and records 'said yes' with a
 * pulled dress; the owner's report then counts the sale.
 */

const ctx = usePlatform();
const stamp = Date.now();
const owner = {
  name: 'Odile Marchetti',
  email: `odile.${stamp}@marchetti-bridal.com`,
  password: 'Mikado&Lace2026',
  phone: '2075550161',
  boutiqueName: 'Marchetti Bridal',
  address: '40 Market St, Portland, ME',
  consultantSeats: 4,
  agreedToTerms: true,
};
const consultant = { name: 'Wren Ashby', email: `wren.${stamp}@marchetti-bridal.com`, password: 'Organza&Pearl2026' };
const brideName = 'Delphine';
const brideEmail = `delphine.${stamp}@example.com`;

const manageLinkIn = (mail: CapturedMail) => {
  const match = /https?:\/\/[^/\s]+(\/appointment\/[A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match) throw new Error(`no manage link in: ${mail.text}`);
  return match[1]!;
};

let boutique: SignedUpBoutique;
let timeZone: string;

beforeAll(async () => {
  boutique = await signUpBoutique(ctx, owner);
  timeZone = zoneAtMidday();
  const sql = ctx.platform.database.sql;
  // Open around the clock, 15-minute appointments: today's first free time is minutes away, so
  // the consultant may start it (from 30 minutes before).
  const allDay = Array.from({ length: 7 }, () => [{ from: '00:00', to: '23:59' }]);
  await sql`
    UPDATE boutiques SET opening_hours = ${sql.json(allDay)}, time_zone = ${timeZone}, appointment_minutes = 15
    WHERE id = ${boutique.boutiqueId}`;
  const stock = new FormData();
  stock.append(
    'inventory',
    new Blob(
      [
        [
          'Style #,Designer,Gown,Price,Silhouette,Fabric,Sizes,Notes',
          'MB-1,Marchetti,Aurora,1650,A-Line,Lace,4-14,Romantic lace with a soft skirt',
          'MB-2,Marchetti,Belle,1900,Ball Gown,Tulle,6-12,Classic princess gown',
          'MB-3,Marchetti,Cleo,1450,Sheath,Crepe,2-10,Minimal modern sheath',
        ].join('\n'),
      ],
      { type: 'text/csv' },
    ),
    'marchetti.csv',
  );
  const upload = await apiAs(ctx, boutique.ownerCookie, '/api/inventory/upload', { method: 'POST', body: stock });
  expect(upload.status).toBe(200);
  await addConsultant(ctx, boutique.boutiqueId, consultant);
}, 60_000);

async function finishSurvey(page: Page): Promise<void> {
  await page.goto(`/survey/${boutique.slug}`);
  await page.getByRole('button', { name: 'Start' }).click();
  const next = async (step: number) => {
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Step ${step} of 11`, { exact: true }).waitFor();
  };
  await page.getByText('Step 1 of 11', { exact: true }).waitFor();
  await page.getByLabel('Your preferred name').fill(brideName);
  await next(2);
  await page.getByLabel('Wedding date').fill('2027-09-25');
  await next(3);
  await page.getByLabel('Wedding city and state').fill('Portland, ME');
  await page.getByLabel('Wedding venue').fill('Portland Head Light');
  await next(4);
  await next(5);
  await next(6);
  await page.getByText('Classic', { exact: true }).click();
  await next(7);
  await page.getByText('Mom', { exact: true }).click();
  await next(8);
  await page.getByText('Excited', { exact: true }).click();
  await next(9);
  await page.getByText('Ready to say yes to the dress', { exact: true }).click();
  await next(10);
  await page.getByText('$1,000 - $2,000', { exact: true }).click();
  await next(11);
  await page.getByRole('button', { name: 'Find My Dress' }).click();
  await page.getByRole('heading', { level: 1, name: 'Thanks for Sharing!' }).waitFor({ timeout: 60_000 });
}

const contactRatio = (page: Page) => page.getByRole('region', { name: 'Contact-based closing ratio' }).first();

describe('the appointment, from her survey to the report', () => {
  it('books, moves to today, is run by her consultant, and counts in the report', async () => {
    const sql = ctx.platform.database.sql;

    // The owner's report before: nobody seen, so no ratio.
    const report = await pageAs(ctx, boutique.ownerCookie, desktop);
    await report.goto(`/admin/${boutique.boutiqueId}/reports`);
    await report.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await contactRatio(report).getByText('—', { exact: true }).waitFor();

    // She finishes the survey on her phone and books from the thanks page.
    const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    await context.addInitScript(() => Object.assign(window, { __SURVEY_PACE_MS__: 0.05 }));
    const page = await context.newPage();
    await finishSurvey(page);
    await page.getByRole('link', { name: 'Book your appointment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Book your appointment' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Tomorrow's first time: today stays free for the move.
    await page.getByRole('group', { name: 'Choose a day' }).getByRole('button').nth(1).click();
    await page.getByRole('group', { name: 'Choose a time' }).getByRole('button').first().click();
    await page.getByLabel('E-mail').fill(brideEmail);
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await page.getByRole('heading', { level: 1, name: "You're booked!" }).waitFor();

    const [bride] = await sql<{ id: string }[]>`
      SELECT id FROM brides WHERE boutique_id = ${boutique.boutiqueId} AND name = ${brideName}`;
    const [booked] = await sql<{ id: string; startsAt: Date; bookedBy: string }[]>`
      SELECT id, starts_at, booked_by FROM appointments WHERE bride_id = ${bride!.id} AND status = 'booked'`;
    expect(booked!.bookedBy).toBe('bride');

    // The confirmation carries a valid .ics for that time, and her own link.
    const mail = await ctx.platform.mail.waitFor(
      (m) => m.to.includes(brideEmail) && m.subject === 'Your bridal appointment is booked',
    );
    expect(mail.to).toEqual([brideEmail]);
    await expectLinksWork(mail, ctx.platform.baseUrl);
    const ics = appointmentIcsOf(mail);
    expect(ics).toMatchObject({
      method: 'PUBLISH',
      start: booked!.startsAt,
      end: new Date(booked!.startsAt.getTime() + 15 * 60_000),
    });
    expect(ics.uid).toMatch(new RegExp(`^${booked!.id}@`));

    // She moves it by her link to today's first free time.
    await page.goto(manageLinkIn(mail));
    await page.getByRole('heading', { level: 1, name: 'Your appointment' }).waitFor();
    await page.getByRole('button', { name: 'Move' }).click();
    const today = page.getByRole('group', { name: 'Choose a day' }).getByRole('button').first();
    await today.click();
    await page.getByRole('group', { name: 'Choose a time' }).getByRole('button').first().click();
    await page.getByRole('button', { name: 'Move to this time' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your appointment has moved' }).waitFor();
    const [moved] = await sql<{ id: string; startsAt: Date }[]>`
      SELECT id, starts_at FROM appointments WHERE bride_id = ${bride!.id} AND status = 'booked'`;
    expect(moved!.startsAt.getTime() - Date.now()).toBeLessThan(20 * 60_000);
    await context.close();

    // Her consultant logs in and finds her under Today.
    await waitUntilReady(ctx, boutique.ownerCookie, bride!.id);
    const consultantContext = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    const room = await consultantContext.newPage();
    await room.goto('/login');
    await room.locator('input[name="email"]').fill(consultant.email);
    await room.locator('input[name="password"]').fill(consultant.password);
    await room.getByRole('button', { name: /^Log In$/ }).click();
    const todayCard = room.getByRole('region', { name: 'Today' });
    await todayCard.getByText(brideName).waitFor({ timeout: 30_000 });
    await todayCard.getByText('Ready').first().waitFor();

    // She starts it, ticks a dress pulled, and ends it with 'said yes' to that dress.
    await todayCard.getByRole('button', { name: `Start ${brideName}'s consultation` }).click();
    await room.getByRole('heading', { level: 1, name: brideName }).waitFor();
    expect(await seriousAxeViolations(room)).toEqual([]);
    const list = room.getByRole('region', { name: 'Pull list' });
    const first = list.getByRole('listitem').first();
    const dressName = (await first.getByRole('heading').textContent())!;
    const saved = room.waitForResponse(
      (response) => response.url().includes('/dresses/') && response.request().method() === 'PUT',
    );
    await first.getByRole('button', { name: 'Pulled' }).click();
    expect((await saved).status()).toBe(200);
    expect(await first.getByRole('button', { name: 'Pulled' }).getAttribute('aria-pressed')).toBe('true');

    const outcome = room.getByRole('region', { name: 'Outcome' });
    await outcome.getByRole('button', { name: 'End appointment' }).click();
    await outcome.getByRole('button', { name: 'Said yes' }).click();
    const chip = outcome
      .getByRole('button', { name: new RegExp(dressName.replace(/[()$.*+?^|[\]\\{}]/g, '.')) })
      .first();
    if ((await chip.getAttribute('aria-pressed')) !== 'true') await chip.click();
    await outcome.getByLabel('Sale amount ($)').fill('1725');
    expect(await seriousAxeViolations(room)).toEqual([]);
    await outcome.getByRole('button', { name: 'Save outcome' }).click();
    await expectToast(room, 'Outcome saved.');
    const [row] = await sql<{ status: string; result: string; dressOnPullList: boolean; saleAmountCents: number }[]>`
      SELECT a.status, o.result, o.dress_on_pull_list, o.sale_amount_cents
      FROM appointments a JOIN appointment_outcomes o ON o.appointment_id = a.id WHERE a.id = ${moved!.id}`;
    expect(row).toEqual({ status: 'completed', result: 'said_yes', dressOnPullList: true, saleAmountCents: 172500 });
    await consultantContext.close();

    // The owner's report now counts her: one bride seen, one bought.
    await report.reload();
    await report.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await contactRatio(report).getByText('100 %', { exact: true }).waitFor();
    expect(await seriousAxeViolations(report)).toEqual([]);
    await report.context().close();
  }, 240_000);
});

describe("the demo's reports", () => {
  it('open from the admin demo, alive with eight weeks of seeded outcomes, read-only', async () => {
    const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    const page = await context.newPage();
    await page.goto('/trial-signup');
    await page.locator('input[name="name"]').fill('Paloma Reyes');
    await page.locator('input[name="phone"]').fill('2075550123');
    await page.locator('input[name="email"]').fill(`paloma.${stamp}@reyes-bridal.com`);
    await page.locator('input[name="boutiqueName"]').fill('Paloma Bridal');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL('**/survey/demo');

    // The history is made in the background as the platform starts; it takes a few seconds.
    for (let waited = 0; ; waited += 1) {
      const [made] = await ctx.platform.database.sql<{ outcomes: number; booked: number }[]>`
        SELECT (SELECT count(*)::int FROM appointment_outcomes WHERE boutique_id = 99) AS outcomes,
               (SELECT count(*)::int FROM appointments WHERE boutique_id = 99 AND starts_at > now()) AS booked`;
      if (made!.outcomes > 20 && made!.booked > 0) break;
      if (waited > 120) throw new Error("the demo's appointments were not made in a minute");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await page.goto('/admin/demo');
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL('**/admin/demo/reports');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    const ratio = await contactRatio(page)
      .getByText(/^\d+(\.\d)? %$/)
      .first()
      .textContent();
    expect(Number.parseFloat(ratio!)).toBeGreaterThan(0);
    const team = page.getByRole('table', { name: 'Closing ratios and figures by consultant' });
    for (const name of ['Sofia Reyes', 'Hannah Brooks', 'Grace Kim'])
      await team.getByRole('row', { name: new RegExp(name) }).waitFor();
    await page.getByRole('table', { name: /Reasons given in \d+ outcomes without a sale/ }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // A download is a live account's: the demo explains instead.
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await page.getByRole('link', { name: 'Download CSV: figures by consultant' }).click();
    await expectToast(page, 'This feature works in your live account.');
    expect(downloads).toBe(0);
    await context.close();
  }, 120_000);
});
