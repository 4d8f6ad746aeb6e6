import type { AcceptInvitationRequest } from '@bridal/shared/consultants/consultant-schemas';
import { apiRequest } from '../../../lib/api-client';

export interface AcceptInvitationResponse {
  ok: boolean;
  email: string;
}

/** POST /api/consultant-accept-invite: sets her password and makes her account active. */
export function acceptInvitation(body: AcceptInvitationRequest): Promise<AcceptInvitationResponse> {
  return apiRequest<AcceptInvitationResponse>('/api/consultant-accept-invite', { method: 'POST', body });
}
