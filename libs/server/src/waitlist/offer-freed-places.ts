import { createToken, hashToken } from '../auth/tokens';
import { lockBookingDays } from '../appointments/book-appointment';
import { readBoutiqueSchedule } from '../appointments/schedule/boutique-schedule';
import { shapeOf } from '../appointments/schedule/booking-setup';
import type { Sql } from '../db/create-sql';
import type { Logger } from '../logging/create-logger';
import type { MailQueue } from '../queue/mail-queue';
import { entryTypeSql } from './entry-type';
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
 * Offers the day's freed places to its waiting brides, in order of joining: each in turn is offered
 * the first free time of her own type (its length and buffer; none asked: the plain appointment)
 * that she has not let lapse before, held for the boutique's waitlist_hold_minutes (never past its
 * start). Each offer holds its place at once, so the next bride is offered what is left. Runs
 * under the day's booking lock, so two callers (a cancel and the chore) never offer one place
 * twice; the e-mails are queued after the commit. Answers the offers made.
 */
async function offerDay(sql: Sql, boutiqueId: number, date: string, now: Date): Promise<string[]> {
  return sql.begin(async (tx) => {
    const schedule = await readBoutiqueSchedule(tx, boutiqueId);
    if (date < boutiqueToday(schedule.timeZone, now)) return [];
    await lockBookingDays(tx, boutiqueId, schedule.timeZone, [dayInstants(date, schedule.timeZone).midday]);
    const waiting = await tx<{ id: string; appointmentTypeId: string | null }[]>`
      SELECT e.id, ${entryTypeSql(tx)} AS appointment_type_id FROM waitlist_entries e
      WHERE e.boutique_id = ${boutiqueId} AND e.local_date = ${date} AND e.status = 'waiting'
      ORDER BY e.created_at, e.id FOR UPDATE`;
    if (!waiting.length) return [];
    const [boutique] = await tx<{ holdMinutes: number }[]>`
      SELECT waitlist_hold_minutes AS hold_minutes FROM boutiques WHERE id = ${boutiqueId}`;
    const offered: string[] = [];
    for (const entry of waiting) {
      // Read under the lock, after the offers made so far: each holds its place.
      const day = await readWaitlistDay(tx, boutiqueId, date, now, entry.appointmentTypeId);
      if (!day.free.length) continue;
      const lapsed = await tx<{ startsAt: Date }[]>`
        SELECT starts_at FROM waitlist_offers WHERE entry_id = ${entry.id} AND status = 'lapsed'`;
      const passed = new Set(lapsed.map((offer) => offer.startsAt.getTime()));
      const slot = day.free.find((free) => !passed.has(Date.parse(free.startsAt)));
      if (!slot) continue;
      const shape = shapeOf(day.schedule.appointmentMinutes, day.setup.type);
      const startsAt = new Date(slot.startsAt);
      const expiresAt = new Date(Math.min(now.getTime() + boutique!.holdMinutes * 60_000, startsAt.getTime()));
      const token = createToken();
      const [offer] = await tx<{ id: string }[]>`
        INSERT INTO waitlist_offers (boutique_id, entry_id, starts_at, duration_minutes, buffer_minutes, expires_at,
                                     token_hash, mail_token, created_at, updated_at)
        VALUES (${boutiqueId}, ${entry.id}, ${startsAt}, ${shape.lengthMinutes}, ${shape.bufferMinutes}, ${expiresAt},
                ${hashToken(token)}, ${token}, ${now}, ${now})
        RETURNING id`;
      await tx`UPDATE waitlist_entries SET status = 'offered', updated_at = ${now} WHERE id = ${entry.id}`;
      offered.push(offer!.id);
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
