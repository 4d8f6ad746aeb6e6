import { apiPaths } from '@bridal/shared/api/api-paths';
import type { ScoreCardView } from '@bridal/shared/coaching/score-card-view';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';

/** The SWR key of one appointment's score card. */
export const scoreCardKey = (appointmentId: string) => apiPaths.scoreCards.ofAppointment(appointmentId);

/** GET /api/appointments/{id}/score-card: the boutique's behaviours, the card if filled, and what the reader may do. */
export function useScoreCard(appointmentId: string) {
  return useSWR<ScoreCardView>(scoreCardKey(appointmentId), fetcher, { revalidateOnFocus: false });
}
