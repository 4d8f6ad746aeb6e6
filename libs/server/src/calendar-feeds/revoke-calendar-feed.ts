import { consultantMessages } from '@bridal/shared/consultants/consultants';
import type { Queryable } from '../db/queryable';
import { AppError } from '../errors/app-error';

export interface RevokeCalendarFeedOptions {
  sql: Queryable;
  boutiqueId: number;
  /** One team member's feed, or null for the boutique's. */
  consultantId: string | null;
}

/** The feed's link stops answering at once. Revoking a feed there is not is no error: it is gone either way. */
export async function revokeCalendarFeed({ sql, boutiqueId, consultantId }: RevokeCalendarFeedOptions): Promise<void> {
  await sql`
    DELETE FROM calendar_feeds WHERE boutique_id = ${boutiqueId} AND consultant_id IS NOT DISTINCT FROM ${consultantId}`;
}

/** An admin revokes a team member's feed: 404 for anyone who is not of her boutique. */
export async function revokeTeamMemberFeed(options: RevokeCalendarFeedOptions & { consultantId: string }) {
  const [member] = await options.sql`
    SELECT 1 FROM users WHERE id = ${options.consultantId} AND boutique_id = ${options.boutiqueId}`;
  if (!member) throw new AppError('NOT_FOUND', consultantMessages.notFound);
  await revokeCalendarFeed(options);
}
