import { apiPaths } from '@bridal/shared/api/api-paths';
import type { BridePlan } from '@bridal/shared/brides/bride-plan';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';

/** GET /api/recommendations/{brideId}: 404 for an unknown bride or another boutique's. */
export function getBridePlan(brideId: string): Promise<BridePlan> {
  return fetcher<BridePlan>(apiPaths.bridePlan(brideId));
}

interface UseBridePlanOptions {
  /** How often her plan is fetched again while her analysis is still running; 0 fetches it once. */
  pollMs?: number;
}

/** Her plan; the profile and the review read the same key, so they share the cache. */
export function useBridePlan(brideId: string | null | undefined, { pollMs = 5000 }: UseBridePlanOptions = {}) {
  return useSWR<BridePlan>(brideId ? apiPaths.bridePlan(brideId) : null, () => getBridePlan(brideId!), {
    refreshInterval: (latest) => (latest && latest.bride.status !== 'ready' ? pollMs : 0),
  });
}
