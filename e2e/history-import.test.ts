import { beforeAll, describe, expect, it } from '@jest/globals';
import { boutiqueDate } from '@bridal/testing/boutique-day';
import { signUpBoutique } from './support/boutique';
import { desktop, type Page } from './support/browser';
import { usePlatform } from './support/use-platform';

const ctx = usePlatform();

const owner = {
  name: 'Ines Calder',
  email: `ines.${Date.now()}@calder-bridal.com`,
  password: 'Charmeuse&Lace2026',
  phone: '2075550177',
  boutiqueName: 'Calder Bridal',
  address: '8 Fore St, Portland, ME',
  consultantSeats: 4,
  agreedToTerms: true,
};

let boutiqueId: number;
let ownerCookie: string;
let exportCsv: string;

async function pageWith(cookie: string): Promise<Page> {
  const context = await ctx.browser.newContext({ viewport: desktop, baseURL: ctx.platform.baseUrl });
  const [name, ...value] = cookie.split('=');
  await context.addCookies([{ name: name!, value: value.join('='), url: ctx.platform.baseUrl }]);
  return context.newPage();
}

beforeAll(async () => {
  ({ boutiqueId, ownerCookie } = await signUpBoutique(ctx, owner));
  const [{ timeZone }] = await ctx.platform.database.sql<[{ timeZone: string }]>`
    SELECT time_zone FROM boutiques WHERE id = ${boutiqueId}`;
  const day = (days: number) => boutiqueDate(timeZone, days);
  // "Seen by" names no field we know: the owner maps it to the consultant herself.
  exportCsv = [
    'Appointment ID,Date,Time,Customer Name,Customer Email,Seen by,Status,Sale Amount',
    `A-1,${day(-2)},11:00 AM,Maya Holt,maya.holt@example.com,Marisol Vega,Sold,"$2,400.00"`,
    `A-2,${day(-2)},2:00 PM,Tessa Reed,tessa.reed@example.com,Marisol Vega,Walk-Out,`,
    `A-3,${day(-1)},10:30 AM,Nina Park,nina.park@example.com,Marisol Vega,Completed,"$1,900.00"`,
    `A-4,${day(-1)},4:00 PM,Lola Quinn,lola.quinn@example.com,Marisol Vega,No Show,`,
  ].join('\n');
});

describe('importing another system’s history', () => {
  it('uploads, previews, remaps a column, dry-runs, imports with progress, and the reports count it', async () => {
    const page = await pageWith(ownerCookie);
    await page.goto(`/admin/${boutiqueId}/settings`);
    await page.getByRole('link', { name: 'Import History' }).click();
    await page.waitForURL(`**/admin/${boutiqueId}/import`);

    await page.getByLabel('Export file').setInputFiles({
      name: 'square-export.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(exportCsv),
    });
    await page
      .getByTestId('preview-row')
      .first()
      .getByText(/Bride's full name: Maya Holt/)
      .waitFor();

    await page.getByLabel('Column Seen by is').selectOption('consultant');
    await page
      .getByTestId('preview-row')
      .first()
      .getByText(/Consultant: Marisol Vega/)
      .waitFor();

    await page.getByRole('button', { name: 'Check (Dry Run)' }).click();
    const dryRun = page.getByTestId('dry-run');
    await dryRun
      .getByText(
        '4 new brides, 0 matched to brides you have; 4 new appointments (2 with a sale), 0 already imported, 0 rows skipped.',
      )
      .waitFor();
    await dryRun.getByText(/New team members, not invited \(no seat, no e-mail\): Marisol Vega\./).waitFor();

    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByLabel('Import progress').waitFor();
    await page.getByTestId('import-done').waitFor({ timeout: 60_000 });
    await page.getByText('4 of 4 rows').waitFor();

    await page.getByTestId('import-done').getByRole('link', { name: 'reports' }).click();
    await page.waitForURL(`**/admin/${boutiqueId}/reports`);
    const team = page.getByRole('table', { name: 'Closing ratios and figures by consultant' });
    const marisol = team.getByRole('row', { name: /Marisol Vega/ });
    await marisol.waitFor();
    // Two sales of three completed visits by three brides: 66.7 % both ways.
    expect(await marisol.textContent()).toMatch(/66\.7/);
    await page.context().close();
  });
});
