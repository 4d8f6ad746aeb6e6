import { type ResetPasswordRequest, resetPasswordRequestSchema } from '@bridal/shared/validation/reset-password-schema';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/reset-password: sets a new password with the single-use token from the e-mail. */
export function resetPassword(input: ResetPasswordRequest): Promise<{ ok: true }> {
  const body = resetPasswordRequestSchema.cast(input, { stripUnknown: true });
  return apiRequest<{ ok: true }>('/api/auth/reset-password', { method: 'POST', body });
}
