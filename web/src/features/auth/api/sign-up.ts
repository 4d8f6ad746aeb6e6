import type { SignupResponse } from '@bridal/shared/accounts/account-types';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { SignupRequest } from '@bridal/shared/validation/signup-schema';
import { apiRequest } from '../../../lib/api-client';
import { signupSchemaModule } from '../utils/auth-schemas';

/** The browser's IANA time zone, the new boutique's first (the server keeps its default for an unknown one). */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/signup. Only the request's own fields are sent: anything else the caller holds (the
 * form's confirmPassword) is stripped, and strings are trimmed as the server will trim them.
 */
export async function signUp(input: SignupRequest): Promise<SignupResponse> {
  const { signupRequestSchema } = await signupSchemaModule();
  const body = signupRequestSchema.cast({ timeZone: browserTimeZone(), ...input }, { stripUnknown: true });
  return apiRequest<SignupResponse>(apiPaths.signup, { method: 'POST', body });
}
