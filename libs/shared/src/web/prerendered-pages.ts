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

/**
 * The app's shell for the paths of one page pattern with a parameter (so not pre-rendered), with
 * the page's chunks preloaded in it: they download beside the entry chunk instead of after it.
 */
export interface PreloadingShellEntry {
  /** The page's pattern, its parameters one segment each ('/survey/:boutiqueName'). */
  pattern: string;
  /** Its HTML file, inside `prerenderedDir`. */
  file: string;
  /** Paths of the pattern that the router gives to another page ('/survey/demo'). */
  except: string[];
  /** The API call the page opens with, filled from the path's parameters, preloaded with the page. */
  fetch?: string;
  /**
   * The page's opening as HTML in a file inside `prerenderedDir`, for the API to fill with what the
   * path names and serve instead of the shell (the survey link's: ./survey-start.ts).
   */
  opening?: string;
}

export interface PrerenderedManifest {
  pages: PrerenderedPageEntry[];
  /** Absent in builds made before preloading shells existed. */
  shells?: PreloadingShellEntry[];
}
