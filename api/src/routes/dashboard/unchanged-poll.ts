import { dashboardEtag } from '@bridal/server/dashboard/dashboard-etag';
import type { ApiMetrics } from '@bridal/server/metrics/api-metrics';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../../app-env';
import { ifNoneMatchHits } from '../../http/if-none-match';
import { logRequest, requestIdOf } from '../../middleware/request-logger';
import { sessionCacheKey, sessionCookieName } from '../../middleware/session';

/** The metrics' label of the dashboard route, as routeLabelOf names it on the full path. */
export const dashboardRouteLabel = apiPaths.dashboard;

/**
 * The unchanged dashboard poll, answered ahead of every middleware. Every open dashboard asks
 * every 10 s and nearly every answer is a 304, so that answer is made here from memory alone:
 * the session from the SessionCache (kept true by PostgreSQL's notifications, so a revoked session
 * ends at once), the boutique's counter from the DashboardVersionCache (kept true by Redis'
 * announcements) and the ETag as the dashboard handler makes it. Its headers are those of the
 * full stack's own 304, taken from the first one this process answered, so the two cannot drift
 * apart; it writes the request's log line and counts itself in the metrics as the full stack
 * would. Anything it does not know (a session or counter not in memory, another ETag, the first
 * 304 not yet seen) goes down the full stack, which answers as it always has.
 */
export function answerUnchangedPoll(deps: AppDeps, metrics: ApiMetrics | undefined): MiddlewareHandler<AppEnv> {
  const cookieName = sessionCookieName(deps.env);
  let fullStackHeaders: Record<string, string> | undefined;

  const answer = (c: Context<AppEnv>, ifNoneMatch: string, headers: Record<string, string>) => {
    const startedAt = performance.now();
    const { sessionCache, dashboardVersions, env, logger } = deps;
    const token = getCookie(c, cookieName);
    if (!token || token.length > 100) return undefined;
    const account = sessionCache?.get(sessionCacheKey(token));
    if (!account) return undefined;
    const version = dashboardVersions?.peek(account.boutiqueId);
    if (version === undefined) return undefined;
    const etag = dashboardEtag({
      boutiqueId: account.boutiqueId,
      userId: account.userId,
      role: account.role,
      version,
      publicUrl: env.PUBLIC_URL || new URL(c.req.url).origin,
      now: new Date(),
    });
    if (!ifNoneMatchHits(ifNoneMatch, etag)) return undefined;
    const requestId = requestIdOf(c);
    const response = new Response(null, { status: 304, headers: { ...headers, etag, 'x-request-id': requestId } });
    logRequest(logger, { method: 'GET', path: c.req.path, status: 304, startedAt, account, requestId });
    metrics?.requestDuration.observe(
      { method: 'GET', route: dashboardRouteLabel, status: '304' },
      (performance.now() - startedAt) / 1000,
    );
    return response;
  };

  return async (c, next) => {
    const ifNoneMatch = c.req.method === 'GET' ? c.req.header('if-none-match') : undefined;
    const answered = ifNoneMatch && fullStackHeaders ? answer(c, ifNoneMatch, fullStackHeaders) : undefined;
    if (answered) return answered;
    await next();
    if (!fullStackHeaders && ifNoneMatch && c.res.status === 304) {
      fullStackHeaders = Object.fromEntries(
        [...c.res.headers].filter(([name]) => name !== 'etag' && name !== 'x-request-id' && name !== 'date'),
      );
    }
  };
}
