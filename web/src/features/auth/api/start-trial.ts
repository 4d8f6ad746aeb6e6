import type { TrialSignupResponse } from '@bridal/shared/accounts/account-types';
import { type TrialSignupRequest, trialSignupSchema } from '@bridal/shared/validation/trial-signup-schema';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/trial-signup: creates demo access (the server also sets its cookie). */
export function startTrial(input: TrialSignupRequest): Promise<TrialSignupResponse> {
  const body = trialSignupSchema.cast(input, { stripUnknown: true });
  return apiRequest<TrialSignupResponse>('/api/trial-signup', { method: 'POST', body });
}
