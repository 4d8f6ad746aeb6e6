import { sessionPolicyOf } from '@bridal/server/accounts/session-policy';
import { createAnalysisProviders } from '@bridal/server/analysis/create-analysis-provider';
import { aiProviderOf, photoLimitsOf, smsSettingsOf, webhookSettingsOf } from '@bridal/server/config/server-env';
import { createTwilioProvider } from '@bridal/server/sms/twilio-provider';
import { seedDemoShowcase } from '@bridal/server/demo/seed-demo-showcase';
import { createDigestWriters } from '@bridal/server/coaching/digest/create-digest-writers';
import { createFollowUpWriters } from '@bridal/server/follow-ups/writer/create-follow-up-writers';
import { createLogger } from '@bridal/server/logging/create-logger';
import { createMailTransport } from '@bridal/server/mail/mail-transport';
import { instrumentAnalysisProviders } from '@bridal/server/metrics/instrument-analysis-providers';
import { opsCredentialOf } from '@bridal/server/metrics/ops-credential';
import { createWorkerMetrics } from '@bridal/server/metrics/worker-metrics';
import { createMailQueue } from '@bridal/server/queue/mail-queue';
import { createRedis } from '@bridal/server/queue/redis-connection';
import { guardProcess } from '@bridal/server/runtime/guard-process';
import { openStores } from '@bridal/server/runtime/open-stores';
import { runProcess } from '@bridal/server/runtime/run-process';
import { FlowProducer } from 'bullmq';
import { warnUnlessNoEviction } from './check-redis-policy';
import { loadEnv } from './env';
import { startHeartbeat } from './heartbeat';
import { startAnalysisFinishWorker } from './jobs/analyze-bride/analysis-finish.processor';
import { startAnalysisStepWorker } from './jobs/analyze-bride/analysis-step.processor';
import { startCoachingDigests } from './jobs/coaching-digest/coaching-digest.processor';
import { startHistoryImportWorker } from './jobs/history-import/history-import.processor';
import { startHousekeeping } from './jobs/housekeeping/housekeeping.processor';
import { startSendMailWorker } from './jobs/send-mail/send-mail.processor';
import { startWebhookDeliveries } from './jobs/send-webhook/send-webhook.processor';
import { observeJobDurations } from './metrics/observe-job-durations';
import { serveWorkerMetrics } from './metrics/serve-worker-metrics';

runProcess('worker', async ({ fail }) => {
  const env = loadEnv();
  const logger = createLogger({ level: env.LOG_LEVEL, name: 'worker' });
  const { sql, storage } = await openStores(env, { logger, applicationName: 'bridal-worker' });
  // The demo boutique's showcase needs storage for its photos and sheet; made once, under a lock.
  await seedDemoShowcase({ sql, storage, logger, photoLimits: photoLimitsOf(env) });
  const connection = createRedis(env.REDIS_URL, 'worker');
  connection.on('error', (error) => logger.warn({ err: error }, 'redis connection error'));
  await warnUnlessNoEviction(connection, logger);
  const flows = new FlowProducer({ connection, prefix: env.REDIS_PREFIX });

  const metrics = createWorkerMetrics();
  // Nothing an outsider drives reaches the worker: every uncaught exception is ours, and restarts it.
  guardProcess({
    logger,
    count: (kind) => metrics.uncaughtErrors.inc({ kind }),
    isStreamError: () => false,
    shutdown: fail,
  });
  const { provider, fallback } = instrumentAnalysisProviders(createAnalysisProviders(env), metrics.ai);
  const transport = createMailTransport({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
  const prefix = env.REDIS_PREFIX;
  // Automatic follow-up sending puts drafts on the mail queue from a housekeeping chore.
  const mailQueue = createMailQueue(connection, prefix);
  const housekeeping = await startHousekeeping({
    connection,
    prefix,
    everyMs: env.HOUSEKEEPING_INTERVAL_SECONDS * 1000,
    deps: {
      sql,
      storage,
      flows,
      logger,
      staleMinutes: env.ANALYSIS_STALE_MINUTES,
      graceSeconds: env.ANALYSIS_REQUEUE_GRACE_SECONDS,
      sessionPolicy: sessionPolicyOf(env),
      writers: createFollowUpWriters(env),
      mailQueue,
    },
  });
  const coachingDigests = await startCoachingDigests({
    connection,
    prefix,
    everyMs: env.COACHING_DIGEST_INTERVAL_SECONDS * 1000,
    // Words from the built-in coach are a few queries a boutique; a model's are a dozen calls.
    concurrency: aiProviderOf(env) === 'openai' ? 1 : env.WORKER_CONCURRENCY,
    deps: { sql, logger, writers: createDigestWriters(env), mailQueue },
  });
  const webhooks = await startWebhookDeliveries({
    connection,
    prefix,
    concurrency: env.WEBHOOK_CONCURRENCY,
    everyMs: env.HOUSEKEEPING_INTERVAL_SECONDS * 1000,
    deps: { sql, settings: webhookSettingsOf(env), mailQueue, logger },
  });
  const scheduled = [...housekeeping.workers, ...coachingDigests.workers, ...webhooks.workers];
  const workers = [
    startSendMailWorker({
      connection,
      prefix,
      concurrency: env.WORKER_CONCURRENCY,
      deps: {
        sql,
        transport,
        publicUrl: env.PUBLIC_URL,
        logger,
        sms: {
          provider: createTwilioProvider({ apiBase: smsSettingsOf(env).twilioApiBase }),
          encryptionKey: smsSettingsOf(env).encryptionKey,
        },
      },
    }),
    startAnalysisStepWorker({
      connection,
      prefix,
      concurrency: env.WORKER_CONCURRENCY,
      requestsPerMinute: aiProviderOf(env) === 'openai' ? env.OPENAI_MAX_REQUESTS_PER_MINUTE : undefined,
      deps: {
        sql,
        storage,
        provider,
        fallback,
        photoLimits: photoLimitsOf(env),
        logger,
      },
    }),
    startAnalysisFinishWorker({ connection, prefix, deps: { sql, logger } }),
    startHistoryImportWorker({ connection, prefix, deps: { sql, logger } }),
  ];
  for (const worker of [...workers, ...scheduled]) observeJobDurations(worker, metrics.jobDuration);
  const metricsServer = env.WORKER_METRICS_PORT
    ? await serveWorkerMetrics({
        port: env.WORKER_METRICS_PORT,
        host: env.HOST,
        registry: metrics.registry,
        credential: opsCredentialOf(env),
        logger,
      })
    : undefined;
  const stopHeartbeat = startHeartbeat({
    file: env.WORKER_HEARTBEAT_FILE,
    redis: connection,
    prefix,
    isHealthy: () => connection.status === 'ready',
  });
  logger.info(
    {
      queues: [...workers, ...scheduled].map((worker) => worker.name),
      provider: provider.name,
      concurrency: env.WORKER_CONCURRENCY,
    },
    'worker started',
  );

  return async () => {
    await stopHeartbeat();
    // close() waits for the jobs in hand to finish.
    await Promise.all([
      ...workers.map((worker) => worker.close()),
      housekeeping.close(),
      coachingDigests.close(),
      webhooks.close(),
    ]);
    await mailQueue.close();
    await flows.close();
    await metricsServer?.close();
    transport.close();
    // A Worker given our own connection does not close it.
    await connection.quit().catch(() => connection.disconnect());
    await sql.end({ timeout: 5 });
    logger.info('stopped');
  };
});
