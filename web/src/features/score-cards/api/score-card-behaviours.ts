import { apiPaths } from '@bridal/shared/api/api-paths';
import type { ScoreCardBehaviours } from '@bridal/shared/coaching/score-card-view';
import useSWR, { mutate } from 'swr';
import { apiRequest, fetcher } from '../../../lib/api-client';

const behavioursKey = apiPaths.scoreCards.behaviours;

/** GET /api/score-cards/behaviours: what the boutique's cards ask about, in order. */
export function useScoreCardBehaviours() {
  return useSWR<ScoreCardBehaviours>(behavioursKey, fetcher, { revalidateOnFocus: false });
}

/** PUT /api/score-cards/behaviours (admins): the list as saved, each with its key. */
export async function saveScoreCardBehaviours(body: {
  behaviours: { key?: string; label: string }[];
}): Promise<ScoreCardBehaviours> {
  const saved = await apiRequest<ScoreCardBehaviours>(behavioursKey, { method: 'PUT', body });
  await mutate(behavioursKey, saved, { revalidate: false });
  return saved;
}
