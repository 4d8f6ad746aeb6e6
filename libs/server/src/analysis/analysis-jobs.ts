import { type FlowProducer, type Queue } from 'bullmq';
import { z } from 'zod';
import { analysisSteps } from '../plans/analysis-schemas';
import { withTimeout } from '../async/with-timeout';
import { queueNames } from '../queue/queue-names';

/*
 * The shape of a bride's analysis, and why it is not one tree.
 *
 * Her photos are re-encoded (and their facts measured) once, before any step reads them. BullMQ
 * runs a flow's children before their parent and gives a job one parent, so "photos, then the five
 * steps side by side, then the finish" cannot be a single tree. The finish parent is therefore added
 * at once with one child, `prepare-photos`, and that job, once her photos are ready, adds the five
 * steps as further children of the same parent before it completes: the parent never sees all its
 * children done in between, and waits for the steps. The parent exists from the first moment under
 * her id, so a second enqueue is still a no-op and the stale-analysis sweep still reads one job to
 * know whether her analysis is under way; every other id derives from hers too, so a retried photos
 * job adds nothing twice. A bride who sent no photos has nothing to prepare: her steps are the
 * parent's children from the start. The photos job runs on the step queue, under its own name,
 * because it needs what the step workers have (storage, the photo limits) and nothing else.
 */

/** Jobs carry the bride's id only; everything else is read from the database. */
export const analysisStepJobSchema = z.object({ brideId: z.uuid(), step: z.enum(analysisSteps) });
export const analysisFinishJobSchema = z.object({ brideId: z.uuid() });
export const preparePhotosJobSchema = z.object({ brideId: z.uuid() });

export type AnalysisStepJob = z.infer<typeof analysisStepJobSchema>;
export type AnalysisFinishJob = z.infer<typeof analysisFinishJobSchema>;
export type PreparePhotosJob = z.infer<typeof preparePhotosJobSchema>;

/** The photos stage's job name on the step queue (a step's job is named after its step). */
export const preparePhotosJobName = 'prepare-photos';

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
export const preparePhotosJobId = (brideId: string) => `${brideId}-${preparePhotosJobName}`;

const stepJobs = (brideId: string) =>
  analysisSteps.map((step) => ({
    name: step,
    data: { brideId, step } satisfies AnalysisStepJob,
    opts: { ...stepOptions, jobId: analysisStepJobId(brideId, step) },
  }));

export interface EnqueueAnalysisOptions {
  /** False when she sent no photos: her steps are queued at once (see the flow's shape above). */
  preparePhotos?: boolean;
}

/** Her analysis, from the start: the finish parent and its first children (see the flow's shape above). */
export async function enqueueAnalysis(
  flows: FlowProducer,
  prefix: string,
  brideId: string,
  { preparePhotos = true }: EnqueueAnalysisOptions = {},
): Promise<void> {
  const children = preparePhotos
    ? [
        {
          name: preparePhotosJobName,
          data: { brideId } satisfies PreparePhotosJob,
          opts: { ...stepOptions, jobId: preparePhotosJobId(brideId) },
        },
      ]
    : stepJobs(brideId);
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
    children: children.map((child) => ({ ...child, queueName: queueNames.analysisStep, prefix })),
  });
}

/**
 * The photos stage's last act: her five steps, added in one go as children of her finish job. A
 * step already there (the photos job run again) is left as it is.
 */
export async function addAnalysisSteps(stepQueue: Queue, prefix: string, brideId: string): Promise<void> {
  const parent = { id: analysisJobId(brideId), queue: `${prefix}:${queueNames.analysisFinish}` };
  await stepQueue.addBulk(stepJobs(brideId).map((job) => ({ ...job, opts: { ...job.opts, parent } })));
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
  options?: EnqueueAnalysisOptions,
): Promise<void> {
  await withTimeout(enqueueAnalysis(flows, prefix, brideId, options), timeoutMs, 'the queue');
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
  const children = [preparePhotosJobId(brideId), ...analysisSteps.map((step) => analysisStepJobId(brideId, step))];
  for (const id of children) {
    const child = await stepQueue.getJob(id);
    if (!child) continue;
    const state = await child.getState();
    if (state === 'active') return false;
    await child.remove().catch(() => undefined);
  }
  return true;
}
