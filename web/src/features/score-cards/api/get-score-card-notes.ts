import { apiPaths } from '@bridal/shared/api/api-paths';
import type { ScoreCardNotes } from '@bridal/shared/coaching/score-card-view';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';

export const scoreCardNotesKey = apiPaths.scoreCards.notes;

/** GET /api/score-cards/notes: the review notes on her own cards, unread first. */
export function useScoreCardNotes() {
  return useSWR<ScoreCardNotes>(scoreCardNotesKey, fetcher);
}
