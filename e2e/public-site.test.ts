import { describe, expect, it } from '@jest/globals';
import { desktop, phone, seriousAxeViolations } from './support/browser';
import { usePlatform } from './support/use-platform';

const ctx = usePlatform();

const publicPages = [
  ['/', /./],
  ['/pricing', /./],
  ['/about', /./],
  ['/signup', /./],
  ['/trial-signup', /Try .* Right Now/],
  ['/login', /./],
  ['/forgot-password', /./],
  ['/reset-password?token=abc', /./],
  ['/terms-of-service', /Terms of Service/],
  ['/privacy-policy', /Privacy Policy/],
  ['/no-such-page', /Page not found/],
] as const;

describe('the public site', () => {
  it.each(publicPages)('%s renders one h1 and has no serious or critical axe violation', async (path, heading) => {
    const context = await ctx.browser.newContext({ viewport: desktop, baseURL: ctx.platform.baseUrl });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    const h1 = page.locator('h1');
    await h1.first().waitFor();
    expect(await h1.count()).toBe(1);
    expect(await h1.innerText()).toMatch(heading);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has the top bar links and the footer', async () => {
    const context = await ctx.browser.newContext({ viewport: desktop, baseURL: ctx.platform.baseUrl });
    const page = await context.newPage();
    await page.goto('/');
    const nav = page.getByRole('banner');
    for (const [name, href] of [
      ['Book Your Free Weekend', '/signup'],
      ['Try Our Demo', '/trial-signup'],
      ['Pricing', '/pricing'],
      ['About Us', '/about'],
      ['Log In', '/login'],
    ]) {
      expect(await nav.getByRole('link', { name, exact: true }).first().getAttribute('href')).toBe(href);
    }
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: /Terms/ }).getAttribute('href')).toBe('/terms-of-service');
    expect(await footer.getByRole('link', { name: /Privacy/ }).getAttribute('href')).toBe('/privacy-policy');
    expect(await footer.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);
    expect(await footer.innerText()).toContain('2025');
    await context.close();
  });

  it('prices the Standard plan from the shared rule and mails Deluxe inquiries', async () => {
    const context = await ctx.browser.newContext({ viewport: desktop, baseURL: ctx.platform.baseUrl });
    const page = await context.newPage();
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Inquire Now' }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain('$49');
    expect(text).toContain('Contact Us');
    const inquire = page.getByRole('link', { name: 'Inquire Now' });
    expect(await inquire.getAttribute('href')).toMatch(/^mailto:.*\?subject=Custom%20Solutions/);
    await page.goto('/terms-of-service');
    await page.locator('h1').waitFor();
    const terms = await page.locator('main').innerText();
    expect(terms).toContain('$49');
    expect(terms).not.toContain('$399');
    await context.close();
  });

  it('opens and closes the menu on a phone, and closes it after a choice', async () => {
    const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    const page = await context.newPage();
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('button', { name: 'Open menu' }).waitFor();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).click();
    await page.waitForURL('**/pricing');
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('scrolls to the top on a route change', async () => {
    const context = await ctx.browser.newContext({ viewport: desktop, baseURL: ctx.platform.baseUrl });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('h1').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Privacy/ })
      .click();
    await page.waitForURL('**/privacy-policy');
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });

  it('serves the app shell for deep links and JSON 404 under /api', async () => {
    const page = await fetch(`${ctx.platform.baseUrl}/consultant-review?brideId=x`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const api = await fetch(`${ctx.platform.baseUrl}/api/nothing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'No such API endpoint: GET /api/nothing' });
  });
});
