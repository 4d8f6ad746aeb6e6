import { finishAnalysis } from '@bridal/server/analysis/finish-analysis';
import type { Sql } from '@bridal/server/db/create-sql';
import { isDatabaseUnavailable } from '@bridal/server/db/is-database-unavailable';
import type { Logger } from '@bridal/server/logging/create-logger';
import { analysisFinishJobSchema } from '@bridal/server/analysis/analysis-jobs';
import { queueNames } from '@bridal/server/queue/queue-names';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { analysisLockOptions } from './analysis-locks';
import { waitForDatabase } from './wait-for-database';

/** The flow's parent: runs once every step has finished, and marks the bride ready. */
export function startAnalysisFinishWorker(options: {
  connection: Redis;
  prefix: string;
  deps: { sql: Sql; logger: Logger };
}): Worker {
  const { sql, logger } = options.deps;
  const worker = new Worker(
    queueNames.analysisFinish,
    async (job: Job, token?: string) => {
      const parsed = analysisFinishJobSchema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`invalid finish job: ${parsed.error.message}`);
      const { brideId } = parsed.data;
      let ready: boolean;
      try {
        ready = await finishAnalysis(sql, brideId, { redis: options.connection, prefix: options.prefix, logger });
      } catch (error) {
        if (!isDatabaseUnavailable(error) || !token) throw error;
        logger.warn({ err: error, brideId }, 'database unreachable: the finish waits for it');
        return waitForDatabase(job, token);
      }
      if (!ready) throw new Error(`bride ${brideId} still has unfinished steps`);
      logger.info({ brideId }, 'bride ready');
      return { ready };
    },
    { connection: options.connection, prefix: options.prefix, concurrency: 5, ...analysisLockOptions },
  );
  worker.on('error', (error) => logger.error({ err: error }, 'analysis finish worker error'));
  return worker;
}
