import { apiPaths } from '@bridal/shared/api/api-paths';
import type { InventoryStatus } from '@bridal/shared/inventory/inventory';
import useSWR, { mutate } from 'swr';
import { fetcher } from '../../../lib/api-client';
import { signOutOn401 } from '../../../lib/sign-out-on-401';

export const inventoryStatusKey = apiPaths.inventoryStatus;

/** The inventory status is polled every 5 s. */
export const inventoryRefreshMs = 5_000;

/** GET /api/inventory/status */
export function useInventoryStatus() {
  return useSWR<InventoryStatus>(inventoryStatusKey, fetcher, {
    refreshInterval: inventoryRefreshMs,
    onError: signOutOn401,
  });
}

export function refreshInventoryStatus(): Promise<unknown> {
  return mutate(inventoryStatusKey);
}
