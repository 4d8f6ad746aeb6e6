import { beforeAll, describe, expect, it } from '@jest/globals';
import { type BrowserContext, desktop, expectToast, type Page, phone, seriousAxeViolations } from './support/browser';
import { usePlatform } from './support/use-platform';
import { addConsultant, boutiqueIdOf } from './support/boutique';
import { followUpLimits, followUpMessages } from '@bridal/shared/follow-ups/follow-up';

const ctx = usePlatform();
const stamp = Date.now();

const owner = {
  name: 'Margot Ellery',
  email: `margot.${stamp}@ellery-bridal.com`,
  password: 'Crepe&Pearl2026',
  phone: '2075550177',
  boutiqueName: 'Ellery Bridal Rooms',
  address: '7 Wharf Street, Portland, ME',
  consultantSeats: 4,
  agreedToTerms: true,
};
const newPassword = 'Mikado&Lace2027';

let boutiqueId: number;

/** Signs the boutique up; its owner confirms her address from the e-mailed link. */
async function signUp(): Promise<number> {
  const post = (path: string, body: object) =>
    fetch(`${ctx.platform.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const res = await post('/api/signup', owner);
  expect(res.status).toBeLessThan(300);
  const confirmation = await ctx.platform.mail.waitFor(
    (mail) => mail.to.includes(owner.email) && mail.text.includes('/confirm-email?token='),
  );
  const token = /\/confirm-email\?token=([\w-]+)/.exec(confirmation.text)![1];
  expect((await post('/api/auth/confirm-email', { token })).status).toBe(200);
  return boutiqueIdOf(ctx, owner.email);
}

beforeAll(async () => {
  boutiqueId = await signUp();
});

function newContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  return ctx.browser.newContext({ viewport, baseURL: ctx.platform.baseUrl });
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: /^Log In$/ }).click();
}

/** Whether the page's session cookie still opens the API. */
const signedIn = (page: Page) => page.evaluate(async () => (await fetch('/api/auth/me')).status === 200);

describe('her own account', () => {
  it('changes her password from the account page: her other devices are signed out, and the new one logs her in', async () => {
    const laptop = await (await newContext(desktop)).newPage();
    await logIn(laptop, owner.email, owner.password);
    await laptop.waitForURL(`**/admin/${boutiqueId}`);
    const tablet = await (await newContext(phone)).newPage();
    await logIn(tablet, owner.email, owner.password);
    await tablet.waitForURL(`**/admin/${boutiqueId}`);

    await laptop.getByRole('link', { name: 'Account' }).click();
    await laptop.waitForURL('**/account');
    await laptop.getByRole('heading', { level: 1, name: 'Your Account' }).waitFor();
    const form = laptop.getByRole('region', { name: 'Password' });

    // A wrong current password is refused, and nothing changes.
    await form.locator('input[name="currentPassword"]').fill('Not&MyPassword1');
    await form.locator('input[name="password"]').fill(newPassword);
    await form.locator('input[name="confirmPassword"]').fill(newPassword);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await form.getByText('Your current password is incorrect.').waitFor();
    expect(await signedIn(tablet)).toBe(true);

    // The new password follows the one password rule.
    await form.locator('input[name="currentPassword"]').fill(owner.password);
    await form.locator('input[name="password"]').fill('weakpass');
    await form.locator('input[name="confirmPassword"]').fill('weakpass');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await form.getByText('Password must contain at least one uppercase letter').first().waitFor();

    await form.locator('input[name="password"]').fill(newPassword);
    await form.locator('input[name="confirmPassword"]').fill(newPassword);
    expect(await seriousAxeViolations(laptop)).toEqual([]);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(laptop, 'Password Changed');

    // This device stays signed in; the other one is out.
    expect(await signedIn(laptop)).toBe(true);
    expect(await signedIn(tablet)).toBe(false);
    await tablet.reload();
    await tablet.waitForURL('**/login');

    await logIn(tablet, owner.email, owner.password);
    await expectToast(tablet, 'Invalid email or password. Please try again.');
    await logIn(tablet, owner.email, newPassword);
    await tablet.waitForURL(`**/admin/${boutiqueId}`);
    await laptop.context().close();
    await tablet.context().close();
  });

  it('makes a consultant an admin from the team page, and a consultant again', async () => {
    const rosa = { name: 'Rosa Mikado', email: `rosa.${stamp}@ellery-bridal.com` };
    await ctx.platform.database.sql`
      INSERT INTO users (boutique_id, email, name, role, status)
      VALUES (${boutiqueId}, ${rosa.email}, ${rosa.name}, 'consultant', 'pending')`;
    const page = await (await newContext(desktop)).newPage();
    await logIn(page, owner.email, newPassword);
    await page.waitForURL(`**/admin/${boutiqueId}`);
    await page.goto(`/admin/${boutiqueId}/consultants`);
    const row = page.getByTestId('team-member').filter({ hasText: rosa.email });
    // The owner has no switch on her own row.
    const ownRow = page.getByTestId('team-member').filter({ hasText: owner.email });
    await ownRow.waitFor();
    expect(await ownRow.getByRole('button').count()).toBe(0);

    await row.getByRole('button', { name: `Make ${rosa.name} an admin` }).click();
    await expectToast(page, `${rosa.name} is now an admin.`);
    await row.getByText('Admin', { exact: true }).waitFor();
    const [made] = await ctx.platform.database.sql`SELECT role FROM users WHERE email = ${rosa.email}`;
    expect(made!.role).toBe('admin');

    await row.getByRole('button', { name: `Make ${rosa.name} a consultant` }).click();
    await expectToast(page, `${rosa.name} is now a consultant.`);
    await row.getByRole('button', { name: `Make ${rosa.name} an admin` }).waitFor();
    await page.context().close();
  });
});

describe("a consultant's own follow-up signature", () => {
  const clara = { name: 'Clara Vale', email: `clara.${stamp}@ellery-bridal.com`, password: 'Organza&Tulle2026' };

  it('is set on her account page, with a preview of how her follow-ups end; a too-long one is refused', async () => {
    await addConsultant(ctx, boutiqueId, clara);
    const page = await (await newContext(phone)).newPage();
    await logIn(page, clara.email, clara.password);
    await page.waitForURL(`**/consultant/${boutiqueId}`);
    await page.goto('/account');
    const form = page.getByRole('region', { name: 'Your Follow-up Signature' });
    const preview = form.getByTestId('signature-preview');
    // Until she sets one, her name signs, above the boutique's name and phone.
    await preview.getByText(/^With warm wishes,\s+Clara Vale\s+Ellery Bridal Rooms\s+2075550177$/).waitFor();

    const field = form.locator('textarea[name="signature"]');
    await field.fill('x'.repeat(followUpLimits.signature + 1));
    await form.getByRole('button', { name: 'Save Signature' }).click();
    await form.getByText(followUpMessages.signatureLength).waitFor();
    const [unsaved] = await ctx.platform.database
      .sql`SELECT follow_up_signature FROM users WHERE email = ${clara.email}`;
    expect(unsaved!.followUpSignature).toBe('');

    await field.fill('  Clara x\nSenior stylist ');
    await preview.getByText(/^With warm wishes,\s+Clara x\s+Senior stylist\s+Ellery Bridal Rooms/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save Signature' }).click();
    await expectToast(page, 'Signature Saved');
    const [saved] = await ctx.platform.database.sql`SELECT follow_up_signature FROM users WHERE email = ${clara.email}`;
    expect(saved!.followUpSignature).toBe('Clara x\nSenior stylist');

    await page.reload();
    expect(await page.getByRole('region', { name: 'Your Follow-up Signature' }).locator('textarea').inputValue()).toBe(
      'Clara x\nSenior stylist',
    );
    await page.context().close();
  });

  it("shows her last login on the team page as the boutique's day, from a browser far from it", async () => {
    const sql = ctx.platform.database.sql;
    // 07:30 UTC on 8 March 2026 is the evening of the 7th in Los Angeles (before its clocks go
    // forward that night), and already the evening of the 8th in Kiritimati, where the browser is.
    await sql`UPDATE boutiques SET time_zone = 'America/Los_Angeles' WHERE id = ${boutiqueId}`;
    await sql`UPDATE users SET last_login_at = '2026-03-08T07:30:00Z' WHERE email = ${clara.email}`;
    const context = await ctx.browser.newContext({
      viewport: desktop,
      baseURL: ctx.platform.baseUrl,
      timezoneId: 'Pacific/Kiritimati',
    });
    const page = await context.newPage();
    await logIn(page, owner.email, newPassword);
    await page.waitForURL(`**/admin/${boutiqueId}`);
    await page.goto(`/admin/${boutiqueId}/consultants`);
    const row = page.getByTestId('team-member').filter({ hasText: clara.email });
    await row.getByText('Last login: Mar 7, 2026', { exact: true }).waitFor();
    await context.close();
  });
});
