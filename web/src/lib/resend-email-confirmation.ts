import { apiPaths } from '@bridal/shared/api/api-paths';
import type { OkResponse } from '@bridal/shared/api/ok-response';
import { apiRequest } from './api-client';

/** POST /api/auth/resend-confirmation: e-mails the signed-in user a new confirmation link. */
export function resendEmailConfirmation(): Promise<OkResponse> {
  return apiRequest<OkResponse>(apiPaths.auth.resendConfirmation, { method: 'POST', body: {} });
}
