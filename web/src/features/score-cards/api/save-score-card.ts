import { apiPaths } from '@bridal/shared/api/api-paths';
import type { ScoreCardRequest } from '@bridal/shared/coaching/score-card';
import type { ScoreCardView } from '@bridal/shared/coaching/score-card-view';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/appointments/{id}/score-card: fills the card, or edits it. */
export function saveScoreCard(appointmentId: string, body: ScoreCardRequest): Promise<ScoreCardView> {
  return apiRequest<ScoreCardView>(apiPaths.scoreCards.ofAppointment(appointmentId), { method: 'PUT', body });
}
