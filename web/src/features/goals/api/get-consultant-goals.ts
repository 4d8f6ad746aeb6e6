import { apiPaths } from '@bridal/shared/api/api-paths';
import type { ConsultantGoalsResponse } from '@bridal/shared/coaching/goal-standing';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';

/** GET /api/goals/consultants/{id}: her goals with their progress, and the boutique's behaviours. */
export function useConsultantGoals(consultantId: string) {
  return useSWR<ConsultantGoalsResponse>(apiPaths.goals.ofConsultant(consultantId), fetcher);
}
