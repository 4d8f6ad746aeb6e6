import { apiRequest } from '../../../lib/api-client';

/** POST /api/consultants/{id}/resend-invite: a new link, and the old one stops working. */
export function resendConsultantInvite(id: string): Promise<unknown> {
  return apiRequest(`/api/consultants/${encodeURIComponent(id)}/resend-invite`, { method: 'POST', body: {} });
}
