import { apiPaths } from '@bridal/shared/api/api-paths';
import type { DashboardResponse } from '@bridal/shared/dashboard/dashboard';
import useSWR from 'swr';
import { demoFetcher, demoKey } from './demo-fetcher';
import { useTrialRedirectOn401 } from '../hooks/use-trial-redirect';

export const demoDashboardKey = demoKey(apiPaths.demoDashboard);

/**
 * The spec polls the dashboard every 10 s. As on the live dashboard, the browser's cache sends
 * If-None-Match with each poll (the server answers `private, no-cache` with an ETag) and the
 * server answers an unchanged poll with a 304, which fetch hands back as the kept answer.
 */
export const demoDashboardRefreshMs = 10_000;

/** GET /api/dashboard/demo: the demo boutique's seeded brides plus the ones this visitor submitted. */
export function getDemoDashboard(): Promise<DashboardResponse> {
  return demoFetcher<DashboardResponse>(demoDashboardKey);
}

export function useDemoDashboard() {
  const onError = useTrialRedirectOn401();
  return useSWR<DashboardResponse>(demoDashboardKey, getDemoDashboard, {
    refreshInterval: demoDashboardRefreshMs,
    onError,
  });
}
