import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * The static server for `root`, with Cache-Control on every file it finds (its own onFound hook
 * runs after the answer is built, too late for a header).
 */
function serveFiles(root: string, cacheControl: string): MiddlewareHandler<AppEnv> {
  const serve = serveStatic({ root });
  return async (c, next) => {
    const found = await serve(c, next);
    if (found instanceof Response) found.headers.set('Cache-Control', cacheControl);
    return found;
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, every other path answered with
 * index.html so the browser's router can take it (its 404 page included).
 */
export function serveWebApp(app: Hono<AppEnv>, distDir: string): void {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built: ${indexFile} is missing. Run "npm run build" first, or set WEB_DIST.`);
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const relativeRoot = path.relative(process.cwd(), root) || '.';

  app.use('/assets/*', serveFiles(relativeRoot, 'public, max-age=31536000, immutable'));
  const serveOtherFiles = serveFiles(relativeRoot, 'no-cache');
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    return serveOtherFiles(c, next);
  });
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
