import type { FlowProducer, Queue } from 'bullmq';
import type { Sql } from '../db/create-sql';
import { clearFinishedAnalysis, enqueueAnalysis } from '../queue/analysis-jobs';

/**
 * Brides still analysing long after they were queued (a lost job, a dead worker, Redis down at
 * submit) get a fresh flow. Finished steps are checkpointed, so only the missing ones run again.
 */
export async function requeueStaleAnalyses(options: {
  sql: Sql;
  flows: FlowProducer;
  finishQueue: Queue;
  stepQueue: Queue;
  prefix: string;
  staleMinutes: number;
  /** A bride never queued is given this long for the API's own enqueue to land. */
  graceSeconds?: number;
}): Promise<string[]> {
  const { sql, flows, finishQueue, stepQueue, prefix, staleMinutes, graceSeconds = 30 } = options;
  const stale = await sql<{ id: string }[]>`
    SELECT id FROM brides
    WHERE status = 'analyzing'
      AND ((enqueued_at IS NULL AND submitted_at < now() - make_interval(secs => ${graceSeconds}))
           OR enqueued_at < now() - make_interval(mins => ${staleMinutes}))
    ORDER BY submitted_at
    LIMIT 200`;
  const requeued: string[] = [];
  for (const { id } of stale) {
    if (!(await clearFinishedAnalysis(finishQueue, stepQueue, id))) continue;
    await enqueueAnalysis(flows, prefix, id);
    await sql`UPDATE brides SET enqueued_at = now() WHERE id = ${id}`;
    requeued.push(id);
  }
  return requeued;
}
