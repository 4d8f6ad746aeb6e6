/**
 * The public pages the build writes to HTML (src/prerender/prerender-plugin.ts), so a visit paints
 * them before any JavaScript runs and the app then hydrates them. A page belongs here when its
 * first render depends on its path alone: no URL parameter, no session, no fetched data, nothing
 * read from the browser (storage, screen size, the clock).
 */
export interface PrerenderedRoute {
  path: string;
  /**
   * The page's first render reads the query string: a request with one gets the app's shell
   * instead, which renders the page in the browser (the login page shows a notice for
   * ?message=account-created).
   */
  readsQuery?: true;
}

export const prerenderedRoutes: readonly PrerenderedRoute[] = [
  { path: '/' },
  { path: '/pricing' },
  { path: '/about' },
  { path: '/terms-of-service' },
  { path: '/privacy-policy' },
  { path: '/login', readsQuery: true },
  { path: '/signup' },
  { path: '/trial-signup' },
  { path: '/forgot-password' },
];

/**
 * The public layout's other pages, and why they are left to the browser. A page added to the
 * router's public layout must be listed in one of the two (prerendered-routes.test.ts).
 */
export const notPrerendered: Readonly<Record<string, string>> = {
  '/reset-password': 'its first render is the form or an "invalid link" notice, by the ?token= it is opened with',
  '/consultant-signup': 'it loads the invitation its ?token= names before it shows anything',
  '/confirm-email': 'it sends the ?token= it is opened with, and shows how that went',
  '*': 'unknown paths: the app shell, whose router shows the 404 page',
};

/** The file under dist/prerendered that holds the page of `path` ('/' -> home.html, '/pricing' -> pricing.html). */
export function prerenderedFileName(path: string): string {
  return path === '/' ? 'home.html' : `${path.slice(1)}.html`;
}
