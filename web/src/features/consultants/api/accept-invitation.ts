import { apiPaths } from '@bridal/shared/api/api-paths';
import type { AcceptInvitationRequest } from '@bridal/shared/consultants/consultant-schemas';
import type { AcceptInvitationResponse } from '@bridal/shared/consultants/consultants';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/consultant-accept-invite: sets her password and makes her account active. */
export function acceptInvitation(body: AcceptInvitationRequest): Promise<AcceptInvitationResponse> {
  return apiRequest<AcceptInvitationResponse>(apiPaths.acceptInvitation, { method: 'POST', body });
}
