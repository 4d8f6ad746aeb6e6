import type { ForgotPasswordRequest } from '@bridal/shared/validation/forgot-password-schema';
import { apiRequest } from '../../../lib/api-client';
import { forgotPasswordSchemaModule } from '../utils/auth-schemas';

/** POST /api/auth/forgot-password: answers ok whether or not the e-mail has an account. */
export async function requestPasswordReset(input: ForgotPasswordRequest): Promise<{ ok: true }> {
  const { forgotPasswordSchema } = await forgotPasswordSchemaModule();
  const body = forgotPasswordSchema.cast(input, { stripUnknown: true });
  return apiRequest<{ ok: true }>('/api/auth/forgot-password', { method: 'POST', body });
}
