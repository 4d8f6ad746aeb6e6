import { apiPaths } from '@bridal/shared/api/api-paths';
import type { BridePlan } from '@bridal/shared/brides/bride-plan';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';
import { answers401Itself } from '../../../lib/swr-defaults';

interface UseBridePlanOptions {
  /** How often her plan is fetched again while her analysis is still running; 0 fetches it once. */
  pollMs?: number;
}

/** GET /api/recommendations/{brideId}: her plan, 404 for an unknown bride or another boutique's. */
export function useBridePlan(brideId: string | null | undefined, { pollMs = 5000 }: UseBridePlanOptions = {}) {
  // The profile and the review read the same key, so they share the cache.
  return useSWR<BridePlan>(brideId ? apiPaths.bridePlan(brideId) : null, fetcher, {
    refreshInterval: (latest) => (latest && latest.bride.status !== 'ready' ? pollMs : 0),
    ...answers401Itself,
  });
}
