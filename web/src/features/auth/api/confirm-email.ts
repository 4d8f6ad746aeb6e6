import type { ConfirmEmailRequest } from '@bridal/shared/validation/confirm-email-schema';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/confirm-email: confirms the address the e-mailed link was sent to. */
export function confirmEmail({ token }: ConfirmEmailRequest): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('/api/auth/confirm-email', { method: 'POST', body: { token } });
}
