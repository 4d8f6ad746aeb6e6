import type { BridePlan } from '@bridal/shared/brides/bride-plan';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';

export const bridePlanKey = (brideId: string) => `/api/recommendations/${encodeURIComponent(brideId)}`;

/** GET /api/recommendations/{brideId}: 404 for an unknown bride or another boutique's. */
export function getBridePlan(brideId: string): Promise<BridePlan> {
  return fetcher<BridePlan>(bridePlanKey(brideId));
}

/** Her plan, fetched again every `intervalMs` while her analysis is still running. */
export function useBridePlan(brideId: string | undefined, intervalMs = 5000) {
  return useSWR<BridePlan>(brideId ? bridePlanKey(brideId) : null, () => getBridePlan(brideId!), {
    refreshInterval: (latest) => (latest && latest.bride.status !== 'ready' ? intervalMs : 0),
  });
}
