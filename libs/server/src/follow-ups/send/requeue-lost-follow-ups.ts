import { type MailOutbox, requeueLostOutboxRows, type RequeueLostOptions } from '../../queue/requeue-lost-mail-jobs';
import { followUpJobId } from './queue-follow-up';

export { retryFailedAfterMs } from '../../queue/requeue-lost-mail-jobs';

/** A queued follow-up whose send time passed this long ago without being sent is looked at again. */
export const lostAfterMs = 10 * 60_000;

const followUpOutbox: MailOutbox = {
  table: 'follow_ups',
  pendingStatus: 'queued',
  dueColumn: 'send_at',
  lostAfterMs,
  limit: 50,
  jobOf: (id) => ({ jobId: followUpJobId(id), job: { kind: 'follow-up', followUpId: id } }),
  requeuedMessage: 'queued follow-ups put back on the mail queue',
};

/**
 * A follow-up the database says is on its way must reach her: a job Redis lost is queued again,
 * and one that failed all its attempts is tried again after a pause (requeueLostOutboxRows).
 */
export const requeueLostFollowUps = (options: RequeueLostOptions): Promise<number> =>
  requeueLostOutboxRows(followUpOutbox, options);
