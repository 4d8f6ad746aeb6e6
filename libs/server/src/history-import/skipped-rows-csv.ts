import type { Sql } from '../db/create-sql';
import { toCsv } from '../text/csv';
import { readHistoryImportRecord } from './history-import-record';

/**
 * The rows the dry run skipped, each with its reason and its cells as the file had them. Cells that
 * would start a formula are kept as text (csvCell), so the download never runs one.
 */
export async function skippedRowsCsv(
  sql: Sql,
  options: { boutiqueId: number; importId: string },
): Promise<{ fileName: string; csv: string }> {
  const record = await readHistoryImportRecord(sql, options);
  const skipped = record.skipped ?? [];
  const reasons = new Map(skipped.map((row) => [row.rowNumber, row.reason]));
  const [{ headers }] = await sql<[{ headers: string[] }]>`SELECT headers FROM history_imports WHERE id = ${record.id}`;
  const rows = await sql<{ rowNumber: number; cells: string[] }[]>`
    SELECT row_number, cells FROM history_import_rows
    WHERE import_id = ${record.id} AND row_number = ANY(${[...reasons.keys()]}) ORDER BY row_index`;
  const csv = toCsv(
    ['Row', 'Reason', ...headers],
    rows.map((row) => [row.rowNumber, reasons.get(row.rowNumber) ?? '', ...row.cells]),
  );
  return { fileName: `${record.fileName.replace(/\.[^.]+$/, '')} (skipped rows).csv`, csv };
}
