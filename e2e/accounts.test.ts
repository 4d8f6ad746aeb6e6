import { founderName } from '@bridal/shared/accounts/support';
import { describe, expect, it } from '@jest/globals';
import { desktop, type Page, expectToast } from './support/browser';
import { expectLinksWork } from './support/mail-checks';
import { usePlatform } from './support/use-platform';

const ctx = usePlatform();

const owner = {
  name: 'Elena Marsh',
  phone: '(207) 555-0123',
  email: `elena.${Date.now()}@marsh-bridal.com`,
  boutiqueName: 'Marsh Bridal House',
  address: '9 Fore Street, Portland, ME',
  password: 'Lace&Tulle2025',
};

async function newPage(): Promise<Page> {
  const context = await ctx.browser.newContext({ viewport: desktop, baseURL: ctx.platform.baseUrl });
  return context.newPage();
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: /^Log In$/ }).click();
}

async function boutiqueIdOf(email: string): Promise<number> {
  const [row] = await ctx.platform.database.sql`SELECT boutique_id FROM users WHERE lower(email) = lower(${email})`;
  return row!.boutiqueId as number;
}

describe('a boutique owner', () => {
  it('books a free weekend, is sent to /login, logs in and lands on her admin dashboard', async () => {
    const page = await newPage();
    await page.goto('/signup');
    await page.locator('input[name="name"]').fill(owner.name);
    await page.locator('input[name="phone"]').fill(owner.phone);
    await page.locator('input[name="email"]').fill(owner.email);
    await page.locator('input[name="boutiqueName"]').fill(owner.boutiqueName);
    await page.locator('input[name="address"]').fill(owner.address);
    // Billed for at least 4, she may use at least 4, whatever she picks.
    await page.locator('select[name="consultantSeats"]').selectOption('2');
    await page.getByText(/Complete platform access for 4 consultants/).waitFor();
    await page.locator('select[name="consultantSeats"]').selectOption('6');
    await page.getByText(/Complete platform access for 6 consultants/).waitFor();
    await page.locator('input[name="password"]').fill(owner.password);
    await page.locator('input[name="confirmPassword"]').fill(owner.password);
    const terms = page.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
    await terms.focus();
    await page.keyboard.press('Space');
    expect(await terms.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Book My Free Weekend' }).click();
    await page.waitForURL('**/login');
    await expectToast(page, 'Free Weekend Booked Successfully!');
    // The words: '{name} will contact you within 24 hours...'.
    await expectToast(
      page,
      `${founderName} will contact you within 24 hours to set up your demo. Check your email for next steps.`,
    );
    const id = await boutiqueIdOf(owner.email);
    const [boutique] = await ctx.platform.database.sql`SELECT consultant_seats FROM boutiques WHERE id = ${id}`;
    expect(boutique!.consultantSeats).toBe(6);

    await logIn(page, owner.email, owner.password);
    await page.waitForURL(`**/admin/${id}`);
    await expectToast(page, `Successfully logged in to ${owner.boutiqueName}`);

    // The browser keeps routing hints only: no password, no session token.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(owner.password);
    expect(stored).toContain(String(id));
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === 'bc_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(stored).not.toContain(session!.value);
    expect(await page.evaluate(() => document.cookie)).not.toContain('bc_session');
    await page.context().close();
  });

  it('is asked to confirm her e-mail address before inviting, and confirms it from the e-mailed link', async () => {
    const page = await newPage();
    await page.goto('/login');
    await logIn(page, owner.email, owner.password);
    await page.waitForURL(/\/admin\/\d+$/);
    const notice = page.getByText('Please confirm your e-mail address');
    await page.getByText(`We sent a confirmation link to ${owner.email}.`, { exact: false }).waitFor();

    // The invitation dialog says so too, and will not send.
    const section = page.getByRole('region', { name: 'Consultants', exact: true });
    await section.getByRole('button', { name: 'Invite Consultant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite New Consultant' });
    await dialog.getByText('Please confirm your e-mail address').waitFor();
    await dialog.locator('input[name="name"]').fill('Iris Novak');
    expect(await dialog.getByRole('button', { name: 'Send Invitation' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // She asks for the link again; either e-mail's link confirms her address.
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expectToast(page, 'Confirmation E-mail Sent');
    const sentTo = (m: { to: string[]; text: string }) =>
      m.to.includes(owner.email) && m.text.includes('/confirm-email');
    await ctx.platform.mail.waitFor(() => ctx.platform.mail.messages.filter(sentTo).length >= 2);
    const mail = ctx.platform.mail.messages.filter(sentTo)[0]!;
    expect(mail).toMatchObject({ to: [owner.email], subject: 'Confirm your e-mail address for Bridal Coach' });
    const link = (await expectLinksWork(mail, ctx.platform.baseUrl))[0]!;
    expect(link).toMatch(/\/confirm-email\?token=[\w-]+$/);

    const inbox = await newPage();
    await inbox.goto(link);
    await inbox.getByText('E-mail Confirmed').waitFor();
    await inbox.context().close();

    // Back on the dashboard, the notice is gone.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `${owner.boutiqueName} Dashboard` }).waitFor();
    await section.getByRole('button', { name: 'Invite Consultant' }).waitFor();
    expect(await notice.count()).toBe(0);
    await page.context().close();
  });

  it('sees the form errors word for word and loses nothing she typed', async () => {
    const page = await newPage();
    await page.goto('/signup');
    await page.locator('input[name="name"]').fill('Ivy');
    await page.locator('input[name="password"]').fill('password');
    await page.locator('input[name="password"]').blur();
    await page.getByRole('button', { name: 'Book My Free Weekend' }).click();
    await page.getByText('Password must contain at least one uppercase letter').first().waitFor();
    await page.getByText('You must agree to the Terms of Service to continue').first().waitFor();
    await page.getByText('Email is required').first().waitFor();
    expect(await page.locator('input[name="name"]').inputValue()).toBe('Ivy');
    expect(page.url()).toContain('/signup');
    await page.context().close();
  });

  it('gets "Login Failed" for a wrong password', async () => {
    const page = await newPage();
    await page.goto('/login');
    await logIn(page, owner.email, 'Wrong&Password1');
    await expectToast(page, 'Login Failed');
    await expectToast(page, 'Invalid email or password. Please try again.');
    expect(page.url()).toContain('/login');
    await page.context().close();
  });

  it('is sent to /login from a dashboard without a session, and back to it after logging in', async () => {
    const id = await boutiqueIdOf(owner.email);
    const page = await newPage();
    await page.goto(`/admin/${id}/dashboard`);
    await page.waitForURL('**/login');
    await expectToast(page, 'Authentication Required');
    await logIn(page, owner.email, owner.password);
    await page.waitForURL(`**/admin/${id}/dashboard`);
    await page.context().close();
  });

  it("is turned away from another boutique's dashboard to her own", async () => {
    const id = await boutiqueIdOf(owner.email);
    const page = await newPage();
    await page.goto('/admin/1');
    await page.waitForURL('**/login');
    await logIn(page, owner.email, owner.password);
    await page.waitForURL(`**/admin/${id}`);
    await expectToast(page, 'Access Denied');
    await page.context().close();
  });

  it('asks for a reset link and sees "Email Sent!", then the e-mail arrives', async () => {
    const page = await newPage();
    await page.goto('/forgot-password');
    await page.locator('input[name="email"]').fill(owner.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Email Sent!' }).waitFor();
    const mail = await ctx.platform.mail.waitFor(
      (m) =>
        (m.to.includes(owner.email.toLowerCase()) || m.to.includes(owner.email)) && m.text.includes('/reset-password'),
    );
    expect(mail).toMatchObject({ to: [owner.email.toLowerCase()], subject: 'Reset your Bridal Coach password' });
    const link = (await expectLinksWork(mail, ctx.platform.baseUrl))[0]!;
    expect(link).toMatch(/\/reset-password\?token=[\w-]+$/);

    await page.getByRole('button', { name: 'Send Another Email' }).click();
    await page.locator('input[name="email"]').waitFor();

    await page.goto(link);
    await page.locator('input[name="password"]').fill('Bouquet&Veil2026');
    await page.locator('input[name="confirmPassword"]').fill('Bouquet&Veil2026');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL('**/login');
    await logIn(page, owner.email, 'Bouquet&Veil2026');
    await page.waitForURL(/\/admin\/\d+$/);
    owner.password = 'Bouquet&Veil2026';
    await page.context().close();
  });

  it('logs out; the dashboard then asks her to log in again', async () => {
    const page = await newPage();
    // Her own sign-out says 'Logged out', every time: never the expired session's 'Authentication Required'.
    for (let round = 0; round < 3; round += 1) {
      await page.goto('/login');
      await logIn(page, owner.email, owner.password);
      await page.waitForURL(/\/admin\/\d+$/);
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL('**/login');
      await page.getByText('Logged out', { exact: true }).first().waitFor();
      expect(await page.getByText('Authentication Required').count()).toBe(0);
    }
    await page.goBack();
    await page.waitForURL('**/login');
    await page.context().close();
  });
});

describe('a prospect', () => {
  it('signs up for the demo and reaches the demo survey, with demo access remembered', async () => {
    const page = await newPage();
    await page.goto('/trial-signup');
    await page.getByRole('heading', { name: 'Get Instant Access to Our Demo' }).waitFor();
    await page.locator('input[name="name"]').fill('Nora Blake');
    await page.locator('input[name="phone"]').fill('2075550177');
    await page.locator('input[name="email"]').fill('nora@blake-bridal.com');
    await page.locator('input[name="boutiqueName"]').fill('Blake Bridal');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL('**/survey/demo');
    const access = JSON.parse((await page.evaluate(() => localStorage.getItem('demoAccess'))) ?? '{}');
    expect(access).toMatchObject({
      trialCompleted: true,
      trialId: expect.any(String),
      completedAt: expect.any(String),
    });
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'bc_demo')).toMatchObject({ httpOnly: true });
    const [trial] = await ctx.platform.database.sql`SELECT email FROM trials WHERE id = ${access.trialId}`;
    expect(trial!.email).toBe('nora@blake-bridal.com');
    await page.context().close();
  });

  it('sees the trial form messages for bad input', async () => {
    const page = await newPage();
    await page.goto('/trial-signup');
    await page.locator('input[name="name"]').fill('N');
    await page.locator('input[name="phone"]').fill('555');
    await page.locator('input[name="email"]').fill('nora@');
    await page.locator('input[name="boutiqueName"]').fill('B');
    await page.getByRole('button', { name: 'Get Started' }).click();
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid phone number',
      'Please enter a valid email address',
      'Boutique name must be at least 2 characters',
    ]) {
      await page.getByText(message).first().waitFor();
    }
    expect(page.url()).toContain('/trial-signup');
    await page.context().close();
  });
});
