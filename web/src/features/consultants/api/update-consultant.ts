import { apiPaths } from '@bridal/shared/api/api-paths';
import type { UpdateConsultantRequest } from '@bridal/shared/consultants/consultant-schemas';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/consultants/{id} */
export function updateConsultant(id: string, body: UpdateConsultantRequest): Promise<Consultant> {
  return apiRequest<Consultant>(apiPaths.consultant(id), { method: 'PUT', body });
}
