/**
 * What the web build hands the API about its pre-rendered pages: the build writes each page's HTML
 * into `prerenderedDir` of the web app's dist folder, with a manifest of them beside it; the API
 * serves each page for its path (api/src/web/serve-web-app.ts) and never the folder as files.
 */
export const prerenderedDir = 'prerendered';
export const prerenderedManifestFile = `${prerenderedDir}/pages.json`;

export interface PrerenderedPageEntry {
  /** The path the page answers, without a trailing slash ('/', '/pricing'). */
  path: string;
  /** Its HTML file, inside `prerenderedDir`. */
  file: string;
  /** Its first render reads the query string: a request with one gets the app's shell instead. */
  readsQuery: boolean;
}

export interface PrerenderedManifest {
  pages: PrerenderedPageEntry[];
}
