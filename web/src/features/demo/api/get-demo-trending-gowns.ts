import { apiPaths } from '@bridal/shared/api/api-paths';
import type { TrendingDocument } from '@bridal/shared/trending-gowns/trending-gowns';
import useSWR from 'swr';
import { demoFetcher, demoKey } from './demo-fetcher';
import { useTrialRedirectOn401 } from '../hooks/use-trial-redirect';

export const demoTrendingGownsKey = demoKey(apiPaths.trendingDocuments);

/** GET /api/trending-gowns: the demo's top-sellers document; not polled. */
export function useDemoTrendingGowns() {
  const onError = useTrialRedirectOn401();
  return useSWR<TrendingDocument[]>(demoTrendingGownsKey, demoFetcher<TrendingDocument[]>, {
    onError,
  });
}
