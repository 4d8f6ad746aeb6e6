import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { hashPassword } from '@bridal/server/auth/password-hashing';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { type BrowserContext, desktop, expectToast, type Page, phone, seriousAxeViolations } from './support/browser';
import { usePlatform } from './support/use-platform';
import { boutiqueIdOf } from './support/boutique';

const ctx = usePlatform();

const owner = {
  name: 'Colette Marsh',
  email: `colette.${Date.now()}@marsh-bridal.com`,
  password: 'Lace&Tulle2026',
  phone: '2075550177',
  boutiqueName: 'Marsh Bridal House',
  address: '8 Fore St, Portland, ME',
  consultantSeats: 4,
  agreedToTerms: true,
};

const lookbook = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(40_000), Buffer.from('\n%%EOF\n')]);
const topSellers = [
  'Style #,Designer,Gown,Retail,Silhouette,Fabric',
  'SOL-7,Casa Marea,Solenne,3400,A-Line,Chiffon',
  'HX-3,Rue Bridal,Sage,1950,Sheath,Crepe',
  'AV-9,Aveline,Odette,2900,Ball Gown,Tulle',
].join('\n');

let boutiqueId: number;

beforeAll(async () => {
  const signup = await fetch(`${ctx.platform.baseUrl}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  expect(signup.status).toBeLessThan(300);
  boutiqueId = await boutiqueIdOf(ctx, owner.email);
});

async function logIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await page.locator('input[name="email"]').fill(owner.email);
  await page.locator('input[name="password"]').fill(owner.password);
  await page.getByRole('button', { name: /^Log In$/ }).click();
  await page.waitForURL(`**/admin/${boutiqueId}`);
  return page;
}

describe('the Trending Gowns card', () => {
  it('uploads a PDF and a top-sellers CSV, lists them, downloads both byte for byte and deletes them', async () => {
    const context = await ctx.browser.newContext({ viewport: desktop, baseURL: ctx.platform.baseUrl });
    const page = await logIn(context);
    const card = page.getByRole('region', { name: 'Trending Gowns' });
    await card.getByText('No documents yet.').waitFor();
    const fileInput = card.locator('input[type="file"]');

    await card.getByRole('button', { name: 'Upload Files' }).click();
    await expectToast(page, 'No files selected');
    await expectToast(page, 'Please select at least one file to upload.');

    await fileInput.setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await expectToast(page, 'Unsupported File Type');
    await card.getByText('No files chosen.').waitFor();

    await fileInput.setInputFiles([
      { name: 'Spring Lookbook.pdf', mimeType: 'application/pdf', buffer: lookbook },
      { name: 'top-sellers.csv', mimeType: 'text/csv', buffer: Buffer.from(topSellers) },
    ]);
    const chosen = card.getByRole('list', { name: 'Files to upload' });
    await chosen.getByText('Spring Lookbook.pdf').waitFor();
    await chosen.getByText('top-sellers.csv').waitFor();
    await card.getByRole('textbox', { name: 'Description (optional)' }).fill('From the spring Bridal Market');
    await card.getByRole('button', { name: 'Upload Files' }).click();
    await expectToast(page, '2 files uploaded successfully.');

    const documents = card.getByTestId('trending-document');
    await documents.nth(1).waitFor();
    expect(await documents.count()).toBe(2);
    const csvItem = documents.filter({ hasText: 'top-sellers.csv' });
    await csvItem.getByText("3 top sellers for brides' recommendations").waitFor();
    await csvItem.getByText('From the spring Bridal Market').waitFor();
    const pdfItem = documents.filter({ hasText: 'Spring Lookbook.pdf' });
    await pdfItem.getByText(/^39 KB · Uploaded /).waitFor();
    await card.getByText('No files chosen.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      pdfItem.getByRole('link', { name: 'Download Spring Lookbook.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Spring Lookbook.pdf');
    expect((await readFile(await download.path())).equals(lookbook)).toBe(true);

    await pdfItem.getByRole('button', { name: 'Delete Spring Lookbook.pdf' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete document' });
    await dialog.getByText('Delete Spring Lookbook.pdf? This cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'File deleted successfully.');
    await dialog.waitFor({ state: 'hidden' });
    await pdfItem.waitFor({ state: 'detached' });
    expect(await documents.count()).toBe(1);

    const rows = await ctx.platform.database.sql`
      SELECT file_name, top_seller_count FROM trending_documents WHERE boutique_id = ${boutiqueId}`;
    expect(rows).toEqual([{ fileName: 'top-sellers.csv', topSellerCount: 3 }]);

    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      csvItem.getByRole('link', { name: 'Download top-sellers.csv' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toBe('top-sellers.csv');
    expect((await readFile(await csvDownload.path())).equals(Buffer.from(topSellers))).toBe(true);
    await csvItem.getByRole('button', { name: 'Delete top-sellers.csv' }).click();
    await dialog.getByText('Delete top-sellers.csv? This cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'File deleted successfully.');
    await card.getByText('No documents yet.').waitFor();
    const [left] = await ctx.platform.database.sql`
      SELECT (SELECT count(*)::int FROM trending_documents WHERE boutique_id = ${boutiqueId}) AS documents,
             (SELECT count(*)::int FROM top_seller_items WHERE boutique_id = ${boutiqueId}) AS items`;
    expect(left).toEqual({ documents: 0, items: 0 });
    await context.close();
  });

  it('fits a phone screen', async () => {
    const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    const page = await logIn(context);
    const upload = await context.request.post('/api/trending-gowns/upload', {
      headers: { origin: ctx.platform.baseUrl },
      multipart: {
        files: {
          name: 'A very long lookbook name from the spring Bridal Market.pdf',
          mimeType: 'application/pdf',
          buffer: lookbook,
        },
        description: 'Kept on a phone screen',
      },
    });
    expect(upload.status()).toBe(201);
    await page.reload();
    const card = page.getByRole('region', { name: 'Trending Gowns' });
    await card.getByTestId('trending-document').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });

  it('lets a consultant read and download the documents on her dashboard, without upload or delete', async () => {
    const adminContext = await ctx.browser.newContext({ viewport: desktop, baseURL: ctx.platform.baseUrl });
    await logIn(adminContext);
    const upload = await adminContext.request.post('/api/trending-gowns/upload', {
      headers: { origin: ctx.platform.baseUrl },
      multipart: {
        files: { name: 'Autumn Trends.pdf', mimeType: 'application/pdf', buffer: lookbook },
        description: 'For the floor team',
      },
    });
    expect(upload.status()).toBe(201);
    const documentId = ((await upload.json()) as { documents: { id: string }[] }).documents[0]!.id;
    await adminContext.close();

    const consultant = { email: `june.${Date.now()}@marsh-bridal.com`, password: 'Organza&Pearl2026' };
    await ctx.platform.database.sql`
      INSERT INTO users (boutique_id, email, name, password_hash, role, status, coaching_goals)
      VALUES (${boutiqueId}, ${consultant.email}, 'June Avery', ${await hashPassword(consultant.password)},
              'consultant', 'active', '')`;
    const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('input[name="email"]').fill(consultant.email);
    await page.locator('input[name="password"]').fill(consultant.password);
    await page.getByRole('button', { name: /^Log In$/ }).click();
    await page.waitForURL(`**/consultant/${boutiqueId}`);

    const card = page.getByRole('region', { name: 'Trending Gowns' });
    const item = card.getByTestId('trending-document').filter({ hasText: 'Autumn Trends.pdf' });
    await item.getByText('For the floor team').waitFor();
    expect(await card.getByRole('button', { name: /Upload/ }).count()).toBe(0);
    expect(await card.locator('input[type="file"]').count()).toBe(0);
    expect(await card.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('link', { name: 'Download Autumn Trends.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Autumn Trends.pdf');
    expect((await readFile(await download.path())).equals(lookbook)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The API holds the line too: her session cannot upload or delete.
    const refused = await context.request.delete(`/api/trending-gowns/${documentId}`, {
      headers: { origin: ctx.platform.baseUrl },
    });
    expect(refused.status()).toBe(403);
    await context.close();
  });
});
