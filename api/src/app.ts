import { shouldServeWeb } from '@bridal/server/config/server-env';
import { findSurveyBoutique } from '@bridal/server/survey/find-survey-boutique';
import type { ApiMetrics } from '@bridal/server/metrics/api-metrics';
import { workerMissingAfterMs } from '@bridal/server/runtime/worker-heartbeats';
import { apiPaths, apiPrefixes, apiRoot } from '@bridal/shared/api/api-paths';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppDeps, AppEnv } from './app-env';
import { bodyDeadline, defaultBodyDeadlinePolicy } from './http/body-deadline';
import { handleError } from './http/error-handler';
import { bodyOf, limitBodies } from './http/route-body';
import { authenticateApiKeys } from './middleware/api-key';
import { csrfGuard } from './middleware/csrf-guard';
import { refuseDemoWrites } from './middleware/demo-read-only';
import { loadDemoVisitor } from './middleware/demo-visitor';
import { requestLogger } from './middleware/request-logger';
import { securityHeaders } from './middleware/security-headers';
import { loadSession } from './middleware/session';
import { accountRoutes } from './routes/account/account.routes';
import { apiKeysRoutes } from './routes/api-keys/api-keys.routes';
import { appointmentsRoutes } from './routes/appointments/appointments.routes';
import { coachingAdviceRoutes, helpAdviceRoutes } from './routes/advice/advice.routes';
import { authRoutes } from './routes/auth/auth.routes';
import { bookingRoutes } from './routes/booking/booking.routes';
import { boutiqueSettingsRoutes } from './routes/boutique-settings/boutique-settings.routes';
import { setupRoutes } from './routes/setup/setup.routes';
import { bridesRoutes } from './routes/brides/brides.routes';
import { calendarFeedRoutes, calendarFeedsRoutes } from './routes/calendar-feeds/calendar-feeds.routes';
import { coachingDigestsRoutes } from './routes/coaching-digests/coaching-digests.routes';
import {
  acceptInvitationRoutes,
  consultantsRoutes,
  invitationRoutes,
  subscriptionRoutes,
} from './routes/consultants/consultants.routes';
import { dashboardRoutes } from './routes/dashboard/dashboard.routes';
import { UnchangedPoll } from './routes/dashboard/unchanged-poll';
import { demoFollowUpsRoutes } from './routes/demo/demo-follow-ups.routes';
import { demoReportsRoutes } from './routes/demo/demo-reports.routes';
import { followUpsRoutes } from './routes/follow-ups/follow-ups.routes';
import { goalsRoutes } from './routes/goals/goals.routes';
import { healthRoutes, readinessRoutes } from './routes/health/health.routes';
import { historyImportsRoutes } from './routes/history-imports/history-imports.routes';
import { inventoryRoutes } from './routes/inventory/inventory.routes';
import { consultantNotifyRoutes, notificationsRoutes } from './routes/notifications/notifications.routes';
import { openApiRoutes } from './routes/openapi/openapi.routes';
import { mountOpsRoutes, opsToolsOf } from './routes/ops/ops.routes';
import { bridePhotosRoutes, bridePlanRoutes } from './routes/recommendations/recommendations.routes';
import { appointmentPaymentsRoutes, paymentsRoutes } from './routes/payments/payments.routes';
import { reportsRoutes } from './routes/reports/reports.routes';
import { appointmentScoreCardRoutes, scoreCardsRoutes } from './routes/score-cards/score-cards.routes';
import { signupRoutes } from './routes/signup/signup.routes';
import { smsRoutes } from './routes/sms/sms.routes';
import { surveyBoutiquesRoutes, surveysRoutes } from './routes/surveys/surveys.routes';
import { trendingGownsRoutes } from './routes/trending-gowns/trending-gowns.routes';
import { trialSignupRoutes } from './routes/trial-signup/trial-signup.routes';
import { unsubscribeRoutes } from './routes/unsubscribe/unsubscribe.routes';
import { webhooksRoutes } from './routes/webhooks/webhooks.routes';
import { waitlistOfferRoutes, waitlistRoutes } from './routes/waitlist/waitlist.routes';
import { appointmentTypesRoutes } from './routes/appointment-types/appointment-types.routes';
import { serveWebApp } from './web/serve-web-app';

/** A poll every 10 s finds its session in memory five times out of six. */
export const sessionCacheOptions = { ttlMs: 60_000, maxEntries: 20_000 };

export function createApp(deps: AppDeps): Hono<AppEnv> {
  return createApi(deps).app;
}

/**
 * The app, the unchanged dashboard poll's answer for the HTTP server to give ahead of it, and the
 * metrics /metrics shows (when the operator tools are on), which the process counts in too.
 */
