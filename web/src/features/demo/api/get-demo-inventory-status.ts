import useSWR from 'swr';
import { demoFetcher, demoKey } from './demo-fetcher';
import { useTrialRedirectOn401 } from '../hooks/use-trial-redirect';

export interface DemoInventoryStatus {
  hasInventory: boolean;
  dressCount: number;
  lastUpdated: string | null;
}

export const demoInventoryStatusKey = demoKey('/api/inventory/status');

/** GET /api/inventory/status, polled every 5 s as the spec asks. */
export function useDemoInventoryStatus() {
  const onError = useTrialRedirectOn401();
  return useSWR<DemoInventoryStatus>(demoInventoryStatusKey, demoFetcher<DemoInventoryStatus>, {
    refreshInterval: 5_000,
    onError,
  });
}
