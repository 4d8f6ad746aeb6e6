import { type FollowUpStatus, followUpMessages } from '@bridal/shared/follow-ups/follow-up';
import type { Queryable } from '../../db/queryable';
import type { Sql } from '../../db/create-sql';
import { AppError } from '../../errors/app-error';
import { enqueueMailOnce, type MailQueue } from '../../queue/mail-queue';
import { requireDrafted } from './follow-up-access';
import { nextSendTime } from './quiet-hours';

export interface QueueFollowUpOptions {
  sql: Queryable;
  mailQueue: MailQueue;
  followUpId: string;
  /** Who clicked Send; null when the worker sends it automatically. */
  actor: { userId: string; name: string } | null;
  now?: Date;
}

/** One job per follow-up: BullMQ ids cannot contain ':', so a dash joins them. */
export const followUpJobId = (followUpId: string) => `follow-up-${followUpId}`;

interface QueueRow {
  status: FollowUpStatus;
  email: string;
  unsubscribedAt: Date | null;
  quietFrom: string;
  quietTo: string;
  timeZone: string;
}

/** The pool opens its own transaction; a transaction passed in is simply used. */
function inTransaction<T>(sql: Queryable, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return 'begin' in sql ? ((sql as Sql).begin((tx) => work(tx)) as Promise<T>) : work(sql);
}

/**
 * Puts a drafted follow-up on the mail queue, to go now or when the boutique's quiet hours end.
 * The row is marked 'queued' under a lock first, so two clicks (or a click and the automatic
 * sender) queue it once; the job is added after the commit, so the worker never reads the row
 * before it says 'queued'. Pass the pool, not a transaction, for that reason. Refuses (409) what is
 * not a draft, a bride who unsubscribed and a bride with no address. Does not check who may act:
 * callers do (sendFollowUp for a person).
 */
export async function queueFollowUp(options: QueueFollowUpOptions): Promise<{ sendAt: Date }> {
  const { sql, mailQueue, followUpId, actor } = options;
  const now = options.now ?? new Date();
  const sendAt = await inTransaction(sql, async (tx) => {
    const [row] = await tx<QueueRow[]>`
      SELECT f.status, br.email, br.unsubscribed_at, b.follow_up_quiet_from AS quiet_from,
             b.follow_up_quiet_to AS quiet_to, b.time_zone
      FROM follow_ups f
      JOIN brides br ON br.id = f.bride_id
      JOIN boutiques b ON b.id = f.boutique_id
      WHERE f.id = ${followUpId}
      FOR UPDATE OF f`;
    if (!row) throw new AppError('NOT_FOUND', followUpMessages.notFound);
    requireDrafted(row.status);
    if (row.unsubscribedAt) throw new AppError('CONFLICT', followUpMessages.sendUnsubscribed);
    if (!row.email.trim()) throw new AppError('CONFLICT', followUpMessages.noEmail);
    const at = nextSendTime(now, { from: row.quietFrom, to: row.quietTo }, row.timeZone);
    await tx`
      UPDATE follow_ups
      SET status = 'queued', send_at = ${at}, queued_at = ${now}, queued_by = ${actor?.userId ?? null},
          queued_by_name = ${actor?.name ?? ''}, automatic = ${actor === null}, updated_at = ${now}
      WHERE id = ${followUpId}`;
    return at;
  });

  try {
    await enqueueMailOnce(
      mailQueue,
      { kind: 'follow-up', followUpId },
      { jobId: followUpJobId(followUpId), delayMs: sendAt.getTime() - now.getTime() },
    );
  } catch (error) {
    // Not on the queue, so not on its way: back to a draft a person can send again.
    await sql`
      UPDATE follow_ups
      SET status = 'drafted', send_at = NULL, queued_at = NULL, queued_by = NULL, queued_by_name = '',
          automatic = false, updated_at = now()
      WHERE id = ${followUpId} AND status = 'queued'`;
    throw error;
  }
  return { sendAt };
}
