import type { AdviceResponse } from '@bridal/shared/advice/advice-schemas';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/coaching-advice: how to meet the consultant's coaching goals with this bride. */
export function requestCoachingAdvice(brideId: string): Promise<AdviceResponse> {
  return apiRequest<AdviceResponse>('/api/coaching-advice', { method: 'POST', body: { brideId } });
}
