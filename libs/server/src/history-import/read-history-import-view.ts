import type { HistoryImportView, HistoryPreviewRow } from '@bridal/shared/history-import/history-import';
import { DateTime } from 'luxon';
import type { Sql } from '../db/create-sql';
import { type HistoryImportRecord, readHistoryImportRecord, rowContextOf } from './history-import-record';
import { readHistoryRow } from './read-history-row';

const previewRows = 8;

/** The first rows as they will be imported: what each mapped column became, or why a row is skipped. */
async function previewOf(sql: Sql, record: HistoryImportRecord, now: Date): Promise<HistoryPreviewRow[]> {
  const staged = await sql<{ rowNumber: number; cells: string[] }[]>`
    SELECT row_number, cells FROM history_import_rows
    WHERE import_id = ${record.id} AND row_index < ${previewRows} ORDER BY row_index`;
  const context = rowContextOf(record, now);
  return staged.map(({ rowNumber, cells }) => {
    const reading = readHistoryRow(cells, context);
    if (!reading.ok) return { rowNumber, cells, read: {}, problem: reading.reason };
    const { row } = reading;
    const read: HistoryPreviewRow['read'] = {
      startsAt: DateTime.fromJSDate(row.startsAt, { zone: record.timeZone }).toFormat('yyyy-MM-dd HH:mm'),
      brideName: row.brideName,
    };
    if (row.email) read.email = row.email;
    if (row.phone) read.phone = row.phone;
    if (row.weddingDate) read.weddingDate = row.weddingDate;
    if (row.consultant) read.consultant = row.consultant;
    read.status = row.sale ? 'said yes' : row.status === 'completed' ? 'no sale' : row.status.replace('_', '-');
    if (row.sale?.amountCents != null) read.saleAmount = (row.sale.amountCents / 100).toFixed(2);
    return { rowNumber, cells, read, problem: row.note };
  });
}

/** An import as the owner's page shows it. */
export async function readHistoryImportView(
  sql: Sql,
  options: { boutiqueId: number; importId: string; now?: Date },
): Promise<HistoryImportView> {
  const record = await readHistoryImportRecord(sql, options);
  return {
    id: record.id,
    fileName: record.fileName,
    status: record.status,
    rowCount: record.rowCount,
    columns: record.columns,
    dateOrder: record.dateOrder,
    dateOrderFromValues: record.dateOrderFromValues,
    timeZone: record.timeZone,
    preview: await previewOf(sql, record, options.now ?? new Date()),
    dryRun: record.dryRun,
    progress: { done: record.rowsDone, total: record.rowCount },
    error: record.error,
  };
}
