import type { ApiMetrics } from '@bridal/server/metrics/api-metrics';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../app-env';
import { clientClosedRequestStatus } from '../http/client-abort';

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The label for an unknown path, so a scan of random URLs adds no series. */
export const unmatchedRoute = 'unmatched';

/**
 * The route pattern of the request, never its path (`/api/recommendations/:brideId`). Middleware
 * (`app.use`) and catch-alls (`app.all`) register as ALL: the first matched route of a real method
 * without a wildcard is the endpoint, even when a middleware refused the request before it. Without
 * one, what answered names it (`/assets/*`, the web app's `/*`), unless it answered 404.
 */
export function routeLabelOf(c: Context): string {
  const routes = matchedRoutes(c);
  const endpoint = routes.find((route) => route.method !== 'ALL' && !route.path.endsWith('*'));
  if (endpoint) return endpoint.path;
  const answered = routes[c.req.routeIndex];
  return answered && c.res.status !== 404 ? answered.path : unmatchedRoute;
}

/** Survey refusals by the class an operator acts on: a bad form, a too-large upload, a limit. */
function surveyOutcomeOf(status: number): { outcome: string; reason: string } {
  if (status < 400) return { outcome: 'accepted', reason: 'none' };
  if (status === clientClosedRequestStatus) return { outcome: 'aborted', reason: 'client_closed' };
  if (status >= 500) return { outcome: 'failed', reason: 'server_error' };
  const reasons: Record<number, string> = {
    400: 'invalid',
    403: 'forbidden',
    408: 'too_slow',
    413: 'too_large',
    415: 'unsupported_media',
    429: 'rate_limited',
  };
  return { outcome: 'refused', reason: reasons[status] ?? 'other' };
}

/** Times every request into the latency histogram and counts survey submissions by how they ended. */
export function recordRequestMetrics(metrics: ApiMetrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('metrics', metrics);
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    const method = knownMethods.has(c.req.method) ? c.req.method : 'OTHER';
    const route = routeLabelOf(c);
    const status = c.res.status;
    metrics.requestDuration.observe({ method, route, status: String(status) }, seconds);
    if (method === 'POST' && route === '/api/surveys') metrics.surveySubmissions.inc(surveyOutcomeOf(status));
  };
}
