// First: starts loading the first page's chunk before the rest of the app evaluates.
import { firstPageLoaded } from './app/first-page';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { pageCarriesGlobalCss } from './app/built-global-css';
import { leaveGlobalCssToThePage } from './app/theme';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

if (pageCarriesGlobalCss()) leaveGlobalCssToThePage();

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * The server answered with this page pre-rendered (src/prerender): #root holds its markup and
 * names the path it was rendered for. Any other path (a proxy answering one page for another)
 * gets a fresh render instead of a hydration that could not match.
 */
const prerendered =
  root.hasChildNodes() && root.dataset.prerendered === window.location.pathname.replace(/(.)\/$/, '$1');

// A transition lets React render (or hydrate) the first page in slices, yielding between them,
// instead of one long task that keeps the page from answering input.
if (prerendered) {
  // At once: the page is on screen already, and React listens for input from now on (a click on
  // a part not yet hydrated hydrates it first). The page's chunk may still be loading: its
  // Suspense boundary keeps the server's markup until it is in, then hydrates.
  startTransition(() => void hydrateRoot(root, app));
} else {
  // The first render waits for the first page's chunk, so the page paints in one go instead of a
  // loader the page then pushes aside; should the chunk be slow, the app renders its loader.
  const firstPageWaitMs = 3_000;
  void Promise.race([firstPageLoaded, new Promise((resolve) => setTimeout(resolve, firstPageWaitMs))]).then(() =>
    startTransition(() => createRoot(root).render(app)),
  );
}
