import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { type PrerenderedManifest, prerenderedManifestFile } from '@bridal/shared/web/prerendered-pages';
import { surveyStartScriptHash } from '@bridal/server/security/survey-start-script-hash';
import { rawGet } from '@bridal/testing/raw-get';
import { repoRoot } from '@bridal/testing/spawn-service';
import { prerenderedRoutes } from '../web/src/prerender/prerendered-routes';
import { type BrowserContext, desktop, type Page, phone, seriousAxeViolations } from './support/browser';
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
  ['/confirm-email?token=abc', /Confirm Your E-mail/],
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

/** The h1 each pre-rendered page shows before any JavaScript runs. */
const prerenderedHeadings: Record<string, RegExp> = {
  '/': /^Walk into every appointment/,
  '/pricing': /^Simple pricing for every boutique$/,
  '/about': /^We help consultants give every bride her moment$/,
  '/terms-of-service': /^Terms of Service$/,
  '/privacy-policy': /^Privacy Policy$/,
  '/login': /^Welcome Back$/,
  '/signup': /^Book Your Free Weekend$/,
  '/trial-signup': /^Try Bridal Coach Right Now$/,
  '/forgot-password': /^Forgot Your Password\?$/,
};
const prerenderedPaths = prerenderedRoutes.map((route) => route.path);

/**
 * Records, from before the page's first byte, what a visitor would see go wrong while the app
 * takes over the pre-rendered markup: the h1 replaced (React dropped the server's markup and
 * rendered afresh) and layout shifts.
 */
async function watchTakeOver(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const state = { h1Replaced: false, layoutShift: 0 };
    (window as unknown as { takeOver: typeof state }).takeOver = state;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) state.h1Replaced = true;
        }
      }
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The attributes of each <style> that defines Chakra's brand colour variable. */
function tokenStyleSheets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('style')]
      .filter((style) => style.textContent?.includes('--chakra-colors-brand-600:'))
      .map((style) => style.getAttributeNames().join(' ')),
  );
}

/** Waits until React has hydrated the page's h1 (it keeps its props on the elements it owns). */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const h1 = document.querySelector('h1');
    return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactProps$'));
  });
}

/**
 * Elements whose class or id differs from what the app rendered for them. A production build of
 * React reports no attribute mismatch on hydration (it keeps the server's), so the test compares
 * each element with the props React keeps on it.
 */
function attributeMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const mismatches: string[] = [];
    for (const element of document.querySelectorAll('#root *')) {
      const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
      if (!key) continue;
      const props = (element as unknown as Record<string, { className?: unknown; id?: unknown }>)[key]!;
      const tag = element.tagName.toLowerCase();
      if (typeof props.className === 'string' && props.className !== (element.getAttribute('class') ?? '')) {
        mismatches.push(`<${tag}> class "${element.getAttribute('class')}", the app's "${props.className}"`);
      }
      if (typeof props.id === 'string' && props.id !== element.id) {
        mismatches.push(`<${tag}> id "${element.id}", the app's "${props.id}"`);
      }
    }
    return mismatches;
  });
}

