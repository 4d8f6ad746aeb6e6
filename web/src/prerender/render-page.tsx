/**
 * The build's server entry (vite build --ssr, run by ./prerender-plugin.ts): renders the app for
 * one URL to HTML, with the CSS that HTML needs. Node only; never part of the browser's bundle.
 */
import type { EmotionCache } from '@emotion/cache';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/app';
import { preloadRoute } from '../app/router';
import { appSystem, leaveGlobalCssToThePage } from '../app/theme';
import { PageLoader } from '../components/layout/page-loader';
import { SurveyStartMarkup } from '../features/survey/components/survey-start-markup';
import { collectedRules, collectingCache } from './collecting-cache';

export { renderGlobalCss } from './global-css';

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** <style> tags for <head>, in the form emotion's browser cache picks up instead of inserting again. */
  styles: string;
  /** The page's <title> (React hoists it out of the markup), when the page sets one. */
  title?: string;
}

/**
 * The <style> tags for what `cache` collected, as @emotion/server writes them: the regular rules
 * in one tag whose data-emotion names them all (emotion's browser cache marks those as inserted),
 * and each <Global> (Chakra's order of cascade layers) in a tag of its own that the Global
 * adopts when it mounts. Globals come first, as in the browser. `data-s` tells emotion's browser cache
 * they are in <head> already: without it, the cache moves each to the end of <head> as it starts,
 * and the browser parses them and works out the page's styles all over again.
 */
function styleTags(cache: EmotionCache): string {
  const globals: string[] = [];
  const regularIds: string[] = [];
  let regular = '';
  for (const [id, rules] of collectedRules(cache)) {
    if (cache.registered[`${cache.key}-${id}`] !== undefined) {
      regularIds.push(id);
      regular += rules;
    } else if (rules !== '') {
      // (A Global with nothing in it, as ChakraProvider's is here, needs no tag.)
      globals.push(`<style data-emotion="${cache.key}-global ${id}" data-s="">${rules}</style>`);
    }
  }
  return [...globals, `<style data-emotion="${cache.key} ${regularIds.join(' ')}" data-s="">${regular}</style>`].join(
    '',
  );
}

const titleTag = /^<title>([^<]*)<\/title>/;

/** Renders `url` (a path the router shows without a session or fetched data) as the browser would first render it. */
export async function renderPage(url: string): Promise<RenderedPage> {
  // The page's chunk is loaded first, so the page renders directly instead of through React.lazy,
  // as in the browser, where the chunk has run by the time the page hydrates (the pre-rendered
  // HTML loads it as a module script; first-page.ts hands it to the router).
  await preloadRoute(url);
  function FixedRouter({ children }: { children: ReactNode }) {
    return <StaticRouter location={url}>{children}</StaticRouter>;
  }
  return renderMarkup(url, <App router={FixedRouter} />);
}

/**
 * What index.html shows until the app has rendered a page the server did not pre-render (a
 * bride's survey, a dashboard): the app's own page loader, so a phone shows "Loading..." at once
 * rather than a blank screen while it fetches and starts the app. The app renders over it.
 */
export function renderShell(): Promise<RenderedPage> {
  return renderMarkup(
    'the shell',
    <ChakraProvider value={appSystem()}>
      <PageLoader />
    </ChakraProvider>,
  );
}

/**
 * A survey link's landing and first step for any boutique (its name a placeholder the API fills
 * in), which a bride on a slow phone uses before the app runs (@bridal/shared/web/survey-start).
 */
export function renderSurveyStart(): Promise<RenderedPage> {
  return renderMarkup(
    'the survey start',
    <ChakraProvider value={appSystem()}>
      <StaticRouter location="/survey">
        <SurveyStartMarkup />
      </StaticRouter>
    </ChakraProvider>,
  );
}

async function renderMarkup(what: string, element: ReactNode): Promise<RenderedPage> {
  // Chakra's global CSS is in index.html already (global-css.tsx), as it is when the browser renders.
  leaveGlobalCssToThePage();
  const cache = collectingCache();
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <StrictMode>{element}</StrictMode>
    </CacheProvider>,
    {
      // An error would leave a part for the browser to render: a page half pre-rendered fails the build.
      onError: (error) => void errors.push(error),
      // Every Suspense boundary inline, where it stands. By default React moves a large one to the
      // end of the document with an inline <script> to put it in place: our CSP blocks such
      // scripts, and without JavaScript the page would show its loader.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new AggregateError(errors, `Pre-rendering ${what} failed`);
  let html = await new Response(prelude).text();
  // A boundary still pending (<!--$?-->) or left to the browser (<!--$!-->), or any script, means
  // the HTML is not the page as the browser first renders it.
  const unfinished = /<!--\$[?!]-->|<script|<template/.exec(html);
  if (unfinished) throw new Error(`Pre-rendering ${what} left ${unfinished[0]} in the page`);
  // React writes the hoisted <title> ahead of the markup when it renders a part of a document.
  const title = titleTag.exec(html);
  if (title) html = html.slice(title[0].length);
  // Any other hoisted tag (<meta>, <link>) would need a place in <head> too.
  const hoisted = /^<(meta|link|style|base)\b/.exec(html);
  if (hoisted) throw new Error(`Pre-rendering ${what}: <${hoisted[1]}> ahead of the markup has no place in <head> yet`);
  return { html, styles: styleTags(cache), title: title?.[1] };
}
