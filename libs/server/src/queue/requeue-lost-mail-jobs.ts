import type { MailJob } from './mail-job';
import { enqueueMailOnce, type MailQueue } from './mail-queue';

/** A job that failed all its attempts (the mail server down) is tried again after this pause. */
export const retryFailedAfterMs = 15 * 60_000;

/**
 * The sweep of an outbox (follow-ups, appointment e-mails): the database says each row is still
 * to send, so a row whose job Redis lost (restarted empty, failed over) is queued again, and one
 * whose job failed all its attempts is tried again after a pause. Delivery reads the row again
 * under its lock, so a second job never sends twice. Answers how many were queued.
 */
export async function requeueLostMailJobs(
  mailQueue: MailQueue,
  rows: { jobId: string; job: MailJob }[],
  now: Date,
): Promise<number> {
  let requeued = 0;
  for (const { jobId, job: payload } of rows) {
    const job = await mailQueue.getJob(jobId);
    const state = job ? await job.getState() : 'missing';
    const failedLongAgo = state === 'failed' && (job?.finishedOn ?? 0) < now.getTime() - retryFailedAfterMs;
    if (state !== 'missing' && state !== 'completed' && state !== 'unknown' && !failedLongAgo) continue;
    if (job) await job.remove();
    await enqueueMailOnce(mailQueue, payload, { jobId });
    requeued += 1;
  }
  return requeued;
}
