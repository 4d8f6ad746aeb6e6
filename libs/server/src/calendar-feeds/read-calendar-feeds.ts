import type { BoutiqueCalendarFeeds, OwnCalendarFeed } from '@bridal/shared/calendar-feeds/calendar-feeds';
import type { Queryable } from '../db/queryable';
import { feedStatusOf, type FeedStatusRow } from './feed-status';

export interface ReadOwnCalendarFeedOptions {
  sql: Queryable;
  boutiqueId: number;
  userId: string;
}

/** Her own feed: whether she has a link, when it was made and last fetched. */
export async function readOwnCalendarFeed({
  sql,
  boutiqueId,
  userId,
}: ReadOwnCalendarFeedOptions): Promise<OwnCalendarFeed> {
  const [row] = await sql<FeedStatusRow[]>`
    SELECT created_at, last_fetched_at FROM calendar_feeds WHERE boutique_id = ${boutiqueId} AND consultant_id = ${userId}`;
  return { feed: row ? feedStatusOf(row) : null };
}

/** The boutique's feed and every team member's that has one (admins). */
export async function readBoutiqueCalendarFeeds(sql: Queryable, boutiqueId: number): Promise<BoutiqueCalendarFeeds> {
  const rows = await sql<(FeedStatusRow & { consultantId: string | null; name: string | null })[]>`
    SELECT f.consultant_id, u.name, f.created_at, f.last_fetched_at
    FROM calendar_feeds f LEFT JOIN users u ON u.id = f.consultant_id
    WHERE f.boutique_id = ${boutiqueId}
    ORDER BY u.name NULLS FIRST, f.consultant_id`;
  const boutique = rows.find((row) => row.consultantId === null);
  return {
    boutique: boutique ? feedStatusOf(boutique) : null,
    team: rows.flatMap((row) =>
      row.consultantId === null ? [] : [{ consultantId: row.consultantId, name: row.name ?? '', ...feedStatusOf(row) }],
    ),
  };
}
