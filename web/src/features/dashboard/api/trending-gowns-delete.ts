import { apiPaths } from '@bridal/shared/api/api-paths';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/trending-gowns/{id} (admins): the file, its record and its top sellers go. */
export function deleteTrendingDocument(id: string): Promise<unknown> {
  return apiRequest(apiPaths.trendingDocument(id), { method: 'DELETE' });
}
