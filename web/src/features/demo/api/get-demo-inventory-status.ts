import { apiPaths } from '@bridal/shared/api/api-paths';
import type { InventoryStatus } from '@bridal/shared/inventory/inventory';
import useSWR from 'swr';
import { demoFetcher, demoKey } from './demo-fetcher';
import { useTrialRedirectOn401 } from '../hooks/use-trial-redirect';

export const demoInventoryStatusKey = demoKey(apiPaths.inventoryStatus);

/** GET /api/inventory/status, polled every 5 s as the spec asks. */
export function useDemoInventoryStatus() {
  const onError = useTrialRedirectOn401();
  return useSWR<InventoryStatus>(demoInventoryStatusKey, demoFetcher<InventoryStatus>, {
    refreshInterval: 5_000,
    onError,
  });
}
