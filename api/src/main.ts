import { SessionCache } from '@bridal/server/accounts/session-cache';
import { watchSessionChanges } from '@bridal/server/accounts/watch-session-changes';
import { photoLimitsOf } from '@bridal/server/config/server-env';
import { DashboardVersionCache } from '@bridal/server/dashboard-version/dashboard-version-cache';
import { seedDemoShowcase } from '@bridal/server/demo/seed-demo-showcase';
import { createLogger } from '@bridal/server/logging/create-logger';
import { openPlatformQueues } from '@bridal/server/metrics/open-platform-queues';
import { createMailQueue } from '@bridal/server/queue/mail-queue';
import { createRedis } from '@bridal/server/queue/redis-connection';
import { guardProcess } from '@bridal/server/runtime/guard-process';
import { openStores } from '@bridal/server/runtime/open-stores';
import { runProcess } from '@bridal/server/runtime/run-process';
import { createRateLimiter } from '@bridal/server/security/rate-limits';
import { FlowProducer } from 'bullmq';
import { createApi, sessionCacheOptions } from './app';
import { defaultBodyDeadlinePolicy, longestBodyDeadlineMs } from './http/body-deadline';
import { isClientStreamError } from './http/client-abort';
import { declaredBodies } from './http/route-body';
import { serveApp, serverTimeoutsFor } from './http/serve-app';
import { loadEnv } from './env';

runProcess('api', async ({ fail }) => {
  const env = loadEnv();
  const logger = createLogger({ level: env.LOG_LEVEL, name: 'api' });
  const { sql, storage } = await openStores(env, { logger, applicationName: 'bridal-api' });
  const redis = createRedis(env.REDIS_URL, 'producer');
  redis.on('error', (error) => logger.warn({ err: error }, 'redis connection error'));
  const mailQueue = createMailQueue(redis, env.REDIS_PREFIX);
  const rateLimiter = createRateLimiter({ redis, prefix: env.REDIS_PREFIX, enabled: env.RATE_LIMITS === 'on' });
  const analysisFlow = new FlowProducer({ connection: redis, prefix: env.REDIS_PREFIX });
  // For /ops/queues and the queue-depth gauges; they share the producer connection.
  const queues = openPlatformQueues(redis, env.REDIS_PREFIX);
  // The demo boutique's showcase needs storage for its photos and sheet; made once, under a lock.
  await seedDemoShowcase({ sql, storage, logger, photoLimits: photoLimitsOf(env) });

  const sessionCache = new SessionCache(sessionCacheOptions);
  const stopWatchingSessions = await watchSessionChanges(sql, sessionCache);

  // Its own connection, waiting for Redis rather than failing fast: a subscription must come back.
  const dashboardVersions = new DashboardVersionCache({
    redis,
    subscriber: redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null }),
    prefix: env.REDIS_PREFIX,
    logger,
  });
  dashboardVersions.start();

  const { app, unchangedPoll, metrics } = createApi({
    env,
    sql,
    redis,
    mailQueue,
    rateLimiter,
    storage,
    analysisFlow,
    logger,
    sessionCache,
    dashboardVersions,
    queues,
  });
  guardProcess({
    logger,
    count: (kind) => metrics?.uncaughtErrors.inc({ kind }),
    isStreamError: isClientStreamError,
    shutdown: fail,
  });
  const server = serveApp({
    fetch: app.fetch,
    answerFirst: unchangedPoll.answerFirst,
    port: env.PORT,
    hostname: env.HOST,
    timeouts: serverTimeoutsFor(longestBodyDeadlineMs(defaultBodyDeadlinePolicy, declaredBodies(app, env))),
    onListening: (info) => {
      logger.info(
        `Bridal Coach API listening on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${info.port}`,
      );
    },
  });

  return async () => {
    // Stop taking connections and let open requests finish before closing what they use.
    await new Promise<void>((resolve) => server.close(() => resolve()));
    unchangedPoll.stop();
    await stopWatchingSessions();
    await dashboardVersions.stop();
    await mailQueue.close().catch(() => undefined);
    await analysisFlow.close().catch(() => undefined);
    await Promise.all(queues.map((queue) => queue.close().catch(() => undefined)));
    redis.disconnect();
    await sql.end({ timeout: 5 });
    logger.info('stopped');
  };
});
