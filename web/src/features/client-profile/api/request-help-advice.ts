import type { AdviceResponse, HelpAdviceRequest } from '@bridal/shared/advice/advice-schemas';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/help/advice: markdown advice for a hard moment of the appointment. */
export function requestHelpAdvice(request: HelpAdviceRequest): Promise<AdviceResponse> {
  return apiRequest<AdviceResponse>('/api/help/advice', { method: 'POST', body: request });
}
