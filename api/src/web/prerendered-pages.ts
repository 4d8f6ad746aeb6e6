import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type PrerenderedManifest,
  prerenderedDir,
  prerenderedManifestFile,
} from '@bridal/shared/web/prerendered-pages';

export interface PrerenderedPage {
  /** The path it answers, as the manifest names it. */
  path: string;
  html: string;
  /** Its first render reads the query string: a request with one gets the app's shell instead. */
  readsQuery: boolean;
}

export interface PrerenderedPages {
  /**
   * The page the build pre-rendered for `requestPath` (Hono's decoded path), if any: '/pricing'
   * and '/pricing/' alike, as the browser's router takes both.
   */
  find(requestPath: string): PrerenderedPage | undefined;
}

/** The folder's own path, and any path inside it: its files are served by page path only. */
export function isInPrerenderedDir(requestPath: string): boolean {
  const lower = requestPath.toLowerCase();
  return lower === `/${prerenderedDir}` || lower.startsWith(`/${prerenderedDir}/`);
}

/**
 * The web build's pre-rendered pages (web/src/prerender), read once at start-up like index.html.
 * A build without them (made before they existed) serves the app shell for every path, as before.
 */
export function loadPrerenderedPages(distRoot: string): PrerenderedPages {
  const manifestFile = path.join(distRoot, prerenderedManifestFile);
  if (!existsSync(manifestFile)) return { find: () => undefined };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderedManifest;
  const pages = new Map<string, PrerenderedPage>();
  for (const page of manifest.pages) {
    if (!/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/.test(page.path) || !/^[a-z0-9-]+\.html$/.test(page.file)) {
      throw new Error(`${manifestFile} lists a page it should not: ${JSON.stringify(page)}`);
    }
    const html = readFileSync(path.join(distRoot, prerenderedDir, page.file), 'utf8');
    pages.set(page.path, { path: page.path, html, readsQuery: page.readsQuery });
  }
  return {
    find: (requestPath) => pages.get(requestPath.length > 1 ? requestPath.replace(/\/$/, '') : requestPath),
  };
}
