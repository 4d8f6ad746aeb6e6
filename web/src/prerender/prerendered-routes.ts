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
  '/developers/api': "it reads the API's own description (/api/openapi.json) before it shows the reference",
  '*': 'unknown paths: the app shell, whose router shows the 404 page',
};

/** A page pattern whose paths get the app's shell with the page's own chunks preloaded. */
export interface PreloadingShell {
  pattern: string;
  file: string;
  /** The page's module (from the web app's root): its chunk, and what it imports, preloaded. */
  page: string;
  except: string[];
  fetch?: string;
  /**
   * The page's opening as HTML, which the API fills with what the path names (a survey link's
   * landing and first step, @bridal/shared/web/survey-start), served instead of the shell.
   */
  opening?: { file: string; render: 'renderSurveyStart' };
}

/**
 * A bride opens her boutique's survey link on whatever phone she has: the survey page's chunks
 * come down with the entry chunk, and the boutique's name at the same time. The wizard is not
 * preloaded here: on a slow line it would share the line with the entry chunk and put the landing
 * off; the page asks for it as the entry chunk runs (routes/pages.ts), while the landing renders.
 * (Written out, not taken from @bridal/shared: the build's plugin loads this file by path.)
 */
export const preloadingShells: readonly PreloadingShell[] = [
  {
    pattern: '/survey/:boutiqueName',
    file: 'survey-shell.html',
    page: 'src/app/routes/survey/survey-page.tsx',
    except: ['/survey/demo'],
    fetch: '/api/survey-boutiques/:boutiqueName',
    opening: { file: 'survey-start.html', render: 'renderSurveyStart' },
  },
];

/** The file under dist/prerendered that holds the page of `path` ('/' -> home.html, '/pricing' -> pricing.html). */
export function prerenderedFileName(path: string): string {
  return path === '/' ? 'home.html' : `${path.slice(1)}.html`;
}
