import type { Sql } from '../db/create-sql';
import { offerFreedPlaces, type WaitlistDeps } from './offer-freed-places';
import { requeueLostWaitlistOffers } from './offer-mail-queue';

export interface TendWaitlistsReport {
  lapsedEntries: number;
  lapsedOffers: number;
  offersMade: number;
  requeuedOffers: number;
}

/** Entries whose day has passed on their boutique's clock lapse, and any offer they still had. */
async function lapsePassedDays(sql: Sql, now: Date): Promise<number> {
  const lapsed = await sql<{ id: string }[]>`
    UPDATE waitlist_entries e SET status = 'lapsed', updated_at = ${now}
    FROM boutiques b
    WHERE b.id = e.boutique_id AND e.status IN ('waiting', 'offered')
      AND e.local_date < (${now}::timestamptz AT TIME ZONE b.time_zone)::date
    RETURNING e.id`;
  if (lapsed.length) {
    await sql`
      UPDATE waitlist_offers SET status = 'lapsed', updated_at = ${now}
      WHERE status = 'live' AND entry_id IN ${sql(lapsed.map((row) => row.id))}`;
  }
  return lapsed.length;
}

/** Offers past their time lapse unanswered: their brides wait again (passed over for that time). */
async function lapseExpiredOffers(sql: Sql, now: Date): Promise<number> {
  const lapsed = await sql<{ entryId: string }[]>`
    UPDATE waitlist_offers SET status = 'lapsed', updated_at = ${now}
    WHERE status = 'live' AND expires_at <= ${now}
    RETURNING entry_id`;
  if (lapsed.length) {
    await sql`
      UPDATE waitlist_entries SET status = 'waiting', updated_at = ${now}
      WHERE status = 'offered' AND id IN ${sql(lapsed.map((row) => row.entryId))}
        AND NOT EXISTS (SELECT 1 FROM waitlist_offers o WHERE o.entry_id = waitlist_entries.id AND o.status = 'live')`;
  }
  return lapsed.length;
}

/**
 * The waitlist's housekeeping chore: days passed lapse their entries; unanswered offers lapse and
 * their places go to the next bride; every day with someone waiting is offered what is free (a
 * change whose own offer call failed is caught here); offer e-mails Redis lost are queued again.
 */
export async function tendWaitlists(deps: WaitlistDeps & { now?: Date }): Promise<TendWaitlistsReport> {
  const now = deps.now ?? new Date();
  const lapsedEntries = await lapsePassedDays(deps.sql, now);
  const lapsedOffers = await lapseExpiredOffers(deps.sql, now);
  const days = await deps.sql<{ boutiqueId: number; date: string }[]>`
    SELECT DISTINCT boutique_id, local_date::text AS date FROM waitlist_entries
    WHERE status = 'waiting' ORDER BY boutique_id, date LIMIT 500`;
  let offersMade = 0;
  for (const day of days) {
    offersMade += await offerFreedPlaces(deps, { boutiqueId: day.boutiqueId, dates: [day.date], now });
  }
  const requeuedOffers = await requeueLostWaitlistOffers({ ...deps, now });
  return { lapsedEntries, lapsedOffers, offersMade, requeuedOffers };
}
