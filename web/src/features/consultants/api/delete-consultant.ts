import { apiPaths } from '@bridal/shared/api/api-paths';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/consultants/{id}: her account and sessions go at once. */
export function deleteConsultant(id: string): Promise<unknown> {
  return apiRequest(apiPaths.consultant(id), { method: 'DELETE' });
}
