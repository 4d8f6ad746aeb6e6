import { apiPaths } from '@bridal/shared/api/api-paths';
import type { ConfirmEmailResponse } from '@bridal/shared/accounts/email-confirmation';
import type { ConfirmEmailRequest } from '@bridal/shared/validation/confirm-email-schema';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/confirm-email: confirms the address the e-mailed link was sent to (a new one becomes her login). */
export function confirmEmail({ token }: ConfirmEmailRequest): Promise<ConfirmEmailResponse> {
  return apiRequest<ConfirmEmailResponse>(apiPaths.auth.confirmEmail, { method: 'POST', body: { token } });
}
