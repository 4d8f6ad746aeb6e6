import type { ResetPasswordRequest } from '@bridal/shared/validation/reset-password-schema';
import { apiRequest } from '../../../lib/api-client';
import { resetPasswordSchemaModule } from '../utils/auth-schemas';

/** POST /api/auth/reset-password: sets a new password with the single-use token from the e-mail. */
export async function resetPassword(input: ResetPasswordRequest): Promise<{ ok: true }> {
  const { resetPasswordRequestSchema } = await resetPasswordSchemaModule();
  const body = resetPasswordRequestSchema.cast(input, { stripUnknown: true });
  return apiRequest<{ ok: true }>('/api/auth/reset-password', { method: 'POST', body });
}
