import { type ForgotPasswordRequest, forgotPasswordSchema } from '@bridal/shared/validation/forgot-password-schema';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: answers ok whether or not the e-mail has an account. */
export function requestPasswordReset(input: ForgotPasswordRequest): Promise<{ ok: true }> {
  const body = forgotPasswordSchema.cast(input, { stripUnknown: true });
  return apiRequest<{ ok: true }>('/api/auth/forgot-password', { method: 'POST', body });
}
