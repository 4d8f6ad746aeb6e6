import type { Queryable } from '../../db/queryable';
import type { BookedTime } from './free-slots';

/**
 * The places a live waitlist offer holds in [low, high): taken for everyone else until the offer
 * is accepted or lapses (the waitlist's own table, waitlist_offers; see libs/server/src/waitlist).
 */
export async function waitlistHolds(sql: Queryable, boutiqueId: number, low: Date, high: Date, now: Date) {
  return sql<BookedTime[]>`
    SELECT starts_at, duration_minutes FROM waitlist_offers
    WHERE boutique_id = ${boutiqueId} AND status = 'live' AND expires_at > ${now}
      AND starts_at >= ${low} AND starts_at < ${high}`;
}
