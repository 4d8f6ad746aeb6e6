import { apiPaths } from '@bridal/shared/api/api-paths';
import { mutate } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { scoreCardNotesKey } from './get-score-card-notes';

/** POST /api/appointments/{id}/score-card/seen: she has read the note; her dashboard's list follows. */
export async function markReviewSeen(appointmentId: string): Promise<void> {
  await apiRequest<void>(apiPaths.scoreCards.seen(appointmentId), { method: 'POST' });
  await mutate(scoreCardNotesKey);
}
