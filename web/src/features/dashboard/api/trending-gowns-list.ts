import { apiPaths } from '@bridal/shared/api/api-paths';
import type { TrendingDocument } from '@bridal/shared/trending-gowns/trending-gowns';
import useSWR, { mutate } from 'swr';
import { fetcher } from '../../../lib/api-client';
import { signOutOn401 } from '../../../lib/sign-out-on-401';

export const trendingDocumentsKey = apiPaths.trendingDocuments;

/** GET /api/trending-gowns (any user of the boutique): its documents, newest first. */
export function useTrendingDocuments() {
  // This list is not polled: it is fetched again after an upload or a delete.
  return useSWR<TrendingDocument[]>(trendingDocumentsKey, fetcher, { onError: signOutOn401 });
}

export function refreshTrendingDocuments(): Promise<unknown> {
  return mutate(trendingDocumentsKey);
}
