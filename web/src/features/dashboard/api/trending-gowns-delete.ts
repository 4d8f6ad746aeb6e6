import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/trending-gowns/{id} (admins): the file, its record and its top sellers go. */
export function deleteTrendingDocument(id: string): Promise<unknown> {
  return apiRequest(`/api/trending-gowns/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
