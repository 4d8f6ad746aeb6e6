import type { Sql } from '@bridal/server/db/create-sql';
import { runHistoryImport } from '@bridal/server/history-import/run-history-import';
import type { Logger } from '@bridal/server/logging/create-logger';
import { historyImportJobSchema } from '@bridal/server/queue/history-import-queue';
import { queueNames } from '@bridal/server/queue/queue-names';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';

export interface HistoryImportDeps {
  sql: Sql;
  logger: Logger;
}

/** Runs one import; a retried job (after a crash) continues from the position the import recorded. */
export function createHistoryImportProcessor(deps: HistoryImportDeps) {
  return async (job: Job) => {
    const parsed = historyImportJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid history import job: ${parsed.error.message}`);
    const logger = deps.logger.child({ jobId: job.id, ...parsed.data });
    const { imported } = await runHistoryImport({
      sql: deps.sql,
      ...parsed.data,
      onBatch: (progress) => job.updateProgress(progress),
    });
    logger.info({ imported }, 'history import done');
    return { imported };
  };
}

export function startHistoryImportWorker(options: {
  connection: Redis;
  prefix: string;
  deps: HistoryImportDeps;
}): Worker {
  const { deps } = options;
  // One import at a time per worker: each is a long run of batches, not a burst of small jobs.
  const worker = new Worker(queueNames.historyImport, createHistoryImportProcessor(deps), {
    connection: options.connection,
    prefix: options.prefix,
    concurrency: 1,
  });
  worker.on('failed', (job, error) => {
    deps.logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'history import job failed');
    const parsed = historyImportJobSchema.safeParse(job?.data);
    const final = job !== undefined && job.attemptsMade >= (job.opts.attempts ?? 1);
    if (parsed.success && final) {
      void deps.sql`
        UPDATE history_imports
        SET status = 'failed', error = 'The import stopped before the end. Please try again.', updated_at = now()
        WHERE id = ${parsed.data.importId} AND boutique_id = ${parsed.data.boutiqueId} AND status = 'importing'`.catch(
        (err: unknown) => deps.logger.error({ err }, 'could not mark a history import failed'),
      );
    }
  });
  worker.on('error', (error) => deps.logger.error({ err: error }, 'history import worker error'));
  return worker;
}
