import { scoreCardMessages } from '@bridal/shared/coaching/score-card';
import { scoreCardViewMessages } from '@bridal/shared/coaching/score-card-view';
import type { Sql } from '../../db/create-sql';
import { AppError } from '../../errors/app-error';
import { findScoreCardAppointment } from './score-card-appointment';

export interface MarkReviewSeenOptions {
  sql: Sql;
  boutiqueId: number;
  appointmentId: string;
  userId: string;
  now?: Date;
}

/**
 * The card's consultant has read its review note: it leaves her dashboard's unread notes. Only
 * she can say so (an admin opening the card does not); read once, it stays read until the note changes.
 */
export async function markReviewSeen(options: MarkReviewSeenOptions): Promise<void> {
  const { sql, boutiqueId, appointmentId, userId } = options;
  const now = options.now ?? new Date();
  await findScoreCardAppointment(sql, { boutiqueId, appointmentId });
  const [card] = await sql<{ consultantId: string | null }[]>`
    SELECT consultant_id FROM score_cards WHERE appointment_id = ${appointmentId} AND boutique_id = ${boutiqueId}`;
  if (!card) throw new AppError('CONFLICT', scoreCardMessages.noCard);
  if (card.consultantId !== userId) throw new AppError('FORBIDDEN', scoreCardViewMessages.notYours);
  await sql`
    UPDATE score_cards SET review_seen_at = ${now}
    WHERE appointment_id = ${appointmentId} AND boutique_id = ${boutiqueId}
      AND review_note <> '' AND review_seen_at IS NULL`;
}
