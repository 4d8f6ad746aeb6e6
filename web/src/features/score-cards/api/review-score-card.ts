import { apiPaths } from '@bridal/shared/api/api-paths';
import type { ScoreCardView } from '@bridal/shared/coaching/score-card-view';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/appointments/{id}/score-card/review (admins): the note the card's consultant reads. */
export function reviewScoreCard(appointmentId: string, note: string): Promise<ScoreCardView> {
  return apiRequest<ScoreCardView>(apiPaths.scoreCards.review(appointmentId), { method: 'PUT', body: { note } });
}
