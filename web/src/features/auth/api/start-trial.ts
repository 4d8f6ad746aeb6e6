import type { TrialSignupResponse } from '@bridal/shared/accounts/account-types';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { TrialSignupRequest } from '@bridal/shared/validation/trial-signup-schema';
import { apiRequest } from '../../../lib/api-client';
import { trialSignupSchemaModule } from '../utils/auth-schemas';

/** POST /api/trial-signup: creates demo access (the server also sets its cookie). */
export async function startTrial(input: TrialSignupRequest): Promise<TrialSignupResponse> {
  const { trialSignupSchema } = await trialSignupSchemaModule();
  const body = trialSignupSchema.cast(input, { stripUnknown: true });
  return apiRequest<TrialSignupResponse>(apiPaths.trialSignup, { method: 'POST', body });
}
