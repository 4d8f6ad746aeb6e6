import { apiPaths } from '@bridal/shared/api/api-paths';
import type { RefreshPlansResponse } from '@bridal/shared/inventory/inventory-dresses';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/inventory/refresh-plans (admins): every upcoming bride's outdated dresses picked again. */
export function refreshOutdatedPlans(): Promise<RefreshPlansResponse> {
  return apiRequest<RefreshPlansResponse>(apiPaths.inventoryRefreshPlans, { method: 'POST' });
}
