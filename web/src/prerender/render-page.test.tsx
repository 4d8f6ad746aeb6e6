import { describe, expect, it } from '@jest/globals';
import { renderGlobalCss } from './global-css';
import {
  boutiqueNamePlaceholder,
  surveyPageTitle,
  surveyStartId,
  surveyStartScript,
} from '@bridal/shared/web/survey-start';
import { pageHtml, withGlobalCss, withShell, withSurveyStart } from './page-html';
import { prerenderedRoutes } from './prerendered-routes';
import { renderPage, renderShell, renderSurveyStart } from './render-page';

/** What each pre-rendered page must show without JavaScript: its one h1, and a line of its content. */
const expected: Record<string, { h1: RegExp; content: string }> = {
  '/': { h1: /^Walk into every appointment/, content: 'Book Your Free Weekend' },
  '/pricing': { h1: /^Simple pricing for every boutique$/, content: 'per consultant per month' },
  '/about': { h1: /^We help consultants give every bride her moment$/, content: 'Our mission' },
  '/terms-of-service': { h1: /^Terms of Service$/, content: 'Governing law' },
  '/privacy-policy': { h1: /^Privacy Policy$/, content: 'How we handle photos' },
  '/login': { h1: /^Welcome Back$/, content: 'Forgot your password?' },
  '/signup': { h1: /^Book Your Free Weekend$/, content: 'Boutique Name' },
  '/trial-signup': { h1: /^Try Bridal Coach Right Now$/, content: 'Get Instant Access to Our Demo' },
  '/forgot-password': { h1: /^Forgot Your Password\?$/, content: 'Email Address' },
};

