import { apiRequest } from './api-client';

/** POST /api/auth/resend-confirmation: e-mails the signed-in user a new confirmation link. */
export function resendEmailConfirmation(): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('/api/auth/resend-confirmation', { method: 'POST', body: {} });
}
