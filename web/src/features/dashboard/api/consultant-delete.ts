import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/consultants/{id}: her account and sessions go at once. */
export function deleteConsultant(id: string): Promise<unknown> {
  return apiRequest(`/api/consultants/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
