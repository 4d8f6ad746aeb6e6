import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SessionAccount } from '@bridal/server/accounts/sessions';
import { dashboardEtag } from '@bridal/server/dashboard-version/dashboard-etag';
import type { ApiMetrics } from '@bridal/server/metrics/api-metrics';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { MiddlewareHandler } from 'hono';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { AppDeps, AppEnv } from '../../app-env';
import { ifNoneMatchHits } from '../../http/if-none-match';
import { logRequest, saneRequestId } from '../../middleware/request-logger';
import { sessionCacheKey, sessionCookieName } from '../../middleware/session';

/** The metrics' label of the dashboard route, as routeLabelOf names it on the full path. */
export const dashboardRouteLabel = apiPaths.dashboard;

/** How often the log sums up the polls answered from memory. */
export const pollSummaryEveryMs = 60_000;

/** What a poll brings that matters here, whichever server layer it is read from. */
interface PollRequest {
  method: string;
  path: string;
  ifNoneMatch: string | undefined;
  cookie: string | undefined;
  requestId: string | undefined;
  /** The origin the request came to, for a deployment without PUBLIC_URL. */
  origin: () => string;
}

interface PollAnswer {
  headers: Record<string, string>;
  account: SessionAccount;
  requestId: string;
  startedAt: number;
}

/**
 * The unchanged dashboard poll, answered from memory. Every open dashboard asks every 10 s and
 * nearly every answer is a 304, so that answer is made from the SessionCache (kept true by
 * PostgreSQL's notifications, so a revoked session ends at once), the DashboardVersionCache (kept
 * true by Redis' announcements) and the ETag as the dashboard handler makes it. Its headers are
 * those of the full stack's own 304, taken from the first one this process answered, so the two
 * cannot drift apart; it writes the request's log line and counts itself in the metrics as the
 * full stack would. Anything it does not know (a session or counter not in memory, another ETag,
 * the first 304 not yet seen) goes down the full stack, which answers as it always has.
 *
 * It answers at two layers: `answerFirst`, on the HTTP server ahead of the framework (production),
 * and `middleware`, ahead of every middleware of the app (which also learns the headers there).
 */
export class UnchangedPoll {
  readonly #deps: AppDeps;
  readonly #metrics: ApiMetrics | undefined;
  readonly #cookieName: string;
  #fullStackHeaders: Record<string, string> | undefined;
  /** Polls answered from memory since the last summary line. */
  #answered = 0;
  #summary: NodeJS.Timeout | undefined;

  readonly #summaryEveryMs: number;

  constructor(deps: AppDeps, metrics: ApiMetrics | undefined, options: { summaryEveryMs?: number } = {}) {
    this.#deps = deps;
    this.#metrics = metrics;
    this.#summaryEveryMs = options.summaryEveryMs ?? pollSummaryEveryMs;
    this.#cookieName = sessionCookieName(deps.env);
  }

  /** For node:http's request listener: true when it has answered the request. */
  answerFirst = (incoming: IncomingMessage, outgoing: ServerResponse): boolean => {
    const { headers } = incoming;
    const answer = this.#answer({
      method: incoming.method ?? '',
      path: incoming.url ?? '',
      ifNoneMatch: headers['if-none-match'],
      cookie: headers.cookie,
      requestId: typeof headers['x-request-id'] === 'string' ? headers['x-request-id'] : undefined,
      origin: () => `http://${headers.host ?? 'localhost'}`,
    });
    if (!answer) return false;
    outgoing.writeHead(304, answer.headers);
    outgoing.end();
    this.#record(answer);
    return true;
  };

  /** The same answer inside the app; the full stack's first 304 gives both their headers. */
  middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const ifNoneMatch = c.req.header('if-none-match');
      const answer = this.#answer({
        method: c.req.method,
        path: c.req.path,
        ifNoneMatch,
        cookie: c.req.header('cookie'),
        requestId: c.req.header('x-request-id'),
        origin: () => new URL(c.req.url).origin,
      });
      if (answer) {
        this.#record(answer);
        return new Response(null, { status: 304, headers: answer.headers });
      }
      await next();
      if (!this.#fullStackHeaders && ifNoneMatch && c.res.status === 304) {
        this.#fullStackHeaders = Object.fromEntries(
          [...c.res.headers].filter(([name]) => name !== 'etag' && name !== 'x-request-id' && name !== 'date'),
        );
      }
    };
  }

  #answer(request: PollRequest): PollAnswer | undefined {
    const template = this.#fullStackHeaders;
    if (!template || !request.ifNoneMatch || request.method !== 'GET' || request.path !== dashboardRouteLabel) {
      return undefined;
    }
    const startedAt = performance.now();
    const { sessionCache, dashboardVersions, env } = this.#deps;
    const token = request.cookie ? parseCookies(request.cookie, this.#cookieName)[this.#cookieName] : undefined;
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
      publicUrl: env.PUBLIC_URL || request.origin(),
      now: new Date(),
    });
    if (!ifNoneMatchHits(request.ifNoneMatch, etag)) return undefined;
    const requestId = saneRequestId(request.requestId);
    return { headers: { ...template, etag, 'x-request-id': requestId }, account, requestId, startedAt };
  }

  /**
   * Each poll is logged at debug, and the polls answered from memory are summed up at info once a
   * minute: at 50,000 open dashboards a line per poll would be 5,000 lines a second of nothing new,
   * and writing them cost more than answering. The metrics still count every one.
   */
  #record({ account, requestId, startedAt }: PollAnswer): void {
    logRequest(this.#deps.logger, {
      method: 'GET',
      path: dashboardRouteLabel,
      status: 304,
      startedAt,
      account,
      requestId,
      routine: true,
    });
    this.#answered += 1;
    this.#summary ??= setInterval(() => this.#summarize(), this.#summaryEveryMs).unref();
    this.#metrics?.requestDuration.observe(
      { method: 'GET', route: dashboardRouteLabel, status: '304' },
      (performance.now() - startedAt) / 1000,
    );
  }

  /** Stops the summaries, writing the last one. */
  stop(): void {
    clearInterval(this.#summary);
    this.#summary = undefined;
    this.#summarize();
  }

  #summarize(): void {
    if (this.#answered === 0) return;
    const answered = this.#answered;
    this.#answered = 0;
    this.#deps.logger.info(
      { path: dashboardRouteLabel, status: 304, answered, seconds: this.#summaryEveryMs / 1000 },
      'unchanged dashboard polls answered from memory',
    );
  }
}
