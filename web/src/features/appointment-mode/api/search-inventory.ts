import { apiPaths } from '@bridal/shared/api/api-paths';
import type { InventoryDress, InventoryDressesPage } from '@bridal/shared/inventory/inventory-dresses';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/inventory/dresses?search=: the first page of the current inventory matching the words. */
export async function searchInventory(search: string, signal?: AbortSignal): Promise<InventoryDress[]> {
  const query = new URLSearchParams({ search: search.trim() });
  const page = await apiRequest<InventoryDressesPage>(`${apiPaths.inventoryDresses}?${query}`, { signal });
  return page.dresses.slice(0, 8);
}
