import { apiPaths } from '@bridal/shared/api/api-paths';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import useSWR from 'swr';
import { demoFetcher, demoKey } from './demo-fetcher';
import { useTrialRedirectOn401 } from '../hooks/use-trial-redirect';

export const demoConsultantsKey = demoKey(apiPaths.consultants);

/** GET /api/consultants: the demo boutique's sample team (read-only for a visitor). */
export function useDemoConsultants() {
  const onError = useTrialRedirectOn401();
  return useSWR<Consultant[]>(demoConsultantsKey, demoFetcher<Consultant[]>, {
    refreshInterval: 60_000,
    dedupingInterval: 30_000,
    onError,
  });
}
