import { apiPaths } from '@bridal/shared/api/api-paths';
import type { TrendingUploadResponse } from '@bridal/shared/trending-gowns/trending-gowns';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/trending-gowns/upload (admins): repeated `files` and an optional `description`. */
export function uploadTrendingDocuments(files: readonly File[], description: string): Promise<TrendingUploadResponse> {
  const body = new FormData();
  if (description.trim() !== '') body.append('description', description.trim());
  for (const file of files) body.append('files', file, file.name);
  return apiRequest<TrendingUploadResponse>(apiPaths.trendingDocumentsUpload, { method: 'POST', body });
}
