import type { FollowUpStopReason } from '@bridal/shared/follow-ups/follow-up';
import type { Queryable } from '../../consultants/queryable';

/** PLACEHOLDER (being built): stops every pending follow-up of a bride (scheduled, drafted, queued). */
export async function stopFollowUps(
  _sql: Queryable,
  _options: { brideId: string; reason: FollowUpStopReason; now?: Date },
): Promise<number> {
  throw new Error('stopFollowUps is not built yet');
}
