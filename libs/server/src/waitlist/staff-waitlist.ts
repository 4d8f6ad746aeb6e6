import { type WaitlistDayView, waitlistMessages } from '@bridal/shared/waitlist/waitlist';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { boutiqueToday } from './waitlist-day';

interface EntryRow {
  id: string;
  brideId: string;
  brideName: string;
  email: string;
  status: 'waiting' | 'offered';
  partySize: number | null;
  appointmentTypeId: string | null;
  createdAt: Date;
  offerStartsAt: Date | null;
  offerExpiresAt: Date | null;
}

/** A day's waitlist for the schedule, in order of joining, with the live offer of each who has one. */
export async function listDayWaitlist(
  sql: Sql,
  boutiqueId: number,
  day?: string,
  now = new Date(),
): Promise<WaitlistDayView> {
  const [boutique] = await sql<{ timeZone: string }[]>`SELECT time_zone FROM boutiques WHERE id = ${boutiqueId}`;
  const date = day ?? boutiqueToday(boutique?.timeZone ?? 'UTC', now);
  const rows = await sql<EntryRow[]>`
    SELECT e.id, e.bride_id, br.name AS bride_name, br.email, e.status, e.party_size, e.appointment_type_id,
           e.created_at, o.starts_at AS offer_starts_at, o.expires_at AS offer_expires_at
    FROM waitlist_entries e
    JOIN brides br ON br.id = e.bride_id AND br.boutique_id = e.boutique_id
    LEFT JOIN waitlist_offers o ON o.entry_id = e.id AND o.status = 'live'
    WHERE e.boutique_id = ${boutiqueId} AND e.local_date = ${date} AND e.status IN ('waiting', 'offered')
    ORDER BY e.created_at, e.id`;
  const entries = rows.map((row) => ({
    id: row.id,
    brideId: row.brideId,
    brideName: row.brideName,
    email: row.email,
    status: row.status,
    partySize: row.partySize,
    appointmentTypeId: row.appointmentTypeId,
    joinedAt: row.createdAt.toISOString(),
    offer:
      row.offerStartsAt && row.offerExpiresAt
        ? { startsAt: row.offerStartsAt.toISOString(), expiresAt: row.offerExpiresAt.toISOString() }
        : null,
  }));
  return { date, entries };
}

/**
 * Staff take a bride off a day's waitlist: her entry 'left', a live offer of hers withdrawn (its
 * link then says so). Answers the day, whose held place the caller offers on. 404 elsewhere.
 */
export async function removeWaitlistEntry(
  sql: Sql,
  { boutiqueId, entryId, now = new Date() }: { boutiqueId: number; entryId: string; now?: Date },
): Promise<{ date: string }> {
  const row = await sql.begin(async (tx) => {
    const [entry] = await tx<{ date: string }[]>`
      UPDATE waitlist_entries SET status = 'left', updated_at = ${now}
      WHERE id = ${entryId} AND boutique_id = ${boutiqueId} AND status IN ('waiting', 'offered')
      RETURNING local_date::text AS date`;
    if (!entry) return undefined;
    await tx`
      UPDATE waitlist_offers SET status = 'withdrawn', mail_status = CASE WHEN mail_status = 'pending' THEN 'skipped' ELSE mail_status END,
             mail_token = NULL, updated_at = ${now}
      WHERE entry_id = ${entryId} AND boutique_id = ${boutiqueId} AND status = 'live'`;
    return entry;
  });
  if (!row) throw new AppError('NOT_FOUND', waitlistMessages.entryNotFound);
  return row;
}
