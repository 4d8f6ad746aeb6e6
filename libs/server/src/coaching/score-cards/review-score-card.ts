import { scoreCardMessages } from '@bridal/shared/coaching/score-card';
import type { Sql } from '../../db/create-sql';
import { AppError } from '../../errors/app-error';
import { findScoreCardAppointment } from './score-card-appointment';

export interface ReviewScoreCardOptions {
  sql: Sql;
  boutiqueId: number;
  appointmentId: string;
  /** An admin of the boutique (the route checks). */
  reviewerId: string;
  /** As validated at the edge (scoreCardReviewSchema). */
  note: string;
  now?: Date;
}

/**
 * An admin's note on a filled score card, for the consultant to read. A changed note is new to
 * her again; the same note saved twice keeps what she has read.
 */
export async function reviewScoreCard(options: ReviewScoreCardOptions): Promise<void> {
  const { sql, boutiqueId, appointmentId, reviewerId, note } = options;
  const now = options.now ?? new Date();
  await findScoreCardAppointment(sql, { boutiqueId, appointmentId });
  const updated = await sql`
    UPDATE score_cards
    SET review_seen_at = CASE WHEN review_note = ${note} THEN review_seen_at END,
        review_note = ${note}, reviewed_by = ${reviewerId}, reviewed_at = ${now}
    WHERE appointment_id = ${appointmentId} AND boutique_id = ${boutiqueId}`;
  if (updated.count === 0) throw new AppError('CONFLICT', scoreCardMessages.noCard);
}
