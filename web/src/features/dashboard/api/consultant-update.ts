import type { UpdateConsultantRequest } from '@bridal/shared/consultants/consultant-schemas';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/consultants/{id} */
export function updateConsultant(id: string, body: UpdateConsultantRequest): Promise<Consultant> {
  return apiRequest<Consultant>(`/api/consultants/${encodeURIComponent(id)}`, { method: 'PUT', body });
}
