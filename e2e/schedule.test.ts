import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { boutiqueInstant, instantAgo, instantIn, zoneAtMidday } from '@bridal/testing/boutique-day';
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

  it('moves between the boutique pages from the bar on a desk and the menu on a phone, each role its own', async () => {
    const page = await pageAs(ctx, boutique.ownerCookie);
    await page.goto(`/admin/${boutique.boutiqueId}/schedule`);
    const bar = page.getByRole('navigation', { name: 'Boutique' });
    await bar.waitFor();
    expect(await bar.getByRole('link').allTextContents()).toEqual([
      'Dashboard',
      'Brides',
      'Schedule',
      'Reports',
      'Follow-ups due',
      'Coaching',
      'Inventory',
      'Team',
      'Settings',
    ]);
    expect(await bar.getByRole('link', { name: 'Schedule' }).getAttribute('aria-current')).toBe('page');
    expect(await bar.locator('[aria-current="page"]').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
    // The keyboard reaches it: Tab to Reports, Enter.
    for (let presses = 0; presses < 20; presses += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Reports') break;
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/admin/${boutique.boutiqueId}/reports`);
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    expect(await bar.getByRole('link', { name: 'Reports' }).getAttribute('aria-current')).toBe('page');
    await bar.getByRole('link', { name: 'Follow-ups due' }).click();
    await page.getByRole('heading', { level: 1, name: 'Follow-ups due' }).waitFor();
    expect(await bar.getByRole('link', { name: 'Follow-ups due' }).getAttribute('aria-current')).toBe('page');
    expect(await seriousAxeViolations(page)).toEqual([]);
    // A bride's own pages are under Brides: the section is marked, not as the page itself.
    await page.goto(`/admin/${boutique.boutiqueId}/client/${randomUUID()}/follow-ups`);
    await bar.waitFor();
    expect(await bar.getByRole('link', { name: 'Brides' }).getAttribute('aria-current')).toBe('true');
    expect(await bar.locator('[aria-current="page"]').count()).toBe(0);
    await page.context().close();

    const hers = await pageAs(ctx, consultantCookie, phone);
    await hers.goto(`/consultant/${boutique.boutiqueId}`);
    await hers.getByRole('heading', { level: 1, name: 'Tilda Moss Dashboard' }).waitFor();
    expect(await hers.getByRole('navigation', { name: 'Boutique' }).count()).toBe(0);
    await hers.getByRole('button', { name: 'Open menu' }).click();
    const menu = hers.getByRole('navigation', { name: 'Boutique' });
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Dashboard',
      'Brides',
      'Schedule',
      'Reports',
      'Follow-ups due',
      'Coaching',
    ]);
    expect(await menu.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(await seriousAxeViolations(hers)).toEqual([]);
    await menu.getByRole('link', { name: 'Schedule' }).click();
    await hers.waitForURL(`**/consultant/${boutique.boutiqueId}/schedule`);
    await hers.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
    // The menu closes after a choice; Escape closes it too.
    expect(await hers.getByRole('navigation', { name: 'Boutique' }).count()).toBe(0);
    await hers.getByRole('button', { name: 'Open menu' }).click();
    expect(await menu.getByRole('link', { name: 'Schedule' }).getAttribute('aria-current')).toBe('page');
    await hers.keyboard.press('Escape');
    await hers.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await hers.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousAxeViolations(hers)).toEqual([]);
    await hers.context().close();
  }, 120_000);

  it("offers 'No-show' the moment an appointment begins, on a schedule left open", async () => {
    const sql = ctx.platform.database.sql;
    const [bride] = await sql<{ id: string }[]>`
      INSERT INTO brides (boutique_id, name, answers, status)
      VALUES (${boutique.boutiqueId}, 'Nadia Quill', ${sql.json({})}, 'ready') RETURNING id`;
    await sql`
      INSERT INTO appointments (boutique_id, bride_id, starts_at, duration_minutes, booked_by)
      VALUES (${boutique.boutiqueId}, ${bride!.id}, ${instantIn({ seconds: 20 })}, 60, 'staff')`;

    const page = await pageAs(ctx, boutique.ownerCookie);
    await page.goto(`/admin/${boutique.boutiqueId}/schedule`);
    const item = page.locator('li', { has: page.getByRole('link', { name: 'Nadia Quill' }) });
    await item.getByRole('button', { name: 'Move' }).waitFor();
    expect(await item.getByRole('button', { name: 'No-show' }).count()).toBe(0);
    await page.evaluate(() => Object.assign(window, { leftOpen: true }));
    await item.getByRole('button', { name: 'No-show' }).waitFor({ timeout: 40_000 });
    // The same page, never reloaded.
    expect(await page.evaluate(() => (window as unknown as { leftOpen?: boolean }).leftOpen)).toBe(true);
    await item.getByRole('button', { name: 'No-show' }).click();
    await expectToast(page, 'Nadia Quill is marked as a no-show.');
    await page.context().close();
  }, 90_000);

  it('shows a week across a change of the clocks as a calendar: each day once, each time at its hour', async () => {
    const sql = ctx.platform.database.sql;
    const zone = 'America/New_York';
    await sql`UPDATE boutiques SET time_zone = ${zone} WHERE id = ${boutique.boutiqueId}`;
    // New York leaves daylight time at 2:00 on Sunday 1 November 2026: 10:00 is 14:00 UTC the day before, 15:00 that day.
    for (const [name, date] of [
      ['Saoirse Dunn', '2026-10-31'],
      ['Mabel Frost', '2026-11-01'],
    ] as const) {
      const [bride] = await sql<{ id: string }[]>`
        INSERT INTO brides (boutique_id, name, answers, status)
        VALUES (${boutique.boutiqueId}, ${name}, ${sql.json({})}, 'ready') RETURNING id`;
      await sql`
        INSERT INTO appointments (boutique_id, bride_id, starts_at, duration_minutes, booked_by)
        VALUES (${boutique.boutiqueId}, ${bride!.id}, ${boutiqueInstant(zone, date, '10:00')}, 60, 'staff')`;
    }

    const page = await pageAs(ctx, boutique.ownerCookie);
    await page.goto(`/admin/${boutique.boutiqueId}/schedule`);
    await page.getByRole('group', { name: 'Day calendar' }).waitFor();
    await page.getByRole('radiogroup', { name: 'View' }).getByText('Week', { exact: true }).click();
    await page.getByLabel('Go to date').fill('2026-11-01');

    const calendar = page.getByRole('group', { name: 'Week calendar' });
    const mabel = calendar.getByRole('button', { name: /^10:00\sAM–11:00\sAM, Mabel Frost/ });
    const saoirse = calendar.getByRole('button', { name: /^10:00\sAM–11:00\sAM, Saoirse Dunn/ });
    await mabel.waitFor();
    expect(
      await calendar.getByRole('list').evaluateAll((lists) => lists.map((list) => list.getAttribute('aria-label'))),
    ).toEqual(['Mon, Oct 26', 'Tue, Oct 27', 'Wed, Oct 28', 'Thu, Oct 29', 'Fri, Oct 30', 'Sat, Oct 31', 'Sun, Nov 1']);
    expect(await calendar.getByRole('list', { name: 'Sat, Oct 31' }).getByRole('button').count()).toBe(1);
    expect(await calendar.getByRole('list', { name: 'Sun, Nov 1' }).getByRole('button').count()).toBe(1);
    await calendar.getByRole('list', { name: 'Sat, Oct 31' }).getByText('Saoirse Dunn').waitFor();
    // Both at 10:00 on the grid: the same height, side by side.
    const [before, after] = [await saoirse.boundingBox(), await mabel.boundingBox()];
    expect(after!.y).toBe(before!.y);
    expect(after!.height).toBe(before!.height);
    expect(after!.x).toBeGreaterThan(before!.x);
    // The list under it has each day once, with its actions.
    expect(await page.getByRole('region', { name: 'Sun, Nov 1' }).count()).toBe(1);
    await page.getByRole('region', { name: 'Sun, Nov 1' }).getByRole('link', { name: 'Mabel Frost' }).waitFor();
    // Choosing a block takes the keyboard to her entry in the list, where her actions are.
    await mabel.click();
    await page.waitForFunction(() => document.activeElement?.id.startsWith('appointment-'));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Mabel Frost');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The date picker and Next page by weeks in the boutique's days.
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.getByLabel('Go to date').inputValue()).toBe('2026-11-08');
    await calendar.getByRole('list', { name: 'Mon, Nov 2' }).waitFor();
    await page.context().close();
  }, 90_000);
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
