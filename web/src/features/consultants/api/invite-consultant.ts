import { apiPaths } from '@bridal/shared/api/api-paths';
import type { InviteConsultantRequest } from '@bridal/shared/consultants/consultant-schemas';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/consultants/invite: creates her, pending, and e-mails her the set-up link. */
export function inviteConsultant(body: InviteConsultantRequest): Promise<Consultant> {
  return apiRequest<Consultant>(apiPaths.consultantInvite, { method: 'POST', body });
}
