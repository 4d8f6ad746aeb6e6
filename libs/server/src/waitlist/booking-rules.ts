import type { BookingRules } from '@bridal/shared/waitlist/waitlist';
import type { Sql } from '../db/create-sql';

/** The boutique's booking rules: the cut-off for a bride's own changes, and how long an offer holds. */
export async function readBookingRules(sql: Sql, boutiqueId: number): Promise<BookingRules> {
  const [row] = await sql<BookingRules[]>`
    SELECT change_cutoff_hours, waitlist_hold_minutes FROM boutiques WHERE id = ${boutiqueId}`;
  return row ?? { changeCutoffHours: 0, waitlistHoldMinutes: 120 };
}

export async function updateBookingRules(sql: Sql, boutiqueId: number, rules: BookingRules): Promise<BookingRules> {
  const [row] = await sql<BookingRules[]>`
    UPDATE boutiques SET change_cutoff_hours = ${rules.changeCutoffHours},
                         waitlist_hold_minutes = ${rules.waitlistHoldMinutes}, updated_at = now()
    WHERE id = ${boutiqueId}
    RETURNING change_cutoff_hours, waitlist_hold_minutes`;
  return row!;
}
