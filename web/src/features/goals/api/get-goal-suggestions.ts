import { apiPaths } from '@bridal/shared/api/api-paths';
import type { GoalSuggestionsResponse } from '@bridal/shared/coaching/goal-standing';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';

/** GET /api/goals/consultants/{id}/suggestions: the measures her free-text coaching goals name. */
export function useGoalSuggestions(consultantId: string) {
  return useSWR<GoalSuggestionsResponse>(apiPaths.goals.suggestions(consultantId), fetcher);
}
