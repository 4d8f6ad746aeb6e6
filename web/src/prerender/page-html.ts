import { builtGlobalCssAttribute } from '../app/built-global-css.ts';
// By path: see prerender-plugin.ts.
import {
  surveyStartId,
  surveyStartScript,
  surveyStartStageAttribute,
} from '../../../libs/shared/src/web/survey-start.ts';
import type { PageChunks } from './page-chunks';
import type { RenderedPage } from './render-page';

const emptyRoot = '<div id="root"></div>';
const moduleTags = /<(script type="module"|link rel="modulepreload")/g;
const titleTag = /<title>[^<]*<\/title>/;

/**
 * The page stays hidden until the parser has passed the end of #root. A busy phone parses a long
 * page in slices and may paint between them: a header without its menu button, a sentence
 * without its link, which the rest then shifts. Hidden content neither paints nor shifts, and the
 * rest of a page this small takes milliseconds. A browser without :has() ignores the rule.
 */
const parsedMarkerId = 'root-parsed';
const hiddenUntilParsed = `<style>body:not(:has(> #${parsedMarkerId}))>#root{visibility:hidden}</style>`;
const parsedMarker = `<template id="${parsedMarkerId}"></template>`;

/**
 * index.html with the global CSS the build made (global-css.tsx) at the end of its <head>, ahead
 * of any page's own styles: every page the API serves, pre-rendered or not, starts with it.
 */
export function withGlobalCss(template: string, css: string): string {
  if (!template.includes('</head>')) throw new Error('index.html has no </head>');
  if (css.includes('</')) throw new Error('The global CSS would close its <style> tag');
  return template.replace('</head>', () => `<style ${builtGlobalCssAttribute}>${css}</style></head>`);
}

/**
 * index.html with the shell (render-page.tsx) in #root and its CSS at the end of <head>: what a
 * page the server did not pre-render shows until the app renders over it. main.tsx tells the two
 * apart by #root's data-prerendered, which the shell has not.
 */
export function withShell(template: string, shell: RenderedPage): string {
  if (!template.includes(emptyRoot)) throw new Error(`index.html has no empty ${emptyRoot}`);
  if (!template.includes('</head>')) throw new Error('index.html has no </head>');
  return template
    .replace(emptyRoot, () => `<div id="root">${shell.html}</div>`)
    .replace('</head>', () => `${shell.styles}</head>`);
}

/**
 * index.html as the API answers it (its shell in #root) with `preloads` (URLs of chunks) as
 * modulepreload links at the end of <head>: the browser fetches them beside the entry chunk.
 */
export function withModulePreloads(html: string, preloads: string[]): string {
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html.replace('</head>', () => `${preloads.map(modulePreloadTag).join('')}</head>`);
}

/**
 * index.html with a survey link's opening (render-page.tsx's renderSurveyStart) ahead of an empty,
 * hidden #root, its script after it, its CSS at the end of <head> and `title`: the page works from
 * its HTML, and the app renders into #root and shows it when it takes the opening over
 * (@bridal/shared/web/survey-start).
 */
export function withSurveyStart(template: string, opening: RenderedPage, title: string): string {
  if (!template.includes(emptyRoot)) throw new Error(`index.html has no empty ${emptyRoot}`);
  if (!template.includes('</head>')) throw new Error('index.html has no </head>');
  if (!titleTag.test(template)) throw new Error('index.html has no <title>');
  const markup = `<div id="${surveyStartId}" ${surveyStartStageAttribute}="landing">${opening.html}</div><script>${surveyStartScript}</script>`;
  return template
    .replace(emptyRoot, () => `${markup}<div id="root" hidden></div>`)
    .replace(titleTag, () => `<title>${title}</title>`)
    .replace('</head>', () => `${opening.styles}</head>`);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

const modulePreloadTag = (href: string) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`;

/**
 * The built index.html (its hashed script and modulepreload tags kept) with a pre-rendered page:
 * the page's own chunks (page-chunks.ts, as URLs) and its CSS at the end of <head>, its title in
 * place of the app's, its markup inside #root, its scripts fetched at a low priority. #root names
 * the path it was rendered for, which is how main.tsx knows to hydrate rather than render. Fails
 * on a template that has changed shape, rather than writing a page without its markup.
 */
export function pageHtml(
  template: string,
  path: string,
  page: RenderedPage,
  chunks: PageChunks = { scripts: [], preloads: [] },
): string {
  if (!template.includes(emptyRoot)) throw new Error(`index.html has no empty ${emptyRoot}`);
  if (!template.includes('</head>')) throw new Error('index.html has no </head>');
  let html = template.replace(
    emptyRoot,
    () => `<div id="root" data-prerendered="${escapeAttribute(path)}">${page.html}</div>${parsedMarker}`,
  );
  if (page.title !== undefined) {
    if (!titleTag.test(html)) throw new Error('index.html has no <title>');
    html = html.replace(titleTag, () => `<title>${page.title}</title>`);
  }
  const tags = [
    ...chunks.scripts.map((src) => `<script type="module" crossorigin src="${escapeAttribute(src)}"></script>`),
    ...chunks.preloads.map(modulePreloadTag),
  ];
  // The page's styles last: emotion's browser cache appends its <style> to <head> as it starts, and
  // one that is already there stays where it is.
  html = html.replace('</head>', () => `${tags.join('')}${hiddenUntilParsed}${page.styles}</head>`);
  // The page paints from its HTML alone: its JavaScript only hydrates it. At a low priority it
  // leaves the way to whatever the page paints with, and Lighthouse's simulation no longer counts
  // its download as holding the first paint (it counts every high-priority script that arrived
  // before the paint in its trace, which on a fast connection the entry chunk does).
  return html.replace(moduleTags, (tag) => `${tag} fetchpriority="low"`);
}
