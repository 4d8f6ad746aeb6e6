import { createSql } from '@bridal/server/db/create-sql';
import { prepareDatabase } from '@bridal/server/db/prepare-database';
import { createLogger } from '@bridal/server/logging/create-logger';
import { createMailTransport } from '@bridal/server/mail/mail-transport';
import { createRedis } from '@bridal/server/queue/redis-connection';
import { checkDependencies } from '@bridal/server/runtime/check-dependencies';
import { runProcess } from '@bridal/server/runtime/run-process';
import { warnUnlessNoEviction } from './check-redis-policy';
import { loadEnv } from './env';
import { startHeartbeat } from './heartbeat';
import { startSendMailWorker } from './jobs/send-mail/send-mail.processor';

runProcess('worker', async () => {
  const env = loadEnv();
  const logger = createLogger({ level: env.LOG_LEVEL, name: 'worker' });
  await checkDependencies(env);

  const sql = createSql({ url: env.DATABASE_URL, max: env.DATABASE_POOL_SIZE, applicationName: 'bridal-worker' });
  await prepareDatabase(sql, logger);
  const connection = createRedis(env.REDIS_URL, 'worker');
  connection.on('error', (error) => logger.warn({ err: error }, 'redis connection error'));
  await warnUnlessNoEviction(connection, logger);

  const transport = createMailTransport({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
  const workers = [
    startSendMailWorker({
      connection,
      prefix: env.REDIS_PREFIX,
      concurrency: env.WORKER_CONCURRENCY,
      deps: { sql, transport, publicUrl: env.PUBLIC_URL, logger },
    }),
  ];
  const stopHeartbeat = startHeartbeat(env.WORKER_HEARTBEAT_FILE, () => connection.status === 'ready');
  logger.info({ queues: workers.map((worker) => worker.name), concurrency: env.WORKER_CONCURRENCY }, 'worker started');

  return async () => {
    stopHeartbeat();
    // close() waits for the jobs in hand to finish.
    await Promise.all(workers.map((worker) => worker.close()));
    transport.close();
    // A Worker given our own connection does not close it.
    await connection.quit().catch(() => connection.disconnect());
    await sql.end({ timeout: 5 });
    logger.info('stopped');
  };
});
