import type { FollowUpBlock, FollowUpStopReason } from '@bridal/shared/follow-ups/follow-up';
import type { Queryable } from '../db/queryable';
import { holdsPlaceSql } from '../db/appointment-status';
import { isSale } from '../db/sale-sql';

/**
 * Whether a bride may still be followed up after an appointment: `blocked` is why she can never be
 * written to (no e-mail, no consent, unsubscribed), `stop` why her plan is over (she bought, or
 * booked an appointment after this one).
 */
export interface FollowUpEligibility {
  blocked: FollowUpBlock | null;
  stop: FollowUpStopReason | null;
}

interface EligibilityRow {
  email: string;
  followUpConsent: boolean;
  unsubscribed: boolean;
  bought: boolean;
  bookedAgain: boolean;
}

export async function readFollowUpEligibility(
  sql: Queryable,
  appointmentId: string,
): Promise<FollowUpEligibility | undefined> {
  const [row] = await sql<EligibilityRow[]>`
    SELECT b.email, b.follow_up_consent, b.unsubscribed_at IS NOT NULL AS unsubscribed,
      EXISTS (SELECT 1 FROM appointment_outcomes o WHERE o.bride_id = a.bride_id AND ${isSale(sql)}) AS bought,
      EXISTS (
        SELECT 1 FROM appointments later
        WHERE later.bride_id = a.bride_id AND ${holdsPlaceSql(sql, 'later')} AND later.starts_at > a.starts_at
      ) AS booked_again
    FROM appointments a JOIN brides b ON b.id = a.bride_id
    WHERE a.id = ${appointmentId}`;
  if (!row) return undefined;
  return { blocked: blockOf(row), stop: stopOf(row) };
}

function blockOf(row: EligibilityRow): FollowUpBlock | null {
  if (row.unsubscribed) return 'unsubscribed';
  if (!row.email.trim()) return 'no_email';
  if (!row.followUpConsent) return 'no_consent';
  return null;
}

function stopOf(row: EligibilityRow): FollowUpStopReason | null {
  if (row.unsubscribed) return 'unsubscribed';
  if (row.bought) return 'bought';
  if (row.bookedAgain) return 'booked_again';
  return null;
}
