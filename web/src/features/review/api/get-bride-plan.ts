import type { BridePlan } from '@bridal/shared/brides/bride-plan';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';

/** GET /api/recommendations/{brideId} (the profile reads the same key, so they share the cache). */
export const bridePlanKey = (brideId: string) => `/api/recommendations/${encodeURIComponent(brideId)}`;

export function useBridePlan(brideId: string | null) {
  return useSWR<BridePlan>(brideId ? bridePlanKey(brideId) : null, () => fetcher<BridePlan>(bridePlanKey(brideId!)));
}
