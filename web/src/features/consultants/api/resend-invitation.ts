import { apiPaths } from '@bridal/shared/api/api-paths';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/consultants/{id}/resend-invite: a new link, and the old one stops working. */
export function resendConsultantInvite(id: string): Promise<unknown> {
  return apiRequest(apiPaths.consultantResendInvite(id), { method: 'POST', body: {} });
}
