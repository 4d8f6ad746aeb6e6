import type { AnalysisProvider } from '@bridal/server/analysis/analysis-provider';
import { BrideNotFoundError, runAnalysisStep } from '@bridal/server/analysis/run-analysis-step';
import { ProviderRateLimitError } from '@bridal/server/analysis/openai/provider-errors';
import type { Sql } from '@bridal/server/db/create-sql';
import { isDatabaseUnavailable } from '@bridal/server/db/is-database-unavailable';
import type { Logger } from '@bridal/server/logging/create-logger';
import { analysisStepJobSchema, preparePhotosJobName } from '@bridal/server/analysis/analysis-jobs';
import { queueNames } from '@bridal/server/queue/queue-names';
import type { ObjectStorage } from '@bridal/server/storage/object-storage';
import { type Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { analysisLockOptions } from './analysis-locks';
import { createPreparePhotosProcessor } from './prepare-photos.processor';
import { waitForDatabase } from './wait-for-database';

export interface AnalysisStepDeps {
  sql: Sql;
  storage: ObjectStorage;
  provider: AnalysisProvider;
  fallback: AnalysisProvider;
  photoLimits: { maxBytes: number; maxPixels: number };
  logger: Logger;
}

/** The five steps of each analysis, and the photos stage before them (both on the step queue). */
export function startAnalysisStepWorker(options: {
  connection: Redis;
  prefix: string;
  concurrency: number;
  /** Requests per minute to the model; unset for the built-in analyst. */
  requestsPerMinute?: number;
  deps: AnalysisStepDeps;
}): Worker {
  const { deps } = options;
  const stepQueue = new Queue(queueNames.analysisStep, { connection: options.connection, prefix: options.prefix });
  const preparePhotos = createPreparePhotosProcessor(deps, stepQueue, options.prefix);
  const worker: Worker = new Worker(
    queueNames.analysisStep,
    async (job: Job, token?: string) => {
      if (job.name === preparePhotosJobName) return preparePhotos(job, token);
      const parsed = analysisStepJobSchema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`invalid analysis job: ${parsed.error.message}`);
      const { brideId, step } = parsed.data;
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      const logger = deps.logger.child({ jobId: job.id, brideId, step });
      try {
        const outcome = await runAnalysisStep({
          ...deps,
          brideId,
          step,
          lastAttempt,
          readPhoto: (key) => deps.storage.get(key),
          logger,
          dashboardChanges: { redis: options.connection, prefix: options.prefix, logger },
        });
        return { outcome };
      } catch (error) {
        if (error instanceof BrideNotFoundError) throw new UnrecoverableError(error.message);
        if (isDatabaseUnavailable(error) && token) {
          logger.warn({ err: error }, 'database unreachable: the step waits for it');
          return waitForDatabase(job, token);
        }
        if (error instanceof ProviderRateLimitError) {
          // Slow the whole queue down rather than burning this job's attempts.
          await worker.rateLimit(error.retryAfterMs ?? 30_000);
          throw Worker.RateLimitError();
        }
        throw error;
      }
    },
    {
      connection: options.connection,
      prefix: options.prefix,
      concurrency: options.concurrency,
      ...analysisLockOptions,
      ...(options.requestsPerMinute ? { limiter: { max: options.requestsPerMinute, duration: 60_000 } } : {}),
    },
  );
  worker.on('failed', (job, error) =>
    deps.logger.warn(
      { jobId: job?.id, job: job?.name, attempts: job?.attemptsMade, err: error },
      'analysis step failed',
    ),
  );
  // The queue handle goes with the worker; the connection stays open for whoever made it.
  worker.on('closed', () => void stepQueue.close().catch(() => undefined));
  worker.on('error', (error) => deps.logger.error({ err: error }, 'analysis step worker error'));
  return worker;
}
