import type { AdviceResponse } from '@bridal/shared/advice/advice-schemas';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/coaching-advice: how to meet the consultant's coaching goals with this bride. */
export function requestCoachingAdvice(brideId: string): Promise<AdviceResponse> {
  return apiRequest<AdviceResponse>(apiPaths.coachingAdvice, { method: 'POST', body: { brideId } });
}
