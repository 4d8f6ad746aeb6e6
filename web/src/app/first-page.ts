import { preloadRoute } from './router';

/**
 * The first page's chunk, asked for as soon as the entry chunk runs: main.tsx imports this
 * module first, so the request goes out before the rest of the app (Chakra's theme, React's
 * root) is evaluated, and main.tsx renders once it is in. Settles (never rejects) when the page
 * is loaded, has failed to load (the router then retries), or is not a page of its own.
 */
export const firstPageLoaded: Promise<void> = preloadRoute(window.location.pathname).then(
  () => undefined,
  () => undefined,
);
