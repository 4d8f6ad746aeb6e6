import { apiPaths } from '@bridal/shared/api/api-paths';
import type { GoalsProgressResponse } from '@bridal/shared/coaching/goal-standing';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';

/** GET /api/goals/mine: the signed-in user's current goals (her dashboard). */
export function useOwnGoals() {
  return useSWR<GoalsProgressResponse>(apiPaths.goals.mine, fetcher);
}

/** GET /api/goals/progress: an admin's view of everyone's current goals, a consultant's of her own (the reports). */
export function useGoalsProgress() {
  return useSWR<GoalsProgressResponse>(apiPaths.goals.progress, fetcher);
}
