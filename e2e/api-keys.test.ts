import { describe, expect, it } from '@jest/globals';
import { apiKeyMessages } from '@bridal/shared/api-keys/api-keys';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { paths } from '@bridal/shared/web/page-paths';
import { pageAs, signUpBoutique, submitSurvey } from './support/boutique';
import { expectToast, seriousAxeViolations } from './support/browser';
import { usePlatform } from './support/use-platform';

const ctx = usePlatform();
const stamp = Date.now();

describe('API keys', () => {
  it('the owner makes a read key, sees it once, a script reads her brides with it, and once revoked it answers 401', async () => {
    const { boutiqueId, slug, ownerCookie } = await signUpBoutique(ctx, {
      name: 'Keira Lockwood',
      email: `keira.${stamp}@lockwood-bridal.com`,
      password: 'Organza&Keys2026',
      phone: '2075550142',
      boutiqueName: 'Lockwood Bridal',
      address: '5 Exchange Street, Portland, ME',
      consultantSeats: 4,
      agreedToTerms: true,
    });
    await submitSurvey(ctx, { name: 'Henrietta Keyworth', weddingDate: '2027-06-19', boutiqueName: slug });
    const callBrides = (key: string) =>
      fetch(`${ctx.platform.baseUrl}${apiPaths.brides}`, { headers: { authorization: `Bearer ${key}` } });

    const page = await pageAs(ctx, ownerCookie);
    await page.goto(paths.boutiqueSettings(boutiqueId));
    await page.getByRole('link', { name: 'Manage API keys' }).click();
    await page.waitForURL(`**${paths.apiKeys(boutiqueId)}`);
    await page.getByRole('heading', { level: 1, name: 'API Keys' }).waitFor();
    await page.getByText('No API keys yet.').waitFor();

    // A key without a name is refused under its field; nothing is made.
    await page.getByRole('button', { name: 'Create Key' }).click();
    await page.getByText(apiKeyMessages.nameRequired).waitFor();

    await page.locator('input[name="name"]').fill('Reporting sheet');
    await page.getByRole('button', { name: 'Create Key' }).click();
    const shown = page.getByTestId('new-api-key-secret');
    await shown.waitFor();
    const key = (await shown.textContent())!.trim();
    expect(key).toMatch(/^bc_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    await page.getByText(apiKeyMessages.shownOnce).waitFor();
    await page.getByRole('button', { name: 'Copy Key' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A script with the key reads her boutique's brides: no cookie, no Origin.
    const read = await callBrides(key);
    expect(read.status).toBe(200);
    const page1 = (await read.json()) as { brides: { bride: { name: string } }[] };
    expect(page1.brides.map((item) => item.bride.name)).toEqual(['Henrietta Keyworth']);
    // It may not write.
    const write = await fetch(`${ctx.platform.baseUrl}${apiPaths.appointments.list}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(write.status).toBe(403);

    // Gone once she has saved it: the list shows the key's prefix and that it was used, never the key.
    await page.getByRole('button', { name: 'I Have Saved It' }).click();
    await page.reload();
    const row = page.getByTestId('api-key-row').filter({ hasText: 'Reporting sheet' });
    await row.waitFor();
    expect(await row.textContent()).toContain(key.slice(0, 15));
    expect(await row.textContent()).not.toContain('Never');
    expect(await page.content()).not.toContain(key);

    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke Key' }).click();
    await expectToast(page, 'Key Revoked');
    await row.getByText(/^Revoked /).waitFor();

    const refused = await callBrides(key);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: string }).error).toBe(apiKeyMessages.invalidKey);

    // The reference the page links to, drawn from the generated document.
    await page.getByRole('link', { name: 'Read the API reference' }).click();
    await page.waitForURL(`**${paths.apiReference}`);
    await page.getByRole('heading', { level: 1, name: 'API Reference' }).waitFor();
    await page.getByText("List the boutique's brides, a page at a time").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
