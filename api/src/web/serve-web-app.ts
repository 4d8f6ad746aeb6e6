import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { escapeHtml } from '@bridal/shared/web/escape-html';
import { boutiqueNamePlaceholder } from '@bridal/shared/web/survey-start';
import type { AppEnv } from '../app-env';
import {
  isInPrerenderedDir,
  loadPrerenderedPages,
  type PageEncoding,
  type PrerenderedPage,
  pageEncodings,
} from './prerendered-pages';

/**
 * The static server for `root`, with Cache-Control on every file it finds (its own onFound hook
 * runs after the answer is built, too late for a header).
 */
function serveFiles(root: string, cacheControl: string): MiddlewareHandler<AppEnv> {
  // The build's .br and .gz beside each asset (web/src/vite-plugins/precompress-assets.ts), smaller than
  // what the compress middleware makes on the fly; a file without them is compressed as before.
  const serve = serveStatic({ root, precompressed: true });
  return async (c, next) => {
    const found = await serve(c, next);
    if (found instanceof Response) found.headers.set('Cache-Control', cacheControl);
    return found;
  };
}

/**
 * The encoding to send: the one the browser rates highest, ours (smallest first) among equals,
 * since browsers list theirs in no order of preference. Plain when it accepts neither.
 */
function pickEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = parseAccept(acceptEncoding ?? '');
  const wildcard = accepted.find((entry) => entry.type === '*')?.q ?? 0;
  let best: { encoding: PageEncoding; q: number } = { encoding: 'identity', q: 0 };
  for (const encoding of pageEncodings) {
    if (encoding === 'identity') continue;
    const q = accepted.find((entry) => entry.type.toLowerCase() === encoding)?.q ?? wildcard;
    if (q > best.q) best = { encoding, q };
  }
  return best.encoding;
}

/** A pre-rendered page in the encoding the browser prefers, whole, with its length. */
function sendPage(c: Context<AppEnv>, page: PrerenderedPage): Response {
  const encoding = pickEncoding(c.req.header('Accept-Encoding'));
  const body = page.bodies[encoding];
  c.header('Content-Type', 'text/html; charset=UTF-8');
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') c.header('Content-Encoding', encoding);
  c.header('Content-Length', String(body.length));
  // Hono answers HEAD from this GET answer, without its body.
  return c.body(body);
}

export interface ServeWebAppOptions {
  /**
   * The name of what a page's path names (a survey link's boutique), for the page's opening; none
   * for a path that names nothing, which gets the plain shell.
   */
  nameForOpening?: (c: Context<AppEnv>, params: Record<string, string>) => Promise<string | undefined>;
}

const isApiPath = (requestPath: string) => requestPath.startsWith('/api/') || requestPath === '/api';

/**
 * Serves the built web app: hashed assets cached for a year; the public pages the build
 * pre-rendered (its prerendered/ folder) at their own paths, which the app then hydrates; every
 * other path answered with index.html so the browser's router can take it (its 404 page included).
 */
export function serveWebApp(app: Hono<AppEnv>, distDir: string, options: ServeWebAppOptions = {}): void {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built: ${indexFile} is missing. Run "npm run build" first, or set WEB_DIST.`);
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const prerendered = loadPrerenderedPages(root);
  const relativeRoot = path.relative(process.cwd(), root) || '.';

  app.use('/assets/*', serveFiles(relativeRoot, 'public, max-age=31536000, immutable'));
  const serveOtherFiles = serveFiles(relativeRoot, 'no-cache');
  app.use('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    // Before the files: '/' would otherwise be the folder's index.html, the empty shell.
    const page = prerendered.find(c.req.path);
    if (page && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      if (!page.readsQuery || new URL(c.req.url).search === '') return sendPage(c, page);
    } else if (page && c.req.method === 'POST') {
      // A form of the page sent before the app hydrated it (the forms post, so their fields never
      // reach a URL): back to the page, where the app now takes the form.
      return c.redirect(page.path, 303);
    }
    // Each pre-rendered page has one address, its own path: not a second one as a file.
    if (isInPrerenderedDir(c.req.path)) return next();
    return serveOtherFiles(c, next);
  });
  app.get('*', async (c) => {
    if (isApiPath(c.req.path)) return c.notFound();
    const shell = prerendered.findShell(c.req.path);
    if (shell) {
      // Asked for with the page, as the app asks for it (with cookies), so the app's own call
      // finds the answer on its way.
      if (shell.fetch) c.header('Link', `<${shell.fetch}>; rel=preload; as=fetch; crossorigin=use-credentials`);
      // A lookup that fails leaves the page to the app, whose own lookup says what went wrong.
      const name = shell.opening && (await options.nameForOpening?.(c, shell.params).catch(() => undefined));
      if (!shell.opening || !name) return sendPage(c, shell.page);
      // Filled per request, so compressed by the compress middleware like any page made here.
      c.header('Cache-Control', 'no-cache');
      return c.html(shell.opening.replaceAll(boutiqueNamePlaceholder, escapeHtml(name)));
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