const template =
  '<!doctype html><html lang="en"><head><title>Bridal Coach</title>' +
  '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('pre-rendering', () => {
  it('has the content of every pre-rendered page', () => {
    expect(Object.keys(expected).sort()).toEqual(prerenderedRoutes.map((route) => route.path).sort());
  });

  it.each(prerenderedRoutes.map((route) => route.path))(
    '%s renders its page, with the CSS of every class it uses',
    async (path) => {
      const page = await renderPage(path);
      const headings = [...page.html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => decode(match[1]!));
      expect(headings).toEqual([expect.stringMatching(expected[path]!.h1)]);
      expect(decode(page.html)).toContain(expected[path]!.content);
      // The public layout around it, its links for a visit without JavaScript.
      expect(page.html).toMatch(/<header[^>]*>/);
      expect(page.html).toContain('href="/pricing"');
      expect(page.html).not.toMatch(/<script|<style|role="status"/);

      // The order of Chakra's layers (its reset and tokens are in index.html: global-css.tsx), then
      // one tag naming each rule it holds, both marked as in <head> already for emotion (data-s).
      // (Booleans: a failure would print the whole of Chakra's CSS.)
      expect(
        /^<style data-emotion="css-global [a-z0-9]+" data-s="">@layer reset,base,tokens,recipes;<\/style>/.test(
          page.styles,
        ),
      ).toBe(true);
      expect(page.styles.includes('--chakra-colors-brand-600:')).toBe(false);
      const regular = /<style data-emotion="css ([a-z0-9 -]+)" data-s="">(.*?)<\/style>$/s.exec(page.styles);
      expect(regular).not.toBeNull();
      const ids = new Set(regular![1]!.split(' '));
      const used = new Set([...page.html.matchAll(/\bcss-([a-z0-9]+)\b/g)].map((match) => match[1]!));
      expect(used.size).toBeGreaterThan(10);
      expect([...used].filter((id) => !ids.has(id))).toEqual([]);
      expect([...used].filter((id) => !regular![2]!.includes(`.css-${id}`))).toEqual([]);
    },
  );

  it('puts the page in the built index.html: markup in #root, CSS in <head>, its title', async () => {
    const page = await renderPage('/pricing');
    const html = pageHtml(template, '/pricing', page);
    expect(html).toContain('<title>Pricing | Bridal Coach</title>');
    expect(html).not.toContain('<title>Bridal Coach</title>');
    // The app's script kept, fetched at a low priority: the page paints without it.
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc123.js"></script>',
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(page.styles);
    expect(html).toContain(`<div id="root" data-prerendered="/pricing">${page.html}</div>`);
    // Hidden until the parser is past #root: the first frame is the whole page, not a part of it.
    expect(head).toContain('<style>body:not(:has(> #root-parsed))>#root{visibility:hidden}</style>');
    // The page's styles last in <head>, where emotion's browser cache leaves them.
    expect(head.endsWith(page.styles)).toBe(true);
    expect(html).toContain(`${page.html}</div><template id="root-parsed"></template>`);
  });

  it("builds Chakra's global CSS once, for index.html: layers, reset, the tokens the theme keeps", async () => {
    const css = await renderGlobalCss();
    // (Booleans: a failure would print the whole of Chakra's CSS.)
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css.includes('@layer reset{')).toBe(true);
    expect(css.includes('@layer base{')).toBe(true);
    expect(css.includes('--chakra-colors-brand-600:')).toBe(true);
    expect(css.includes('--chakra-colors-gray-500:')).toBe(true);
    // The palettes theme.ts leaves out, and no dark-mode values.
    expect(css.includes('--chakra-colors-teal-500:')).toBe(false);
    expect(css.includes('.dark')).toBe(false);
    expect(css.includes('</')).toBe(false);
  });

  it("writes the global CSS into index.html ahead of a pre-rendered page's own styles", async () => {
    const css = '@layer reset,base,tokens,recipes;:root{--chakra-colors-brand-600:#9d4b6e;}';
    const index = withGlobalCss(template, css);
    expect(index).toContain(`<style data-chakra-global>${css}</style></head>`);
    const page = await renderPage('/pricing');
    const html = pageHtml(index, '/pricing', page);
    expect(html.indexOf('data-chakra-global')).toBeLessThan(html.indexOf(page.styles));
    expect(() => withGlobalCss(template, 'a{content:"</style>"}')).toThrow(/close its <style>/);
    expect(() => withGlobalCss('<html><body></body></html>', css)).toThrow(/<\/head>/);
  });

  it("puts the shell, the app's page loader, in index.html for the pages not pre-rendered", async () => {
    const shell = await renderShell();
    expect(shell.html).toMatch(/^<div role="status" aria-live="polite" class="css-[a-z0-9]+">/);
    expect(shell.html).toContain('Loading...');
    expect(shell.html).not.toMatch(/<script|<style/);
    const used = [...shell.html.matchAll(/\bcss-([a-z0-9]+)\b/g)].map((match) => match[1]!);
    expect(used.length).toBeGreaterThan(2);
    expect(used.filter((id) => !shell.styles.includes(`.css-${id}`))).toEqual([]);

    const index = withShell(template, shell);
    // No data-prerendered: main.tsx renders the page over the shell instead of hydrating it.
    expect(index).toContain(`<div id="root">${shell.html}</div>`);
    expect(index.slice(0, index.indexOf('</head>'))).toContain(shell.styles);
    expect(() => withShell(index, shell)).toThrow(/empty/);
  });

  it("renders a survey link's opening: the landing with Start, and the first step, hidden, with her name's field", async () => {
    const opening = await renderSurveyStart();
    expect(opening.html).toContain(`Welcome to ${boutiqueNamePlaceholder}</p>`);
    // The frame's top bar names the boutique too.
    expect(opening.html.split(boutiqueNamePlaceholder)).toHaveLength(3);
    expect(opening.html).toMatch(/<button type="button" data-survey-start="" class="[^"]+">Start<\/button>/);
    expect(opening.html).toMatch(/<div hidden="" data-start-view="first-step"/);
    expect(opening.html).toContain('What should we call you?');
    expect(opening.html).toContain('Step <!-- -->1<!-- --> of <!-- -->11');
    // Her name's field with its label, and Next submitting the step's form (the opening's script keeps it).
    const input = /<input[^>]*\bid="([^"]+)"[^>]*name="name"[^>]*\/>/.exec(opening.html);
    expect(input).not.toBeNull();
    expect(opening.html).toContain(`for="${input![1]}" class="chakra-field__label`);
    expect(opening.html).toMatch(/<form noValidate=""[^>]*>/);
    expect(opening.html).toMatch(/<button type="submit"[^>]*>Next<\/button>/);
    expect(opening.html).not.toMatch(/<script|<style/);
    const used = [...opening.html.matchAll(/\bcss-([a-z0-9]+)\b/g)].map((match) => match[1]!);
    expect(used.filter((id) => !opening.styles.includes(`.css-${id}`))).toEqual([]);

    const html = withSurveyStart(template, opening, surveyPageTitle(boutiqueNamePlaceholder));
    expect(html).toContain(`<title>Style Survey - ${boutiqueNamePlaceholder}</title>`);
    // The opening, its script right after it, then the app's #root, hidden until the app takes over.
    expect(html).toContain(
      `<div id="${surveyStartId}" data-stage="landing">${opening.html}</div>` +
        `<script>${surveyStartScript}</script><div id="root" hidden></div>`,
    );
    expect(html.slice(0, html.indexOf('</head>'))).toContain(opening.styles);
    expect(() => withSurveyStart(html, opening, 'x')).toThrow(/empty/);
  });

  it("loads the page's own chunks and preloads what they import, at a low priority too", async () => {
    const html = pageHtml(template, '/pricing', await renderPage('/pricing'), {
      scripts: ['/assets/pricing-page-1.js'],
      preloads: ['/assets/card-2.js'],
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/pricing-page-1.js"></script>',
    );
    expect(head).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/card-2.js">');
    // After the app's own script, which hydrates the page.
    expect(head.indexOf('index-abc123.js')).toBeLessThan(head.indexOf('pricing-page-1.js'));
  });

  it('keeps the app title for a page that sets none, and refuses a template it does not know', async () => {
    const page = await renderPage('/login');
    expect(page.title).toBeUndefined();
    expect(pageHtml(template, '/login', page)).toContain('<title>Bridal Coach</title>');
    expect(() => pageHtml(template.replace('<div id="root"></div>', '<div id="app"></div>'), '/login', page)).toThrow(
      /#root|id="root"/,
    );
  });
});
