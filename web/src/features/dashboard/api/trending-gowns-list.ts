import { apiPaths } from '@bridal/shared/api/api-paths';
import type { TrendingDocument } from '@bridal/shared/trending-gowns/trending-gowns';
import useSWR, { mutate } from 'swr';
import { fetcher } from '../../../lib/api-client';

export const trendingDocumentsKey = apiPaths.trendingDocuments;

/** GET /api/trending-gowns (any user of the boutique): its documents, newest first. */
export function useTrendingDocuments() {
  // This list is not polled: it is fetched again after an upload or a delete.
  return useSWR<TrendingDocument[]>(trendingDocumentsKey, fetcher);
}

export function refreshTrendingDocuments(): Promise<unknown> {
  return mutate(trendingDocumentsKey);
}
