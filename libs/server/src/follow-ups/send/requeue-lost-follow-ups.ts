import type { Sql } from '../../db/create-sql';
import type { Logger } from '../../logging/create-logger';
import { type MailJob, mailJobOptions, mailJobSchema } from '../../queue/mail-job';
import type { MailQueue } from '../../queue/mail-queue';
import { followUpJobId } from './queue-follow-up';

/** A queued follow-up whose send time passed this long ago without being sent is looked at again. */
export const lostAfterMs = 10 * 60_000;
/** A job that failed all its attempts (the mail server down) is tried again after this pause. */
export const retryFailedAfterMs = 15 * 60_000;

/**
 * A follow-up the database says is on its way must reach her: a job Redis lost (restarted empty,
 * failed over) is queued again, and one that failed all its attempts is tried again after a pause.
 * Delivery checks the row again (still queued, not unsubscribed), so a second job never sends twice.
 */
export async function requeueLostFollowUps(options: {
  sql: Sql;
  mailQueue: MailQueue;
  logger: Logger;
  now?: Date;
  limit?: number;
}): Promise<number> {
  const { sql, mailQueue, logger } = options;
  const now = options.now ?? new Date();
  const rows = await sql<{ id: string }[]>`
    SELECT id FROM follow_ups
    WHERE status = 'queued' AND send_at < ${new Date(now.getTime() - lostAfterMs)}
    ORDER BY send_at
    LIMIT ${options.limit ?? 50}`;
  let requeued = 0;
  for (const { id } of rows) {
    const job = await mailQueue.getJob(followUpJobId(id));
    const state = job ? await job.getState() : 'missing';
    const failedLongAgo = state === 'failed' && (job?.finishedOn ?? 0) < now.getTime() - retryFailedAfterMs;
    if (state !== 'missing' && state !== 'completed' && state !== 'unknown' && !failedLongAgo) continue;
    if (job) await job.remove();
    const payload: MailJob = mailJobSchema.parse({ kind: 'follow-up', followUpId: id });
    await mailQueue.add(payload.kind, payload, { ...mailJobOptions, jobId: followUpJobId(id), removeOnComplete: true });
    requeued += 1;
  }
  if (requeued > 0) logger.warn({ requeued }, 'queued follow-ups put back on the mail queue');
  return requeued;
}
