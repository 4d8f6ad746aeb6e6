import { apiPaths } from '@bridal/shared/api/api-paths';
import type { AddConsultantRequest, InviteConsultantRequest } from '@bridal/shared/consultants/consultant-schemas';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/consultants/invite: creates her, pending, and e-mails her the set-up link. */
export function inviteConsultant(body: InviteConsultantRequest): Promise<Consultant> {
  return apiRequest<Consultant>(apiPaths.consultantInvite, { method: 'POST', body });
}

/**
 * POST /api/consultants: the dashboard's invitation, the e-mail optional. Without one she joins
 * the team needing setup and nothing is sent.
 */
export function addConsultant(body: AddConsultantRequest): Promise<Consultant> {
  return apiRequest<Consultant>(apiPaths.consultants, { method: 'POST', body });
}
