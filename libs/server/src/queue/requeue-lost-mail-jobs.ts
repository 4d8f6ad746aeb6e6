import type { Sql } from '../db/create-sql';
import type { Logger } from '../logging/create-logger';
import type { MailJob } from './mail-job';
import { enqueueMailOnce, type MailQueue } from './mail-queue';

/** A job that failed all its attempts (the mail server down) is tried again after this pause. */
export const retryFailedAfterMs = 15 * 60_000;

/** An outbox: a table whose rows are e-mails the database owes, each sent by a mail job of its own. */
export interface MailOutbox {
  table: 'appointment_mails' | 'appointment_texts' | 'follow_ups' | 'coaching_digests' | 'waitlist_offers';
  /** The status of a row still to send (in `statusColumn`, 'status' unless named), and the column of the time it is due. */
  pendingStatus: string;
  statusColumn?: 'status' | 'mail_status';
  dueColumn: 'due_at' | 'send_at' | 'created_at';
  /** A row due this long ago is looked at again (its job may never have been queued). */
  lostAfterMs: number;
  /** At most this many rows a sweep. */
  limit: number;
  /** The job that sends a row, and its id (one job per row). */
  jobOf(rowId: string): { jobId: string; job: MailJob };
  /** Logged, with the count, when a sweep put rows back on the queue. */
  requeuedMessage: string;
}

export interface RequeueLostOptions {
  sql: Sql;
  mailQueue: MailQueue;
  logger: Logger;
  now?: Date;
  limit?: number;
}

/**
 * The sweep of an outbox (follow-ups, appointment e-mails, coaching digests): the database says each row is still
 * to send, so a row whose job Redis lost (restarted empty, failed over) is queued again, and one
 * whose job failed all its attempts is tried again after a pause. Delivery reads the row again
 * under its lock, so a second job never sends twice. Answers how many were queued.
 */
export async function requeueLostOutboxRows(outbox: MailOutbox, options: RequeueLostOptions): Promise<number> {
  const { sql, mailQueue, logger } = options;
  const now = options.now ?? new Date();
  const rows = await sql<{ id: string }[]>`
    SELECT id FROM ${sql(outbox.table)}
    WHERE ${sql(outbox.statusColumn ?? 'status')} = ${outbox.pendingStatus} AND ${sql(outbox.dueColumn)} < ${new Date(now.getTime() - outbox.lostAfterMs)}
    ORDER BY ${sql(outbox.dueColumn)}
    LIMIT ${options.limit ?? outbox.limit}`;
  let requeued = 0;
  for (const { jobId, job: payload } of rows.map(({ id }) => outbox.jobOf(id))) {
    const job = await mailQueue.getJob(jobId);
    const state = job ? await job.getState() : 'missing';
    const failedLongAgo = state === 'failed' && (job?.finishedOn ?? 0) < now.getTime() - retryFailedAfterMs;
    if (state !== 'missing' && state !== 'completed' && state !== 'unknown' && !failedLongAgo) continue;
    if (job) await job.remove();
    await enqueueMailOnce(mailQueue, payload, { jobId });
    requeued += 1;
  }
  if (requeued > 0) logger.warn({ requeued }, outbox.requeuedMessage);
  return requeued;
}
