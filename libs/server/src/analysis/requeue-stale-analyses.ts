import type { FlowProducer, Queue } from 'bullmq';
import type { Sql } from '../db/create-sql';
import { analysisJobId, clearFinishedAnalysis, enqueueAnalysis } from './analysis-jobs';

/**
 * Brides still analysing after they should have been picked up get a fresh flow: one never queued
 * (Redis down at submit) or whose flow the queue no longer holds (Redis restarted empty) once
 * `graceSeconds` have passed, and any other (a failed flow) once `staleMinutes` have. Finished
 * steps are checkpointed, so only the missing ones run again.
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
  const waiting = await sql<{ id: string; queued: boolean; stale: boolean }[]>`
    SELECT id, enqueued_at IS NOT NULL AS queued,
           coalesce(enqueued_at < now() - make_interval(mins => ${staleMinutes}), false) AS stale
    FROM brides
    WHERE status = 'analyzing'
      AND coalesce(enqueued_at, submitted_at) < now() - make_interval(secs => ${graceSeconds})
    ORDER BY coalesce(enqueued_at, submitted_at)
    LIMIT 1000`;
  // A queued flow still under way finishes by itself; one the queue has lost never will.
  const lost = await Promise.all(
    waiting.map(async ({ id, queued, stale }) =>
      queued && !stale ? (await finishQueue.getJobState(analysisJobId(id))) === 'unknown' : false,
    ),
  );
  const due = waiting.filter((bride, index) => !bride.queued || bride.stale || lost[index]).slice(0, 200);
  const requeued: string[] = [];
  for (const { id } of due) {
    if (!(await clearFinishedAnalysis(finishQueue, stepQueue, id))) continue;
    await enqueueAnalysis(flows, prefix, id);
    await sql`UPDATE brides SET enqueued_at = now() WHERE id = ${id}`;
    requeued.push(id);
  }
  return requeued;
}