export function createApi(deps: AppDeps): {
  app: Hono<AppEnv>;
  unchangedPoll: UnchangedPoll;
  metrics: ApiMetrics | undefined;
} {
  const app = new Hono<AppEnv>();
  const opsTools = opsToolsOf(deps);
  const unchangedPoll = new UnchangedPoll(deps, opsTools?.metrics);

  // First of all: most requests are this one, and it needs none of what follows (see there).
  app.use(apiPaths.dashboard, unchangedPoll.middleware());
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
  // Before anything reads a body (the limits below, the operators' board); scaled to the route's body.
  app.use(
    '*',
    bodyDeadline({
      policy: deps.bodyDeadline ?? defaultBodyDeadlinePolicy,
      maxBodyBytesOf: (c) => bodyOf(c).maxBytes(deps.env),
      isUploadOf: (c) => bodyOf(c).upload === true,
    }),
  );
  mountOpsRoutes(app, deps, opsTools);

  const api = new Hono<AppEnv>();
  api.use('*', csrfGuard(deps.env.PUBLIC_URL));
  // Uploads declare room for their files (acceptsBody); everything else is a small JSON form.
  api.use('*', limitBodies(deps.env));
  // Before the session: a request with a key and a session cookie is refused, never read as either.
  api.use('*', authenticateApiKeys());
  api.use('*', loadSession());
  api.use('*', loadDemoVisitor());
  api.use('*', refuseDemoWrites());
  // The API's paths, one router per prefix (libs/shared/src/api/api-paths.ts).
  api.route(apiPrefixes.health, healthRoutes);
  api.route(
    apiPrefixes.ready,
    readinessRoutes({ workerGraceUntil: deps.workerGraceUntil ?? Date.now() + workerMissingAfterMs }),
  );
  api.route(apiPrefixes.signup, signupRoutes);
  api.route(apiPrefixes.trialSignup, trialSignupRoutes);
  api.route(apiPrefixes.auth, authRoutes);
  api.route(apiPrefixes.surveyBoutiques, surveyBoutiquesRoutes);
  api.route(apiPrefixes.surveys, surveysRoutes);
  api.route(apiPrefixes.recommendations, bridePlanRoutes);
  api.route(apiPrefixes.brides, bridePhotosRoutes);
  api.route(apiPrefixes.brides, bridesRoutes);
  api.route(apiPrefixes.inventory, inventoryRoutes);
  api.route(apiPrefixes.historyImports, historyImportsRoutes);
  api.route(apiPrefixes.help, helpAdviceRoutes);
  api.route(apiPrefixes.coachingAdvice, coachingAdviceRoutes);
  api.route(apiPrefixes.dashboard, dashboardRoutes);
  api.route(apiPrefixes.notifications, notificationsRoutes);
  api.route(apiPrefixes.consultant, consultantNotifyRoutes);
  api.route(apiPrefixes.trendingGowns, trendingGownsRoutes);
  api.route(apiPrefixes.consultants, consultantsRoutes);
  api.route(apiPrefixes.subscriptionDetails, subscriptionRoutes);
  api.route(apiPrefixes.consultantInvite, invitationRoutes);
  api.route(apiPrefixes.consultantAcceptInvite, acceptInvitationRoutes);
  api.route(apiPrefixes.account, accountRoutes);
  api.route(apiPrefixes.appointments, appointmentsRoutes);
  api.route(apiPrefixes.booking, bookingRoutes);
  api.route(apiPrefixes.boutiqueSettings, boutiqueSettingsRoutes);
  api.route(apiPrefixes.setup, setupRoutes);
  api.route(apiPrefixes.reports, reportsRoutes);
  api.route(apiPrefixes.reports, demoReportsRoutes);
  // Before the boutique's follow-up routes: '/demo/...' must never be read as an id.
  api.route(apiPrefixes.followUps, demoFollowUpsRoutes);
  api.route(apiPrefixes.followUps, followUpsRoutes);
  api.route(apiPrefixes.unsubscribe, unsubscribeRoutes);
  api.route(apiPrefixes.goals, goalsRoutes);
  // The coaching loop's score cards: an appointment's card, and the boutique's behaviours and figures.
  api.route(apiPrefixes.appointments, appointmentScoreCardRoutes);
  api.route(apiPrefixes.scoreCards, scoreCardsRoutes);
  api.route(apiPrefixes.coachingDigests, coachingDigestsRoutes);
  api.route(apiPrefixes.calendarFeeds, calendarFeedsRoutes);
  api.route(apiPrefixes.calendar, calendarFeedRoutes);
  api.route(apiPrefixes.apiKeys, apiKeysRoutes);
  api.route(
    apiPrefixes.openApi,
    openApiRoutes(() => app),
  );
  api.route(apiPrefixes.webhooks, webhooksRoutes);
  api.route(apiPrefixes.waitlist, waitlistRoutes);
  api.route(apiPrefixes.waitlistOffers, waitlistOfferRoutes);
  api.route(apiPrefixes.sms, smsRoutes);
  api.route(apiPrefixes.payments, paymentsRoutes);
  api.route(apiPrefixes.appointments, appointmentPaymentsRoutes);
  api.route(apiPrefixes.appointmentTypes, appointmentTypesRoutes);
  api.all('*', (c) => c.json({ error: `No such API endpoint: ${c.req.method} ${c.req.path}` }, 404));
  app.route(apiRoot, api);

  if (shouldServeWeb(deps.env)) {
    serveWebApp(app, deps.env.WEB_DIST, {
      // A survey link's opening greets the bride with her boutique's name; an unknown link gets the
      // app, which says the boutique was not found.
      nameForOpening: async (c, { boutiqueName }) =>
        (await findSurveyBoutique(c.var.deps.sql, boutiqueName ?? ''))?.name,
    });
  }
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.onError(handleError);
  return { app, unchangedPoll, metrics: opsTools?.metrics };
}
