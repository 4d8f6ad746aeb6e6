import { type MadeCalendarFeed, webcalUrlOf } from '@bridal/shared/calendar-feeds/calendar-feeds';
import type { Queryable } from '../db/queryable';
import { feedStatusOf, type FeedStatusRow } from './feed-status';
import { createFeedToken } from './feed-token';
import { calendarFeedUrl } from './feed-url';

export interface MakeCalendarFeedOptions {
  sql: Queryable;
  boutiqueId: number;
  /** Whose appointments: one team member's, or null for the whole boutique's. */
  consultantId: string | null;
  createdBy: string;
  publicUrl: string;
  now?: Date;
}

/**
 * A new link for the feed, in place of the one it had: the row's token is replaced in one
 * statement, so the old link answers 404 from the moment this one exists. The token is in the
 * answer and nowhere else (the row keeps its hash).
 */
export async function makeCalendarFeed(options: MakeCalendarFeedOptions): Promise<MadeCalendarFeed> {
  const { sql, boutiqueId, consultantId, createdBy } = options;
  const { token, prefix, hash } = createFeedToken();
  const [row] = await sql<FeedStatusRow[]>`
    INSERT INTO calendar_feeds (boutique_id, consultant_id, token_prefix, token_hash, created_by, created_at)
    VALUES (${boutiqueId}, ${consultantId}, ${prefix}, ${hash}, ${createdBy}, ${options.now ?? new Date()})
    ON CONFLICT (boutique_id, consultant_id) DO UPDATE
    SET token_prefix = EXCLUDED.token_prefix, token_hash = EXCLUDED.token_hash, created_by = EXCLUDED.created_by,
        created_at = EXCLUDED.created_at, last_fetched_at = NULL
    RETURNING created_at, last_fetched_at`;
  const url = calendarFeedUrl(options.publicUrl, token);
  return { feed: feedStatusOf(row!), url, webcalUrl: webcalUrlOf(url) };
}
