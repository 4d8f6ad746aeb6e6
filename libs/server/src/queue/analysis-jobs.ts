import { type FlowProducer, type Queue } from 'bullmq';
import { z } from 'zod';
import { analysisSteps } from '../analysis/analysis-schemas';
import { queueNames } from './queue-names';

/** Jobs carry the bride's id only; everything else is read from the database. */
export const analysisStepJobSchema = z.object({ brideId: z.uuid(), step: z.enum(analysisSteps) });
export const analysisFinishJobSchema = z.object({ brideId: z.uuid() });

export type AnalysisStepJob = z.infer<typeof analysisStepJobSchema>;
export type AnalysisFinishJob = z.infer<typeof analysisFinishJobSchema>;

export const analysisStepAttempts = 4;

const stepOptions = {
  attempts: analysisStepAttempts,
  backoff: { type: 'exponential', delay: 1_000 },
  // A step out of attempts (PostgreSQL away too long, stalled by dying workers) fails her flow, which
  // housekeeping then queues again; otherwise the flow would wait for that step forever.
  failParentOnFailure: true,
  removeOnComplete: { age: 3_600, count: 5_000 },
  removeOnFail: { age: 7 * 86_400 },
} as const;

/** The parent's id is the bride's id, so enqueueing twice never doubles the work. */
export const analysisJobId = (brideId: string) => brideId;
export const analysisStepJobId = (brideId: string, step: string) => `${brideId}-${step}`;

/** One flow per bride: the five steps run in parallel, then the finish job marks her ready. */
export async function enqueueAnalysis(flows: FlowProducer, prefix: string, brideId: string): Promise<void> {
  await flows.add({
    name: 'finish',
    queueName: queueNames.analysisFinish,
    prefix,
    data: { brideId } satisfies AnalysisFinishJob,
    opts: {
      jobId: analysisJobId(brideId),
      attempts: 5,
      backoff: { type: 'exponential', delay: 1_000 },
      removeOnComplete: { age: 3_600, count: 5_000 },
      removeOnFail: { age: 7 * 86_400 },
    },
    children: analysisSteps.map((step) => ({
      name: step,
      queueName: queueNames.analysisStep,
      prefix,
      data: { brideId, step } satisfies AnalysisStepJob,
      opts: { ...stepOptions, jobId: analysisStepJobId(brideId, step) },
    })),
  });
}

/**
 * Enqueues within a time bound: BullMQ waits for Redis to come back, but a bride submitting her
 * survey must not wait with it. A late add still lands (and is deduplicated by its job id).
 */
export async function enqueueAnalysisWithin(
  flows: FlowProducer,
  prefix: string,
  brideId: string,
  timeoutMs: number,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the queue did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  const adding = enqueueAnalysis(flows, prefix, brideId);
  adding.catch(() => undefined);
  try {
    await Promise.race([adding, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Makes room for a fresh flow when a bride's earlier one is finished or failed (kept for a while
 * by removeOnComplete/removeOnFail): answers false when a flow is still under way.
 */
export async function clearFinishedAnalysis(finishQueue: Queue, stepQueue: Queue, brideId: string): Promise<boolean> {
  const parent = await finishQueue.getJob(analysisJobId(brideId));
  if (parent) {
    const state = await parent.getState();
    if (state !== 'completed' && state !== 'failed' && state !== 'unknown') return false;
    await parent.remove({ removeChildren: true }).catch(() => undefined);
  }
  for (const step of analysisSteps) {
    const child = await stepQueue.getJob(analysisStepJobId(brideId, step));
    if (!child) continue;
    const state = await child.getState();
    if (state === 'active') return false;
    await child.remove().catch(() => undefined);
  }
  return true;
}
