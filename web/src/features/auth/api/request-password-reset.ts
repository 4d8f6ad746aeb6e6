import { apiPaths } from '@bridal/shared/api/api-paths';
import type { OkResponse } from '@bridal/shared/api/ok-response';
import type { ForgotPasswordRequest } from '@bridal/shared/validation/forgot-password-schema';
import { apiRequest } from '../../../lib/api-client';
import { forgotPasswordSchemaModule } from '../utils/auth-schemas';

/** POST /api/auth/forgot-password: answers ok whether or not the e-mail has an account. */
export async function requestPasswordReset(input: ForgotPasswordRequest): Promise<OkResponse> {
  const { forgotPasswordSchema } = await forgotPasswordSchemaModule();
  const body = forgotPasswordSchema.cast(input, { stripUnknown: true });
  return apiRequest<OkResponse>(apiPaths.auth.forgotPassword, { method: 'POST', body });
}
