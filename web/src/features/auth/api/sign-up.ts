import { type SignupRequest, signupRequestSchema } from '@bridal/shared/validation/signup-schema';
import { apiRequest } from '../../../lib/api-client';

export interface SignupResponse {
  boutiqueId: number;
  boutiqueName: string;
}

/**
 * POST /api/signup. Only the request's own fields are sent: anything else the caller holds (the
 * form's confirmPassword) is stripped, and strings are trimmed as the server will trim them.
 */
export function signUp(input: SignupRequest): Promise<SignupResponse> {
  const body = signupRequestSchema.cast(input, { stripUnknown: true });
  return apiRequest<SignupResponse>('/api/signup', { method: 'POST', body });
}
