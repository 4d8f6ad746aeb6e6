import {
  type DateOrder,
  type HistoryColumn,
  type HistoryDryRun,
  type HistoryField,
  historyImportMessages,
  type HistoryImportStatus,
  type SkippedHistoryRow,
} from '@bridal/shared/history-import/history-import';
import type { CountryCode } from 'libphonenumber-js';
import type { Queryable } from '../db/queryable';
import { isUuid } from '../db/is-uuid';
import { AppError } from '../errors/app-error';
import { countryOfZone } from './country-of-zone';
import type { RowContext } from './read-history-row';

export interface HistoryImportRecord {
  id: string;
  boutiqueId: number;
  fileName: string;
  fingerprint: string;
  columns: HistoryColumn[];
  dateOrder: DateOrder | null;
  dateOrderFromValues: boolean;
  rowCount: number;
  status: HistoryImportStatus;
  dryRun: HistoryDryRun | null;
  skipped: SkippedHistoryRow[] | null;
  rowsDone: number;
  error: string | null;
  timeZone: string;
  appointmentMinutes: number;
}

/** An import of the boutique's own, or 404: another boutique's id is not found. */
export async function readHistoryImportRecord(
  sql: Queryable,
  { boutiqueId, importId }: { boutiqueId: number; importId: string },
): Promise<HistoryImportRecord> {
  if (!isUuid(importId)) throw new AppError('NOT_FOUND', historyImportMessages.notFound);
  const [record] = await sql<HistoryImportRecord[]>`
    SELECT i.id, i.boutique_id, i.file_name, i.fingerprint, i.columns, i.date_order, i.date_order_from_values,
           i.row_count, i.status, i.dry_run, i.skipped, i.rows_done, i.error, b.time_zone, b.appointment_minutes
    FROM history_imports i JOIN boutiques b ON b.id = i.boutique_id
    WHERE i.id = ${importId} AND i.boutique_id = ${boutiqueId}`;
  if (!record) throw new AppError('NOT_FOUND', historyImportMessages.notFound);
  return record;
}

export const countryOf = (record: Pick<HistoryImportRecord, 'timeZone'>): CountryCode => countryOfZone(record.timeZone);

/** Field -> column index, from the columns as mapped. */
export function mappingOf(columns: readonly HistoryColumn[]): Partial<Record<HistoryField, number>> {
  const mapping: Partial<Record<HistoryField, number>> = {};
  for (const column of columns) if (column.field !== 'ignore') mapping[column.field] = column.index;
  return mapping;
}

/** How the import's rows are read: its mapping and date order, the boutique's zone and country. */
export const rowContextOf = (record: HistoryImportRecord, now: Date): RowContext => ({
  mapping: mappingOf(record.columns),
  dateOrder: record.dateOrder,
  zone: record.timeZone,
  country: countryOf(record),
  now,
});
