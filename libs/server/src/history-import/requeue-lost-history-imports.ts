import type { Redis } from 'ioredis';
import type { Sql } from '../db/create-sql';
import type { Logger } from '../logging/create-logger';
import { enqueueHistoryImport, historyImportJobState, removeHistoryImportJob } from '../queue/history-import-queue';

/** An import that has written no batch for this long while importing is looked at again. */
export const importQuietAfterMs = 10 * 60_000;

/**
 * Imports the database says are running whose job Redis no longer holds (restarted empty, failed
 * over): queued again, and they continue from the position their last batch recorded. A job still
 * waiting, running or retrying is left alone; one that failed all its attempts has marked its
 * import failed already, for the owner to start again. Answers how many were queued.
 */
export async function requeueLostHistoryImports(options: {
  sql: Sql;
  redis: Redis;
  prefix: string;
  logger: Logger;
  now?: Date;
}): Promise<number> {
  const { sql, redis, prefix, logger } = options;
  const quietSince = new Date((options.now ?? new Date()).getTime() - importQuietAfterMs);
  const stuck = await sql<{ id: string; boutiqueId: number }[]>`
    SELECT id, boutique_id FROM history_imports
    WHERE status = 'importing' AND updated_at < ${quietSince}
    ORDER BY updated_at LIMIT 50`;
  let requeued = 0;
  for (const { id, boutiqueId } of stuck) {
    const state = await historyImportJobState(redis, prefix, id);
    if (state !== 'missing' && state !== 'completed' && state !== 'unknown') continue;
    await removeHistoryImportJob(redis, prefix, id);
    await enqueueHistoryImport(redis, prefix, { importId: id, boutiqueId });
    requeued += 1;
  }
  if (requeued > 0) logger.warn({ requeued }, 'history imports whose job was lost queued again');
  return requeued;
}
