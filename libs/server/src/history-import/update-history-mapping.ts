import {
  type DateOrder,
  type HistoryColumn,
  type HistoryMapping,
  historyImportMessages,
} from '@bridal/shared/history-import/history-import';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { readHistoryImportRecord } from './history-import-record';
import { dateOrderOf } from './map-history-columns';

/**
 * The owner's mapping: any column to any field (or left out), and the date order when the file
 * leaves it open. The dry run is cleared, since it no longer says what the import would do.
 */
export async function updateHistoryMapping(
  sql: Sql,
  options: { boutiqueId: number; importId: string; mapping: HistoryMapping; dateOrder?: DateOrder },
): Promise<void> {
  const record = await readHistoryImportRecord(sql, options);
  if (record.status === 'importing' || record.status === 'imported') {
    throw new AppError('CONFLICT', historyImportMessages.alreadyImported);
  }
  const changed = new Map(Object.entries(options.mapping).map(([index, field]) => [Number(index), field]));
  if ([...changed.keys()].some((index) => index >= record.columns.length)) {
    throw new AppError('BAD_REQUEST', historyImportMessages.unknownField);
  }
  const columns: HistoryColumn[] = record.columns.map((column) => {
    const field = changed.get(column.index);
    if (field === undefined) return column;
    return { ...column, field, by: 'owner' };
  });
  // A field the owner gave a column leaves the column that had it.
  for (const [index, field] of changed) {
    if (field === 'ignore') continue;
    for (const column of columns) {
      if (column.index !== index && column.field === field) Object.assign(column, { field: 'ignore', by: 'owner' });
    }
  }
  const used = columns.filter((column) => column.field !== 'ignore').map((column) => column.field);
  if (new Set(used).size !== used.length) throw new AppError('BAD_REQUEST', historyImportMessages.fieldTwice);

  let { dateOrder, dateOrderFromValues } = record;
  const dateColumnsChanged = [...changed.values()].some((field) =>
    ['startsAt', 'weddingDate', 'saleDate'].includes(field),
  );
  if (dateColumnsChanged) {
    const rows = await sql<{ cells: string[] }[]>`SELECT cells FROM history_import_rows WHERE import_id = ${record.id}`;
    ({ dateOrder, dateOrderFromValues } = dateOrderOf(
      columns,
      rows.map((row) => row.cells),
    ));
  }
  if (options.dateOrder !== undefined && !dateOrderFromValues) dateOrder = options.dateOrder;
  await sql`
    UPDATE history_imports
    SET columns = ${sql.json(JSON.parse(JSON.stringify(columns)))}, date_order = ${dateOrder},
        date_order_from_values = ${dateOrderFromValues}, dry_run = NULL, skipped = NULL, status = 'staged',
        updated_at = now()
    WHERE id = ${record.id} AND boutique_id = ${options.boutiqueId}`;
}
