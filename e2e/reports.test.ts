import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { addConsultant, signUpBoutique } from './support/boutique';
import { desktop, type Page, phone, seriousAxeViolations } from './support/browser';
import { usePlatform } from './support/use-platform';

const ctx = usePlatform();

const owner = {
  name: 'Rosa Adler',
  email: `rosa.${Date.now()}@adler-bridal.com`,
  password: 'Organza&Silk2026',
  phone: '2075550123',
  boutiqueName: 'Adler Bridal',
  address: '12 Exchange St, Portland, ME',
  consultantSeats: 4,
  agreedToTerms: true,
};
const consultant = {
  name: 'Celine Marsh',
  email: `celine.${Date.now()}@adler-bridal.com`,
  password: 'Tulle&Satin2026',
};

let boutiqueId: number;
let ownerCookie: string;
let consultantCookie: string;

/** A completed appointment `daysAgo` days back, with its outcome, stored as the outcome call stores it. */
async function completedVisit(
  brideId: string,
  consultantId: string,
  daysAgo: number,
  outcome: { result: 'said_yes' | 'not_yet'; cents?: number; reasons?: string[] },
): Promise<void> {
  const sql = ctx.platform.database.sql;
  const [appointment] = await sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, status, booked_by)
    VALUES (${boutiqueId}, ${brideId}, ${consultantId}, now() - make_interval(days => ${daysAgo}), 90, 'completed', 'staff')
    RETURNING id`;
  await sql`
    INSERT INTO appointment_outcomes (appointment_id, boutique_id, bride_id, consultant_id, result, sale_amount_cents, reasons)
    VALUES (${appointment!.id}, ${boutiqueId}, ${brideId}, ${consultantId}, ${outcome.result}, ${outcome.cents ?? null},
            ${outcome.reasons ?? []})`;
}

async function pageWith(cookie: string, viewport = desktop): Promise<Page> {
  const context = await ctx.browser.newContext({ viewport, baseURL: ctx.platform.baseUrl, acceptDownloads: true });
  const [name, ...value] = cookie.split('=');
  await context.addCookies([{ name: name!, value: value.join('='), url: ctx.platform.baseUrl }]);
  return context.newPage();
}

beforeAll(async () => {
  ({ boutiqueId, ownerCookie } = await signUpBoutique(ctx, owner));
  consultantCookie = await addConsultant(ctx, boutiqueId, consultant);
  const sql = ctx.platform.database.sql;
  const [celine] = await sql<{ id: string }[]>`
    UPDATE users SET coaching_goals = '=Ask for the sale by the third dress' WHERE email = ${consultant.email} RETURNING id`;
  const brides = await sql<{ id: string }[]>`
    INSERT INTO brides (boutique_id, name, answers, status)
    VALUES (${boutiqueId}, 'Maren Holt', ${sql.json({ budget: '2000-3000' })}, 'ready'),
           (${boutiqueId}, 'Ines Vale', ${sql.json({ budget: '1000-2000' })}, 'ready')
    RETURNING id`;
  // Maren came twice and bought on her second visit; Ines came once and wants to keep shopping.
  await completedVisit(brides[0]!.id, celine!.id, 10, { result: 'not_yet', reasons: ['decision_maker_absent'] });
  await completedVisit(brides[0]!.id, celine!.id, 3, { result: 'said_yes', cents: 240_000 });
  await completedVisit(brides[1]!.id, celine!.id, 2, { result: 'not_yet', reasons: ['keep_shopping'] });
});

describe('the reports page', () => {
  it('opens from the admin dashboard, shows both ratios with their definitions and downloads a table', async () => {
    const page = await pageWith(ownerCookie);
    await page.goto(`/admin/${boutiqueId}`);
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(`**/admin/${boutiqueId}/reports`);
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();

    const contact = page.getByRole('region', { name: 'Contact-based closing ratio' });
    await contact.getByText('50 %', { exact: true }).waitFor();
    await contact.getByText('1 of 2 brides seen bought').waitFor();
    await contact.getByText(/8 brides seen and 5 sales = 62\.5 % contact-based/).waitFor();
    const appointment = page.getByRole('region', { name: 'Appointment-based closing ratio' });
    await appointment.getByText('33.3 %', { exact: true }).waitFor();
    await appointment.getByText(/sales over completed appointments/i).waitFor();

    const team = page.getByRole('table', { name: 'Closing ratios and figures by consultant' });
    const celineRow = team.getByRole('row', { name: /Celine Marsh/ });
    await celineRow.getByText('=Ask for the sale by the third dress').waitFor();
    await page.getByRole('table', { name: /Reasons given in 2 outcomes without a sale/ }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV: figures by consultant' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^closing-by-consultant-week-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/,
    );
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\n');
    // Every text cell quoted; a formula trigger neutralised with a leading quote.
    expect(lines[0]).toMatch(
      /^"Consultant","Coaching goals","Brides seen","Brides who bought","Contact-based closing ratio \(%\)"/,
    );
    expect(lines[1]).toBe('"Celine Marsh","\'=Ask for the sale by the third dress",2,1,50,3,1,33.3,0,0,2400,2400,0,0');

    await page.getByLabel('Group by').selectOption('month');
    await page.getByRole('heading', { name: 'Closing ratios by month' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('draws the trend chart: a line per ratio with a point for each week that has figures, as the table gives them', async () => {
    const page = await pageWith(ownerCookie);
    await page.goto(`/admin/${boutiqueId}/reports`);
    const table = page.getByRole('table', { name: "The boutique's figures by week" });
    await table.waitFor();
    const { headers, rows } = await table.evaluate((element) => ({
      headers: [...element.querySelectorAll('thead th')].map((cell) => cell.textContent!.trim()),
      rows: [...element.querySelectorAll('tbody tr')].map((row) =>
        [...row.children].map((cell) => cell.textContent!.trim()),
      ),
    }));
    const column = (label: string) => rows.map((row) => row[headers.indexOf(label)]!);
    // '50 %' -> 50; '—' (nothing to divide by) draws no point.
    const drawn = (label: string) =>
      column(label)
        .filter((cell) => cell !== '—')
        .map((cell) => parseFloat(cell));
    const contact = drawn('Contact-based closing ratio');
    const appointment = drawn('Appointment-based closing ratio');
    expect(contact.length).toBeGreaterThan(0);

    const chart = page.getByTestId('closing-trend-chart');
    const svg = chart.locator('svg.recharts-surface');
    await svg.waitFor();
    const box = await svg.boundingBox();
    expect(box!.width).toBeGreaterThan(200);
    expect(box!.height).toBeGreaterThan(150);
    // One line per ratio, each a drawn path, and one point per week with figures, carrying its value.
    const lines = chart.locator('path.recharts-line-curve');
    expect(await lines.count()).toBe(2);
    for (const d of await lines.evaluateAll((paths) => paths.map((path) => path.getAttribute('d') ?? ''))) {
      expect(d).toMatch(/^M[\d.]+,[\d.]+/);
    }
    const values = (series: string) =>
      chart
        .locator(`circle.closing-trend-dot[data-series="${series}"]`)
        .evaluateAll((dots) => dots.map((dot) => Number(dot.getAttribute('data-value'))));
    expect(await values('contact')).toEqual(contact);
    expect(await values('appointment')).toEqual(appointment);
    // A higher ratio sits higher: the points' heights follow the values.
    const heights = await chart
      .locator('circle.closing-trend-dot[data-series="contact"]')
      .evaluateAll((dots) => dots.map((dot) => Number(dot.getAttribute('cy'))));
    const byValue = contact.map((value, index) => ({ value, cy: heights[index]! })).sort((a, b) => a.value - b.value);
    for (let index = 1; index < byValue.length; index += 1) {
      if (byValue[index]!.value > byValue[index - 1]!.value)
        expect(byValue[index]!.cy).toBeLessThan(byValue[index - 1]!.cy);
    }
    // The weeks along the bottom are the table's.
    const ticks = await chart.locator('.recharts-cartesian-axis-tick-value').allTextContents();
    expect(ticks.filter((tick) => !tick.endsWith('%'))).toEqual(
      column('Period').map((label) => label.replace(/^Week of /, '')),
    );
    await chart.getByText('Contact-based %').waitFor();
    await page.context().close();
  });

  it('says what to do for a period with no outcomes, instead of empty charts and tables', async () => {
    const page = await pageWith(ownerCookie);
    await page.goto(`/admin/${boutiqueId}/reports`);
    await page.getByRole('table', { name: "The boutique's figures by week" }).waitFor();
    await page.getByLabel('Period').selectOption('custom');
    await page.getByLabel('From', { exact: true }).fill('2020-01-06');
    await page.getByLabel('To', { exact: true }).fill('2020-02-02');
    await page.getByRole('button', { name: 'Show these dates' }).click();
    await page
      .getByText('No outcomes recorded between Jan 6, 2020 and Feb 2, 2020: record outcomes from the appointment page.')
      .waitFor();
    // The headline ratios stay, a dash each: nobody seen is a figure too.
    await page
      .getByRole('region', { name: 'Contact-based closing ratio' })
      .first()
      .getByText('—', { exact: true })
      .waitFor();
    expect(await page.getByTestId('closing-trend-chart').count()).toBe(0);
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to the schedule' }).click();
    await page.waitForURL(`**/admin/${boutiqueId}/schedule`);
    await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
    await page.context().close();
  });

  it("shows a consultant her own figures beside the boutique's, on a phone", async () => {
    const page = await pageWith(consultantCookie, phone);
    await page.goto(`/consultant/${boutiqueId}`);
    await page.getByRole('heading', { level: 1, name: 'Celine Marsh Dashboard' }).waitFor();
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(`**/consultant/${boutiqueId}/reports`);
    await page.getByRole('heading', { name: 'Your figures', exact: true }).waitFor();
    await page.getByRole('table', { name: 'Your figures by week' }).waitFor();
    expect(await page.getByRole('region', { name: 'Contact-based closing ratio' }).count()).toBe(2);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
