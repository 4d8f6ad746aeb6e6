import { apiPaths } from '@bridal/shared/api/api-paths';
import type { InventoryDressesPage } from '@bridal/shared/inventory/inventory-dresses';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';

/** GET /api/inventory/dresses?search=&page= (admins): one page of the inventory as it was read. */
export function useInventoryDresses(search: string, page: number) {
  const query = new URLSearchParams({ search, page: String(page) });
  return useSWR<InventoryDressesPage>(`${apiPaths.inventoryDresses}?${query}`, fetcher, {
    // The last page stays on screen while the next (or a new search) loads.
    keepPreviousData: true,
  });
}
