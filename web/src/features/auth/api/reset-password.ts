import { apiPaths } from '@bridal/shared/api/api-paths';
import type { OkResponse } from '@bridal/shared/api/ok-response';
import type { ResetPasswordRequest } from '@bridal/shared/validation/reset-password-schema';
import { apiRequest } from '../../../lib/api-client';
import { resetPasswordSchemaModule } from '../utils/auth-schemas';

/** POST /api/auth/reset-password: sets a new password with the single-use token from the e-mail. */
export async function resetPassword(input: ResetPasswordRequest): Promise<OkResponse> {
  const { resetPasswordRequestSchema } = await resetPasswordSchemaModule();
  const body = resetPasswordRequestSchema.cast(input, { stripUnknown: true });
  return apiRequest<OkResponse>(apiPaths.auth.resetPassword, { method: 'POST', body });
}
