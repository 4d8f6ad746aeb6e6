import type { Queryable } from '../../db/queryable';
import type { BookedTime } from './free-slots';

/**
 * The places live waitlist offers hold, starting in [low, high): taken for everyone else until the
 * offer is accepted or lapses, each for its type's length and buffer (the waitlist's own table,
 * waitlist_offers; see libs/server/src/waitlist).
 */
export async function waitlistHolds(sql: Queryable, boutiqueId: number, range: { low: Date; high: Date; now: Date }) {
  return sql<BookedTime[]>`
    SELECT starts_at, duration_minutes, buffer_minutes FROM waitlist_offers
    WHERE boutique_id = ${boutiqueId} AND status = 'live' AND expires_at > ${range.now}
      AND starts_at >= ${range.low} AND starts_at < ${range.high}`;
}
