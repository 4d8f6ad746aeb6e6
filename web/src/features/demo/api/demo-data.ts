import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { BehaviourFigures } from '@bridal/shared/coaching/behaviour-figures';
import type { CoachingDigest } from '@bridal/shared/coaching/digest';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import type { DashboardResponse } from '@bridal/shared/dashboard/dashboard';
import type { InventoryStatus } from '@bridal/shared/inventory/inventory';
import type { ClosingReport, ReportGrouping } from '@bridal/shared/reports/closing-report';
import type { TrendingDocument } from '@bridal/shared/trending-gowns/trending-gowns';
import { useNavigate } from 'react-router-dom';
import useSWR, { type SWRConfiguration } from 'swr';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { paths } from '@bridal/shared/web/page-paths';

/**
 * The demo's GETs name the demo boutique (x-boutique-id 99), so a
 * visitor who is also logged in to her own boutique still sees the demo. Keys carry a 'demo' tag
 * so the demo never shares an SWR cache entry with a live dashboard.
 */
function demoFetcher<T>([, path]: readonly ['demo', string]): Promise<T> {
  return apiRequest<T>(path, { headers: { 'x-boutique-id': String(demoBoutiqueId) } });
}

function useDemoData<T>(path: string, options: SWRConfiguration<T> = {}) {
  const navigate = useNavigate();
  return useSWR<T>(['demo', path] as const, demoFetcher<T>, {
    ...options,
    // A 401 means no trial cookie, so back to the trial sign-up.
    onError: (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) navigate(paths.trialSignup, { replace: true });
    },
  });
}

/**
 * GET /api/dashboard/demo: the demo boutique's seeded brides plus the ones this visitor submitted.
 * The dashboard is polled every 10 s. As on the live dashboard, the browser's cache sends
 * If-None-Match with each poll (the server answers `private, no-cache` with an ETag) and the
 * server answers an unchanged poll with a 304, which fetch hands back as the kept answer.
 */
export const useDemoDashboard = () =>
  useDemoData<DashboardResponse>(apiPaths.demoDashboard, { refreshInterval: 10_000 });

/** GET /api/consultants: the demo boutique's sample team (read-only for a visitor). */
export const useDemoConsultants = () =>
  useDemoData<Consultant[]>(apiPaths.consultants, { refreshInterval: 60_000, dedupingInterval: 30_000 });

/** GET /api/inventory/status, polled every 5 s. */
export const useDemoInventoryStatus = () =>
  useDemoData<InventoryStatus>(apiPaths.inventoryStatus, { refreshInterval: 5_000 });

/** GET /api/trending-gowns: the demo's top-sellers document; not polled. */
export const useDemoTrendingGowns = () => useDemoData<TrendingDocument[]>(apiPaths.trendingDocuments);

/** GET /api/reports/demo: the demo boutique's closing report (both dates, or neither: the last four weeks). */
/** GET /api/reports/demo/score-cards?from=&to=: the demo boutique's score-card figures. */
export function useDemoBehaviourFigures({ from, to }: { from: string; to: string }) {
  return useDemoData<BehaviourFigures>(`${apiPaths.reports.demoScoreCards}?${new URLSearchParams({ from, to })}`, {
    keepPreviousData: true,
  });
}

/** GET /api/reports/demo/coaching: the demo team's weekly coaching digests of its last whole week. */
export const useDemoCoaching = () => useDemoData<{ digests: CoachingDigest[] }>(apiPaths.reports.demoCoaching);

export function useDemoClosingReport({ from, to, by }: { from?: string; to?: string; by: ReportGrouping }) {
  const query = new URLSearchParams({ ...(from && to ? { from, to } : {}), by });
  return useDemoData<ClosingReport>(`${apiPaths.reports.demo}?${query}`, { keepPreviousData: true });
}
