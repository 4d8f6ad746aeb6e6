import { type ClosingReport, percentOf, type ReportTable } from '@bridal/shared/reports/closing-report';
import {
  type ColumnFormat,
  type ColumnValue,
  csvHeader,
  reportTableDefinitions,
} from '@bridal/shared/reports/report-columns';
import { toCsv } from '../text/csv';

/** A column's value as a spreadsheet reads it: a share as a percentage with one decimal, cents as dollars. */
function csvValue(value: ColumnValue, format: ColumnFormat): ColumnValue {
  if (value === null || typeof value === 'string') return value;
  if (format === 'ratio') return percentOf(value);
  if (format === 'cents') return value / 100;
  return value;
}

/** One table of the report as CSV (text that a spreadsheet would run as a formula is kept as text). */
export function closingReportCsv(report: ClosingReport, table: ReportTable): { fileName: string; csv: string } {
  const definition = reportTableDefinitions[table];
  const rows = [...definition.rows(report), ...(definition.total ? [definition.total(report)] : [])];
  const csv = toCsv(
    definition.columns.map(csvHeader),
    rows.map((row) => definition.columns.map((column) => csvValue(column.value(row), column.format))),
  );
  const { from, to, by } = report.period;
  return { fileName: `${definition.fileName}-${by}-${from}-to-${to}.csv`, csv };
}
