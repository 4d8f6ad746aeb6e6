import type { FollowUpStopReason } from '@bridal/shared/follow-ups/follow-up';
import type { Queryable } from '../db/queryable';

/**
 * Stops every pending follow-up of a bride (scheduled, drafted, queued) and answers how many. Sent,
 * skipped and already stopped rows keep their history. A queued one may already sit on the mail
 * queue: delivery reads its status again and drops it, so stopping it here is enough.
 */
export async function stopFollowUps(
  sql: Queryable,
  options: { brideId: string; reason: FollowUpStopReason; now?: Date },
): Promise<number> {
  const now = options.now ?? new Date();
  const stopped = await sql`
    UPDATE follow_ups
    SET status = 'stopped', stopped_reason = ${options.reason}, stopped_at = ${now}, updated_at = ${now},
        unsubscribe_token = NULL
    WHERE bride_id = ${options.brideId} AND status IN ('scheduled', 'drafted', 'queued')
    RETURNING id`;
  return stopped.length;
}
