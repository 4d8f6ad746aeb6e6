import { apiPaths } from '@bridal/shared/api/api-paths';
import type { DashboardResponse } from '@bridal/shared/dashboard/dashboard';
import useSWR, { mutate } from 'swr';
import { fetcher } from '../../../lib/api-client';
import { signOutOn401 } from '../../../lib/sign-out-on-401';

export const dashboardKey = apiPaths.dashboard;

/** The dashboard is polled every 10 s; the server answers an unchanged poll with a 304. */
export const dashboardRefreshMs = 10_000;

/** GET /api/dashboard/consultant: the session's boutique, brides and unread notifications. */
export function useDashboard() {
  return useSWR<DashboardResponse>(dashboardKey, fetcher, {
    refreshInterval: dashboardRefreshMs,
    onError: signOutOn401,
  });
}

/** Takes notifications off the cached dashboard at once, before the next poll confirms it. */
export function dropNotificationsFromCache(ids: readonly string[]): Promise<unknown> {
  const gone = new Set(ids);
  return mutate<DashboardResponse>(
    dashboardKey,
    (current) => current && { ...current, notifications: current.notifications.filter((n) => !gone.has(n.id)) },
    { revalidate: false },
  );
}