describe('the pre-rendered public pages', () => {
  it('are the pages the build lists, each answered with its own HTML and CSS, every other path with the shell', async () => {
    expect(Object.keys(prerenderedHeadings).sort()).toEqual([...prerenderedPaths].sort());
    const webDist = process.env.E2E_WEB_DIST ?? path.join(repoRoot, 'web/dist');
    const manifest = JSON.parse(
      readFileSync(path.join(webDist, prerenderedManifestFile), 'utf8'),
    ) as PrerenderedManifest;
    expect(manifest.pages.map((page) => page.path)).toEqual(prerenderedPaths);

    for (const pagePath of [...prerenderedPaths, '/pricing/', '/pricing?utm_source=newsletter']) {
      const res = await fetch(`${ctx.platform.baseUrl}${pagePath}`);
      const html = await res.text();
      const own = pagePath.replace(/(.)[/?].*$/, '$1');
      expect([pagePath, res.status, res.headers.get('cache-control')]).toEqual([pagePath, 200, 'no-cache']);
      expect([pagePath, html.includes(`<div id="root" data-prerendered="${own}"><`)]).toEqual([pagePath, true]);
      const head = html.slice(0, html.indexOf('</head>'));
      // Chakra's global CSS, built with the app, then the page's own rules (marked as in <head> for emotion).
      expect([pagePath, /<style data-chakra-global>@layer reset,base,tokens,recipes;/.test(head)]).toEqual([
        pagePath,
        true,
      ]);
      expect([pagePath, /<style data-emotion="css [^"]+" data-s="">\.css-/.test(head)]).toEqual([pagePath, true]);
      // Emotion's <style> tags, in the page and as the app adds rules, are allowed; scripts only from
      // the site, and the survey link's one inline script by its hash.
      const csp = res.headers.get('content-security-policy') ?? '';
      expect([pagePath, csp]).toEqual([pagePath, expect.stringContaining("style-src 'self' 'unsafe-inline'")]);
      expect([pagePath, csp]).toEqual([
        pagePath,
        expect.stringContaining(`script-src 'self' ${surveyStartScriptHash};`),
      ]);
    }

    for (const pagePath of [
      '/no-such-page',
      '/reset-password?token=abc',
      '/login?message=account-created',
      '/admin/1000/dashboard',
      '/survey/demo',
      '/prerendered/pricing.html',
    ]) {
      const html = await (await fetch(`${ctx.platform.baseUrl}${pagePath}`)).text();
      // The shell: the app's page loader, styled, until the app renders the page over it.
      expect([pagePath, html.includes('<div id="root"><div role="status"')]).toEqual([pagePath, true]);
      expect([pagePath, html.includes('<style data-chakra-global>@layer')]).toEqual([pagePath, true]);
    }
    // A boutique's survey link: the shell, with the survey page's chunks preloaded and the boutique's lookup asked for.
    const survey = await fetch(`${ctx.platform.baseUrl}/survey/harbor-bridal`);
    const surveyHtml = await survey.text();
    expect(surveyHtml.includes('<div id="root"><div role="status"')).toBe(true);
    expect(surveyHtml).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/survey-page-[\w-]+\.js">/);
    expect(survey.headers.get('link')).toBe(
      '</api/survey-boutiques/harbor-bridal>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
    for (const rawPath of ['/pricing/../admin', '/pricing%00', '/pricing%2f..%2fprerendered%2fhome.html']) {
      const res = await rawGet(ctx.platform.baseUrl, rawPath);
      expect([rawPath, res.status, res.body.includes('<div id="root"><div role="status"')]).toEqual([
        rawPath,
        200,
        true,
      ]);
    }
  });

  it.each(prerenderedPaths)('%s shows its page, styled, without JavaScript', async (pagePath) => {
    const context = await ctx.browser.newContext({
      viewport: desktop,
      baseURL: ctx.platform.baseUrl,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(pagePath);
    const h1 = page.locator('h1');
    expect(await h1.count()).toBe(1);
    expect(await h1.innerText()).toMatch(prerenderedHeadings[pagePath]!);
    // Shown once parsed: the rule that hides a half-parsed page lets go without a script.
    expect(await h1.isVisible()).toBe(true);
    // The brand's heading font and the header's links: the page's CSS is in the HTML.
    expect(await h1.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Georgia');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Pricing', exact: true }).getAttribute('href')).toBe('/pricing');
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    await context.close();
  });

  it.each(prerenderedPaths)(
    '%s hydrates on a phone without an error or warning, a layout shift, or markup replaced',
    async (pagePath) => {
      const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
      await watchTakeOver(context);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(`${message.type()}: ${message.text()}`);
      });
      await page.goto(pagePath);
      await waitForHydration(page);
      // The landing page's sections below the hero render right after it hydrates.
      await page.waitForLoadState('networkidle');
      expect(await attributeMismatches(page)).toEqual([]);
      // The tokens' variables once, in the CSS the build wrote: the app inserted none of its own.
      expect(await tokenStyleSheets(page)).toEqual(['data-chakra-global']);
      expect(await page.evaluate(() => (window as unknown as { takeOver: object }).takeOver)).toEqual({
        h1Replaced: false,
        layoutShift: 0,
      });
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('shows the shell at once, then renders the page over it with the global CSS of index.html, inserting none', async () => {
    const context = await ctx.browser.newContext({
      viewport: phone,
      baseURL: ctx.platform.baseUrl,
      javaScriptEnabled: false,
    });
    const noScript = await context.newPage();
    await noScript.goto('/login?message=account-created');
    // Before any script has run: the loader, styled (the spinner's brand colour), and nothing else.
    expect(await noScript.getByRole('status').innerText()).toBe('Loading...');
    expect(
      await noScript.locator('.chakra-spinner').evaluate((element) => getComputedStyle(element).borderTopColor),
    ).toBe('rgb(157, 75, 110)');
    await context.close();

    const scripted = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    const page = await scripted.newPage();
    await page.goto('/login?message=account-created');
    const h1 = page.locator('h1');
    await h1.waitFor();
    expect(await page.getByRole('status').count()).toBe(0);
    expect(await h1.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Georgia');
    // The brand's colour on the sign-in button: the tokens' variables resolve.
    const button = page.getByRole('button', { name: /sign in|log in/i }).first();
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(157, 75, 110)');
    expect(await tokenStyleSheets(page)).toEqual(['data-chakra-global']);
    await scripted.close();
  });

  it('is the app once hydrated: a link navigates in the page, a form validates, the menu opens', async () => {
    const context = await ctx.browser.newContext({ viewport: desktop, baseURL: ctx.platform.baseUrl });
    const page = await context.newPage();
    await page.goto('/pricing');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us', exact: true }).click();
    await page.waitForURL('**/about');
    // The router keeps the pricing page on screen while the about page's chunk loads.
    await page.locator('h1').filter({ hasText: prerenderedHeadings['/about']! }).waitFor();
    expect(await page.title()).toBe('About Us | Bridal Coach');
    // The router took the click: no new document was loaded.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.goto('/login');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login');
    await context.close();

    const phoneContext = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    const phonePage = await phoneContext.newPage();
    await phonePage.goto('/terms-of-service');
    await waitForHydration(phonePage);
    await phonePage.getByRole('button', { name: 'Open menu' }).click();
    await phonePage.getByRole('button', { name: 'Close menu' }).waitFor();
    await phoneContext.close();
  });

  it('leaves a page whose first render reads the query to the browser when the URL has one', async () => {
    const context = await ctx.browser.newContext({ viewport: desktop, baseURL: ctx.platform.baseUrl });
    const page = await context.newPage();
    await page.goto('/login?message=account-created');
    await page.getByText('Your account has been created. Please log in.').waitFor();
    expect(await page.locator('h1').innerText()).toBe('Welcome Back');
    await context.close();
  });
});
