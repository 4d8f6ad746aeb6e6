import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import {
  type PrerenderedManifest,
  prerenderedDir,
  prerenderedManifestFile,
} from '@bridal/shared/web/prerendered-pages';

/** The encodings a page is kept in, the browser's choice first. */
export const pageEncodings = ['br', 'gzip', 'identity'] as const;
export type PageEncoding = (typeof pageEncodings)[number];

export interface PrerenderedPage {
  /** The path it answers, as the manifest names it. */
  path: string;
  /** The page's HTML in each encoding, ready to go out in one write. */
  bodies: Record<PageEncoding, Uint8Array<ArrayBuffer>>;
  /** Its first render reads the query string: a request with one gets the app's shell instead. */
  readsQuery: boolean;
}

/** The shell the build made for a page pattern, and the API call to preload with it. */
export interface PreloadingShell {
  page: PrerenderedPage;
  /** The path of the page's opening API call, its parameters filled from the request's path. */
  fetch?: string;
  /** The request path's parameters ('/survey/:boutiqueName' -> { boutiqueName }). */
  params: Record<string, string>;
  /**
   * The page's opening, to fill with what the path names and serve instead of the shell
   * (@bridal/shared/web/survey-start).
   */
  opening?: string;
}

export interface PrerenderedPages {
  /**
   * The page the build pre-rendered for `requestPath` (Hono's decoded path), if any: '/pricing'
   * and '/pricing/' alike, as the browser's router takes both.
   */
  find(requestPath: string): PrerenderedPage | undefined;
  /** The preloading shell for `requestPath`, when a page pattern of the build's takes it. */
  findShell(requestPath: string): PreloadingShell | undefined;
}

/** The folder's own path, and any path inside it: its files are served by page path only. */
export function isInPrerenderedDir(requestPath: string): boolean {
  const lower = requestPath.toLowerCase();
  return lower === `/${prerenderedDir}` || lower.startsWith(`/${prerenderedDir}/`);
}

/**
 * A page compressed once, at start-up, rather than by the compress middleware on every request
 * (some 1.5 ms of CPU for a 75 KB page), and sent with its length in one write. Brotli, which
 * browsers ask for over HTTPS, at quality 5 (a few ms a page) is within 10 % of its best size.
 */
function encodeOnce(html: Buffer): Record<PageEncoding, Uint8Array<ArrayBuffer>> {
  const bytes = (buffer: Buffer) => new Uint8Array(buffer);
  return {
    br: bytes(
      brotliCompressSync(html, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length },
      }),
    ),
    gzip: bytes(gzipSync(html, { level: 9 })),
    identity: bytes(html),
  };
}

/**
 * The parameters of `pattern` ('/survey/:boutiqueName') in a path, or null when it is not one of
 * its paths. A parameter takes plain slug characters only: a path with anything else gets the
 * app's usual shell, and nothing of it reaches a header.
 */
function patternMatcher(pattern: string): (requestPath: string) => Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([A-Za-z0-9_-]+)';
    })
    .join('/');
  const regex = new RegExp(`^${source}$`);
  return (requestPath) => {
    const found = regex.exec(requestPath);
    return found ? Object.fromEntries(names.map((name, index) => [name, found[index + 1]!])) : null;
  };
}

const fillParams = (pattern: string, params: Record<string, string>) =>
  pattern.replace(/:([A-Za-z]+)/g, (whole, name: string) => params[name] ?? whole);

/**
 * The web build's pre-rendered pages (web/src/prerender), read once at start-up like index.html.
 * A build without them (made before they existed) serves the app shell for every path, as before.
 */
export function loadPrerenderedPages(distRoot: string): PrerenderedPages {
  const manifestFile = path.join(distRoot, prerenderedManifestFile);
  if (!existsSync(manifestFile)) return { find: () => undefined, findShell: () => undefined };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderedManifest;
  const pages = new Map<string, PrerenderedPage>();
  for (const page of manifest.pages) {
    if (!/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/.test(page.path) || !/^[a-z0-9-]+\.html$/.test(page.file)) {
      throw new Error(`${manifestFile} lists a page it should not: ${JSON.stringify(page)}`);
    }
    const html = readFileSync(path.join(distRoot, prerenderedDir, page.file));
    pages.set(page.path, { path: page.path, bodies: encodeOnce(html), readsQuery: page.readsQuery });
  }
  const shells = (manifest.shells ?? []).map((shell) => {
    const htmlFile = (file: string) => {
      if (!/^[a-z0-9-]+\.html$/.test(file)) {
        throw new Error(`${manifestFile} lists a shell it should not: ${JSON.stringify(shell)}`);
      }
      return readFileSync(path.join(distRoot, prerenderedDir, file));
    };
    return {
      ...shell,
      matches: patternMatcher(shell.pattern),
      page: { path: shell.pattern, bodies: encodeOnce(htmlFile(shell.file)), readsQuery: false },
      opening: shell.opening === undefined ? undefined : htmlFile(shell.opening).toString('utf8'),
    };
  });
  const withoutSlash = (requestPath: string) => (requestPath.length > 1 ? requestPath.replace(/\/$/, '') : requestPath);
  return {
    find: (requestPath) => pages.get(withoutSlash(requestPath)),
    findShell: (requestPath) => {
      const wanted = withoutSlash(requestPath);
      for (const shell of shells) {
        const params = shell.matches(wanted);
        if (!params || shell.except.includes(wanted)) continue;
        return {
          page: shell.page,
          fetch: shell.fetch && fillParams(shell.fetch, params),
          params,
          opening: shell.opening,
        };
      }
      return undefined;
    },
  };
}
