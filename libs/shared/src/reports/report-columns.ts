import type {
  ClosingFigures,
  ClosingPeriodRow,
  ClosingReport,
  ConsultantClosingRow,
  FollowUpFiguresRow,
  ReasonRow,
  ReportTable,
  SaleVsBudgetRow,
} from './closing-report';

/**
 * How a column's value reads: the screen writes a ratio '62.5 %' and cents '$2,500'; the CSV
 * writes the same column as 62.5 and 2500 under a header that names the unit.
 */
export type ColumnFormat = 'text' | 'note' | 'count' | 'ratio' | 'cents' | 'difference';

export type ColumnValue = string | number | null;

/** One column of a report table: the screen's table and the CSV both draw it from here. */
export interface ReportColumn<Row> {
  label: string;
  value(row: Row): ColumnValue;
  format: ColumnFormat;
  /** The row's name: a row header on screen. */
  isRowName?: boolean;
  /** In the CSV only (the screen's row already says it). */
  csvOnly?: boolean;
}

/** One table of the report: its columns, its rows and the boutique's total row, read from (part of) the report. */
export interface ReportTableDefinition<Row, Report = ClosingReport> {
  /** The CSV file's name before its period. */
  fileName: string;
  columns: readonly ReportColumn<Row>[];
  rows(report: Report): readonly Row[];
  total?(report: Report): Row;
  key(row: Row): string;
}

/** A unit for a CSV header, whose cells are bare numbers. */
const units: Partial<Record<ColumnFormat, string>> = { ratio: ' (%)', difference: ' (%)', cents: ' ($)' };

/** The column's header in the CSV: its label and the unit of its numbers. */
export const csvHeader = (column: ReportColumn<unknown>): string => `${column.label}${units[column.format] ?? ''}`;

const totalName = 'Boutique total';
const consultantKey = (row: { consultantId: string | null }) => row.consultantId ?? 'unassigned';
const consultantColumn: ReportColumn<{ name: string }> = {
  label: 'Consultant',
  value: (row) => row.name,
  format: 'text',
  isRowName: true,
};

/** A consultant table's last row: the boutique's figures under the total's name. */
function totalRow<Figures extends object>({ rows: _rows, ...figures }: Figures & { rows: unknown }) {
  return { ...figures, consultantId: 'total', name: totalName };
}

const figureColumns: readonly ReportColumn<ClosingFigures>[] = [
  { label: 'Brides seen', value: (row) => row.bridesSeen, format: 'count' },
  { label: 'Brides who bought', value: (row) => row.bridesBought, format: 'count' },
  { label: 'Contact-based closing ratio', value: (row) => row.contactRatio, format: 'ratio' },
  { label: 'Completed appointments', value: (row) => row.completed, format: 'count' },
  { label: 'Sales', value: (row) => row.sales, format: 'count' },
  { label: 'Appointment-based closing ratio', value: (row) => row.appointmentRatio, format: 'ratio' },
  { label: 'No-shows', value: (row) => row.noShows, format: 'count' },
  { label: 'No-show rate', value: (row) => row.noShowRate, format: 'ratio' },
  { label: 'Sales total', value: (row) => row.salesTotalCents, format: 'cents' },
  { label: 'Average sale', value: (row) => row.averageSaleCents, format: 'cents' },
  { label: 'Sales on pull list', value: (row) => row.salesOnPullList, format: 'count' },
  { label: 'Pull-list hit rate', value: (row) => row.pullListRate, format: 'ratio' },
];

/** The boutique's figures by week or month. */
export const periodTable: ReportTableDefinition<ClosingPeriodRow> = {
  fileName: 'closing-by-period',
  columns: [
    { label: 'Period', value: (row) => row.label, format: 'text', isRowName: true },
    { label: 'Starts', value: (row) => row.start, format: 'text', csvOnly: true },
    ...figureColumns,
  ],
  rows: (report) => report.byPeriod,
  total: (report) => ({ ...report.totals, label: totalName, start: report.period.from }),
  key: (row) => row.start,
};

/** Each consultant's figures beside her coaching goals. */
export const consultantTable: ReportTableDefinition<ConsultantClosingRow> = {
  fileName: 'closing-by-consultant',
  columns: [
    consultantColumn,
    { label: 'Coaching goals', value: (row) => row.coachingGoals, format: 'note' },
    ...figureColumns,
  ],
  rows: (report) => report.byConsultant,
  total: (report) => ({ ...report.totals, consultantId: 'total', name: totalName, coachingGoals: '', byPeriod: [] }),
  key: consultantKey,
};

/** The reasons given for not buying. */
export const reasonTable: ReportTableDefinition<ReasonRow> = {
  fileName: 'reasons-not-bought',
  columns: [
    { label: 'Reason', value: (row) => row.label, format: 'text', isRowName: true },
    { label: 'Outcomes', value: (row) => row.count, format: 'count' },
    { label: 'Share of outcomes without a sale', value: (row) => row.share, format: 'ratio' },
  ],
  rows: (report) => report.topReasons,
  key: (row) => row.reason,
};

/** Sales against the budget she gave, by consultant. */
export const budgetTable: ReportTableDefinition<SaleVsBudgetRow> = {
  fileName: 'sale-vs-budget',
  columns: [
    consultantColumn,
    { label: 'Sales compared', value: (row) => row.count, format: 'count' },
    { label: 'Within budget', value: (row) => row.withinBudget, format: 'count' },
    { label: 'Over budget', value: (row) => row.over, format: 'count' },
    { label: 'Under budget', value: (row) => row.under, format: 'count' },
    { label: 'Average difference', value: (row) => row.averageDifferencePercent, format: 'difference' },
  ],
  rows: (report) => report.saleVsBudget.rows,
  total: (report) => totalRow(report.saleVsBudget),
  key: consultantKey,
};

/** The follow-ups sent and the sales won back, by consultant. */
export const followUpTable: ReportTableDefinition<FollowUpFiguresRow, Pick<ClosingReport, 'followUps'>> = {
  fileName: 'follow-ups',
  columns: [
    consultantColumn,
    { label: 'Follow-ups sent', value: (row) => row.sent, format: 'count' },
    { label: 'Brides written to', value: (row) => row.bridesWritten, format: 'count' },
    { label: 'Sales within 30 days', value: (row) => row.salesWithin30Days, format: 'count' },
    { label: 'Win-back rate', value: (row) => row.winBackRate, format: 'ratio' },
  ],
  rows: (report) => report.followUps.rows,
  total: (report) => totalRow(report.followUps),
  key: consultantKey,
};

/** Each table the report downloads, by the name the CSV query gives it. */
export const reportTableDefinitions: Record<ReportTable, ReportTableDefinition<unknown>> = {
  byPeriod: periodTable,
  byConsultant: consultantTable,
  reasons: reasonTable,
  saleVsBudget: budgetTable,
  followUps: followUpTable,
};
