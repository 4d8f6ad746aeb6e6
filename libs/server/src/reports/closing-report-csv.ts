import type { ClosingFigures, ClosingReport, ReportTable } from '@bridal/shared/reports/closing-report';
import { toCsv } from '../text/csv';

type Cell = string | number | null;

/** A share as a percentage with one decimal; empty when there was nothing to divide by. */
const percent = (share: number | null): Cell => (share === null ? null : Math.round(share * 1000) / 10);
const dollars = (cents: number | null): Cell => (cents === null ? null : cents / 100);

const figureHeader = [
  'Brides seen',
  'Brides who bought',
  'Contact-based closing ratio (%)',
  'Completed appointments',
  'Sales',
  'Appointment-based closing ratio (%)',
  'No-shows',
  'No-show rate (%)',
  'Sales total ($)',
  'Average sale ($)',
  'Sales on pull list',
  'Pull-list hit rate (%)',
] as const;

function figureCells(figures: ClosingFigures): Cell[] {
  return [
    figures.bridesSeen,
    figures.bridesBought,
    percent(figures.contactRatio),
    figures.completed,
    figures.sales,
    percent(figures.appointmentRatio),
    figures.noShows,
    percent(figures.noShowRate),
    dollars(figures.salesTotalCents),
    dollars(figures.averageSaleCents),
    figures.salesOnPullList,
    percent(figures.pullListRate),
  ];
}

function tableOf(report: ClosingReport, table: ReportTable): { header: string[]; rows: Cell[][] } {
  switch (table) {
    case 'byPeriod':
      return {
        header: ['Period', 'Starts', ...figureHeader],
        rows: [
          ...report.byPeriod.map((row) => [row.label, row.start, ...figureCells(row)]),
          ['Boutique total', report.period.from, ...figureCells(report.totals)],
        ],
      };
    case 'byConsultant':
      return {
        header: ['Consultant', 'Coaching goals', ...figureHeader],
        rows: [
          ...report.byConsultant.map((row) => [row.name, row.coachingGoals, ...figureCells(row)]),
          ['Boutique total', '', ...figureCells(report.totals)],
        ],
      };
    case 'reasons':
      return {
        header: ['Reason', 'Outcomes', 'Share of outcomes without a sale (%)'],
        rows: report.topReasons.map((row) => [row.label, row.count, percent(row.share)]),
      };
    case 'saleVsBudget': {
      const { rows, ...total } = report.saleVsBudget;
      return {
        header: [
          'Consultant',
          'Sales compared',
          'Within budget',
          'Over budget',
          'Under budget',
          'Average difference (%)',
        ],
        rows: [...rows, { ...total, name: 'Boutique total' }].map((row) => [
          row.name,
          row.count,
          row.withinBudget,
          row.over,
          row.under,
          row.averageDifferencePercent,
        ]),
      };
    }
    case 'followUps': {
      const { rows, ...total } = report.followUps;
      return {
        header: ['Consultant', 'Follow-ups sent', 'Brides written to', 'Sales within 30 days', 'Win-back rate (%)'],
        rows: [...rows, { ...total, name: 'Boutique total' }].map((row) => [
          row.name,
          row.sent,
          row.bridesWritten,
          row.salesWithin30Days,
          percent(row.winBackRate),
        ]),
      };
    }
  }
}

const fileNames: Record<ReportTable, string> = {
  byPeriod: 'closing-by-period',
  byConsultant: 'closing-by-consultant',
  reasons: 'reasons-not-bought',
  saleVsBudget: 'sale-vs-budget',
  followUps: 'follow-ups',
};

/** One table of the report as CSV (text that a spreadsheet would run as a formula is kept as text). */
export function closingReportCsv(report: ClosingReport, table: ReportTable): { fileName: string; csv: string } {
  const { header, rows } = tableOf(report, table);
  const { from, to, by } = report.period;
  return { fileName: `${fileNames[table]}-${by}-${from}-to-${to}.csv`, csv: toCsv(header, rows) };
}
