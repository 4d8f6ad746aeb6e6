import type { TeamRole } from '@bridal/shared/accounts/account-schemas';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/consultants/{id}/role (the owner): an admin made, or a consultant again. */
export function changeTeamRole(id: string, role: TeamRole): Promise<Consultant> {
  return apiRequest<Consultant>(apiPaths.consultantRole(id), { method: 'PUT', body: { role } });
}
