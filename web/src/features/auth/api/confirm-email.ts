import { apiPaths } from '@bridal/shared/api/api-paths';
import type { OkResponse } from '@bridal/shared/api/ok-response';
import type { ConfirmEmailRequest } from '@bridal/shared/validation/confirm-email-schema';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/confirm-email: confirms the address the e-mailed link was sent to. */
export function confirmEmail({ token }: ConfirmEmailRequest): Promise<OkResponse> {
  return apiRequest<OkResponse>(apiPaths.auth.confirmEmail, { method: 'POST', body: { token } });
}
