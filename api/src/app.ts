import { type ServerEnv, shouldServeWeb } from '@bridal/server/config/server-env';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { AppDeps, AppEnv } from './app-env';
import { bodyDeadline, defaultBodyDeadlinePolicy } from './http/body-deadline';
import { handleError } from './http/error-handler';
import { csrfGuard } from './middleware/csrf-guard';
import { refuseDemoWrites } from './middleware/demo-read-only';
import { loadDemoVisitor } from './middleware/demo-visitor';
import { requestLogger } from './middleware/request-logger';
import { securityHeaders } from './middleware/security-headers';
import { loadSession } from './middleware/session';
import { adviceRoutes } from './routes/advice/advice.routes';
import { authRoutes } from './routes/auth/auth.routes';
import { consultantsRoutes } from './routes/consultants/consultants.routes';
import { dashboardRoutes } from './routes/dashboard/dashboard.routes';
import { healthRoutes } from './routes/health/health.routes';
import { inventoryMaxBytes, inventoryRoutes } from './routes/inventory/inventory.routes';
import { notificationsRoutes } from './routes/notifications/notifications.routes';
import { mountOpsRoutes } from './routes/ops/ops.routes';
import { recommendationsRoutes } from './routes/recommendations/recommendations.routes';
import { signupRoutes } from './routes/signup/signup.routes';
import { surveysRoutes } from './routes/surveys/surveys.routes';
import {
  trendingGownsRoutes,
  trendingUploadLimit,
  trendingUploadMaxBytes,
} from './routes/trending-gowns/trending-gowns.routes';
import { trialSignupRoutes } from './routes/trial-signup/trial-signup.routes';
import { serveWebApp } from './web/serve-web-app';

/** JSON bodies are small forms; uploads (later) set their own, larger limits. */
export const jsonBodyLimitBytes = 64 * 1024;
export const bodyTooLargeMessage = 'The request body is too large.';

const surveyPath = '/api/surveys';
const inventoryUploadPath = '/api/inventory/upload';
const trendingUploadPath = '/api/trending-gowns/upload';

/** The most a request to `path` may send: uploads get room for their files, everything else is a small JSON form. */
export function maxBodyBytesOf(env: ServerEnv, path: string): number {
  if (path === surveyPath) return env.PHOTO_MAX_BYTES * 6 + 2 * 1024 * 1024;
  if (path === inventoryUploadPath) return inventoryMaxBytes + 64 * 1024;
  if (path === trendingUploadPath) return trendingUploadMaxBytes(env);
  return jsonBodyLimitBytes;
}

/** The largest body any route takes, which bounds how long the server lets a whole request take. */
export function largestMaxBodyBytes(env: ServerEnv): number {
  return Math.max(
    ...[surveyPath, inventoryUploadPath, trendingUploadPath, ''].map((path) => maxBodyBytesOf(env, path)),
  );
}

/** A poll every 10 s finds its session in memory five times out of six. */
export const sessionCacheOptions = { ttlMs: 60_000, maxEntries: 20_000 };

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // No answer is kept by a browser or a proxy unless it says otherwise (static files, the
  // dashboards' revalidated polls): set last, so it holds for refusals made before any route
  // (the CSRF guard's 403 and 415, 413, 404, 429, the operators' 401) and for errors.
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use('*', requestLogger());
  app.use('*', securityHeaders({ https: deps.env.PUBLIC_URL.startsWith('https:') }));
  app.use('*', compress());
  // Before anything reads a body (the limits below, the operators' board).
  app.use(
    '*',
    bodyDeadline({
      policy: deps.bodyDeadline ?? defaultBodyDeadlinePolicy,
      maxBodyBytesOf: (path) => maxBodyBytesOf(deps.env, path),
    }),
  );
  mountOpsRoutes(app, deps);

  const api = new Hono<AppEnv>();
  api.use('*', csrfGuard(deps.env.PUBLIC_URL));
  // Uploads get room for their files; everything else is a small JSON form.
  const limitFor = (maxSize: number) =>
    bodyLimit({ maxSize, onError: (c) => c.json({ error: bodyTooLargeMessage }, 413) });
  const surveyLimit = limitFor(maxBodyBytesOf(deps.env, surveyPath));
  const inventoryLimit = limitFor(maxBodyBytesOf(deps.env, inventoryUploadPath));
  const trendingLimit = trendingUploadLimit(maxBodyBytesOf(deps.env, trendingUploadPath));
  const jsonLimit = limitFor(jsonBodyLimitBytes);
  api.use('*', (c, next) => {
    // GET and HEAD have no body; asking for one would build a whole Request object per poll.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (c.req.path === surveyPath) return surveyLimit(c, next);
    if (c.req.path === inventoryUploadPath) return inventoryLimit(c, next);
    if (c.req.path === trendingUploadPath) return trendingLimit(c, next);
    return jsonLimit(c, next);
  });
  api.use('*', loadSession());
  api.use('*', loadDemoVisitor());
  api.use('*', refuseDemoWrites());
  api.route('/', healthRoutes);
  api.route('/', signupRoutes);
  api.route('/', trialSignupRoutes);
  api.route('/', authRoutes);
  api.route('/', surveysRoutes);
  api.route('/', recommendationsRoutes);
  api.route('/', inventoryRoutes);
  api.route('/', adviceRoutes);
  api.route('/', dashboardRoutes);
  api.route('/', notificationsRoutes);
  api.route('/', trendingGownsRoutes);
  api.route('/', consultantsRoutes);
  api.all('*', (c) => c.json({ error: `No such API endpoint: ${c.req.method} ${c.req.path}` }, 404));
  app.route('/api', api);

  if (shouldServeWeb(deps.env)) serveWebApp(app, deps.env.WEB_DIST);
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.onError(handleError);
  return app;
}
