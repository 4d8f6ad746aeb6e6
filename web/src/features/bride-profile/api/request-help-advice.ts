import type { AdviceResponse, HelpAdviceRequest } from '@bridal/shared/advice/advice-schemas';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/help/advice: markdown advice for a hard moment of the appointment. */
export function requestHelpAdvice(request: HelpAdviceRequest): Promise<AdviceResponse> {
  return apiRequest<AdviceResponse>(apiPaths.helpAdvice, { method: 'POST', body: request });
}
