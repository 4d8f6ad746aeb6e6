import type { WorkerMetrics } from '@bridal/server/metrics/worker-metrics';
import type { Job, Worker } from 'bullmq';

/** An analysis step says how it ended; other jobs are simply done. */
function outcomeOf(result: unknown): string {
  const outcome = (result as { outcome?: unknown } | null | undefined)?.outcome;
  if (outcome === 'done-with-fallback') return 'fallback';
  if (outcome === 'already-done') return 'already-done';
  return 'done';
}

// BullMQ stamps both ends of an attempt; the event fires right after the second stamp.
const secondsOf = (job: Job) => Math.max(0, ((job.finishedOn ?? Date.now()) - (job.processedOn ?? Date.now())) / 1000);

/**
 * Records how long each job attempt took, labelled by queue, step (the job's name: the analysis
 * step, `prepare-photos`, the mail kind, `finish`, the housekeeping chore) and outcome. A failed attempt that will be retried counts as failed.
 */
export function observeJobDurations(worker: Worker, jobDuration: WorkerMetrics['jobDuration']): void {
  worker.on('completed', (job, result) => {
    jobDuration.observe({ queue: worker.name, step: job.name, outcome: outcomeOf(result) }, secondsOf(job));
  });
  worker.on('failed', (job) => {
    if (job) jobDuration.observe({ queue: worker.name, step: job.name, outcome: 'failed' }, secondsOf(job));
  });
}
