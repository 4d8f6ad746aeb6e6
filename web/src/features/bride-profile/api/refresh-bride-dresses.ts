import { apiPaths } from '@bridal/shared/api/api-paths';
import type { RefreshDressesResponse } from '@bridal/shared/inventory/inventory-dresses';
import { mutate } from 'swr';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/brides/{brideId}/refresh-dresses: her dresses picked again from the current inventory.
 * Her plan is then fetched again: she is analysing, so the profile polls until the new dresses are in.
 */
export async function refreshBrideDresses(brideId: string): Promise<RefreshDressesResponse> {
  const answer = await apiRequest<RefreshDressesResponse>(apiPaths.brideRefreshDresses(brideId), { method: 'POST' });
  await mutate(apiPaths.bridePlan(brideId));
  return answer;
}
