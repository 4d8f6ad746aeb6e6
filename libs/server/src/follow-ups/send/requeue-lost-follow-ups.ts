import type { Sql } from '../../db/create-sql';
import type { Logger } from '../../logging/create-logger';
import type { MailQueue } from '../../queue/mail-queue';
import { requeueLostMailJobs } from '../../queue/requeue-lost-mail-jobs';
import { followUpJobId } from './queue-follow-up';

export { retryFailedAfterMs } from '../../queue/requeue-lost-mail-jobs';

/** A queued follow-up whose send time passed this long ago without being sent is looked at again. */
export const lostAfterMs = 10 * 60_000;

/**
 * A follow-up the database says is on its way must reach her: a job Redis lost is queued again,
 * and one that failed all its attempts is tried again after a pause (requeueLostMailJobs).
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
  const requeued = await requeueLostMailJobs(
    mailQueue,
    rows.map(({ id }) => ({ jobId: followUpJobId(id), job: { kind: 'follow-up', followUpId: id } })),
    now,
  );
  if (requeued > 0) logger.warn({ requeued }, 'queued follow-ups put back on the mail queue');
  return requeued;
}
