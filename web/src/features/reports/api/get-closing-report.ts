import { apiPaths } from '@bridal/shared/api/api-paths';
import type { ClosingReport, ReportGrouping, ReportTable } from '@bridal/shared/reports/closing-report';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';

/** The period asked for: both dates (the boutique's days, inclusive) or neither (the last four weeks). */
export interface ClosingReportQuery {
  from?: string;
  to?: string;
  by: ReportGrouping;
}

const queryOf = ({ from, to, by }: ClosingReportQuery) =>
  new URLSearchParams({ ...(from && to ? { from, to } : {}), by });

/** GET /api/reports/closing?from=&to=&by=: admins see everyone, a consultant her own figures and the totals. */
export function useClosingReport(query: ClosingReportQuery) {
  return useSWR<ClosingReport>(`${apiPaths.reports.closing}?${queryOf(query)}`, fetcher, {
    // The last report stays on screen while another period loads.
    keepPreviousData: true,
  });
}

/** GET /api/reports/closing.csv: one table of the report, saved under the name the server gives. */
export function closingReportCsvPath(query: ClosingReportQuery, table: ReportTable): string {
  const params = queryOf(query);
  params.set('table', table);
  return `${apiPaths.reports.closingCsv}?${params}`;
}
