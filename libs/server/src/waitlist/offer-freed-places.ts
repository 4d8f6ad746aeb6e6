import { createToken, hashToken } from '../auth/tokens';
import { lockBookingDays } from '../appointments/book-appointment';
import type { Sql } from '../db/create-sql';
import type { Logger } from '../logging/create-logger';
import type { MailQueue } from '../queue/mail-queue';
import { enqueueWaitlistOffers } from './offer-mail-queue';
import { boutiqueToday, dayInstants, readWaitlistDay } from './waitlist-day';

export interface WaitlistDeps {
  sql: Sql;
  mailQueue: MailQueue;
  logger: Logger;
}

export interface OfferFreedPlacesOptions {
  boutiqueId: number;
  /** Boutique-local days (YYYY-MM-DD) where a place may have freed up. */
  dates: string[];
  now?: Date;
}

/**
 * Offers each free place of a day to its waiting brides, in order of joining: one offer per free
 * place, each holding it for the boutique's waitlist_hold_minutes (never past its start). A bride
 * whose earlier offer of that very time lapsed unanswered is passed over for it. Runs under the
 * day's booking lock, so two callers (a cancel and the chore) never offer one place twice; the
 * e-mails are queued after the commit. Answers the offers made.
 */
async function offerDay(sql: Sql, boutiqueId: number, date: string, now: Date): Promise<string[]> {
  return sql.begin(async (tx) => {
    const day = await readWaitlistDay(tx, boutiqueId, date, now);
    if (date < boutiqueToday(day.schedule.timeZone, now) || !day.free.length) return [];
    await lockBookingDays(tx, boutiqueId, day.schedule.timeZone, [dayInstants(date, day.schedule.timeZone).midday]);
    // Read again under the lock: a booking may have taken a place meanwhile.
    const { free } = await readWaitlistDay(tx, boutiqueId, date, now);
    const [boutique] = await tx<{ holdMinutes: number }[]>`
      SELECT waitlist_hold_minutes AS hold_minutes FROM boutiques WHERE id = ${boutiqueId}`;
    const offered: string[] = [];
    for (const slot of free) {
      for (let place = 0; place < slot.remaining; place++) {
        const [entry] = await tx<{ id: string }[]>`
          SELECT e.id FROM waitlist_entries e
          WHERE e.boutique_id = ${boutiqueId} AND e.local_date = ${date} AND e.status = 'waiting'
            AND NOT EXISTS (
              SELECT 1 FROM waitlist_offers o
              WHERE o.entry_id = e.id AND o.starts_at = ${slot.startsAt} AND o.status = 'lapsed')
          ORDER BY e.created_at, e.id LIMIT 1 FOR UPDATE`;
        if (!entry) break;
        const startsAt = new Date(slot.startsAt);
        const expiresAt = new Date(Math.min(now.getTime() + boutique!.holdMinutes * 60_000, startsAt.getTime()));
        const token = createToken();
        const [offer] = await tx<{ id: string }[]>`
          INSERT INTO waitlist_offers (boutique_id, entry_id, starts_at, duration_minutes, expires_at, token_hash,
                                       mail_token, created_at, updated_at)
          VALUES (${boutiqueId}, ${entry.id}, ${startsAt}, ${day.schedule.appointmentMinutes}, ${expiresAt},
                  ${hashToken(token)}, ${token}, ${now}, ${now})
          RETURNING id`;
        await tx`UPDATE waitlist_entries SET status = 'offered', updated_at = ${now} WHERE id = ${entry.id}`;
        offered.push(offer!.id);
      }
    }
    return offered;
  }) as Promise<string[]>;
}

/** After a place may have freed up (a cancel, a move away, a lapsed or withdrawn offer): offers it on. */
export async function offerFreedPlaces(deps: WaitlistDeps, options: OfferFreedPlacesOptions): Promise<number> {
  const now = options.now ?? new Date();
  const offerIds: string[] = [];
  for (const date of [...new Set(options.dates)])
    offerIds.push(...(await offerDay(deps.sql, options.boutiqueId, date, now)));
  if (offerIds.length) await enqueueWaitlistOffers(deps.mailQueue, deps.logger, offerIds);
  return offerIds.length;
}

/**
 * The days a change to this appointment may have freed a place on: its own, and for a move the
 * day of the appointment it replaced (rebooked_from). Only days with someone waiting.
 */
export async function waitlistDaysOf(sql: Sql, boutiqueId: number, appointmentId: string): Promise<string[]> {
  const rows = await sql<{ date: string }[]>`
    SELECT DISTINCT e.local_date::text AS date
    FROM appointments a
    JOIN boutiques b ON b.id = a.boutique_id
    LEFT JOIN appointments previous ON previous.id = a.rebooked_from AND previous.boutique_id = a.boutique_id
    JOIN waitlist_entries e ON e.boutique_id = a.boutique_id AND e.status = 'waiting'
      AND e.local_date IN ((a.starts_at AT TIME ZONE b.time_zone)::date, (previous.starts_at AT TIME ZONE b.time_zone)::date)
    WHERE a.id = ${appointmentId} AND a.boutique_id = ${boutiqueId}`;
  return rows.map((row) => row.date);
}

/** After a cancel or a move: the freed place (if any) goes to the day's waitlist; never fails the change. */
export async function offerAfterChange(deps: WaitlistDeps, boutiqueId: number, appointmentId: string): Promise<void> {
  try {
    const dates = await waitlistDaysOf(deps.sql, boutiqueId, appointmentId);
    if (dates.length) await offerFreedPlaces(deps, { boutiqueId, dates });
  } catch (error) {
    deps.logger.warn({ err: error, appointmentId }, 'waitlist offers not made: the waitlist chore will make them');
  }
}
