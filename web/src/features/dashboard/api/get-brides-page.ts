import type { BridesPage } from '@bridal/shared/brides/brides-page';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';
import { type BridesListQuery, bridesPageUrl } from '../utils/brides-page-url';
import { dashboardRefreshMs } from './get-dashboard';

/**
 * GET /api/brides: one page of the boutique's brides, refreshed as often as the dashboard. The
 * page shown stays while the next one loads. A null query asks nothing (the demo).
 */
export function useBridesPage(query: BridesListQuery | null) {
  return useSWR<BridesPage>(query && bridesPageUrl(query), fetcher, {
    refreshInterval: dashboardRefreshMs,
    keepPreviousData: true,
  });
}
