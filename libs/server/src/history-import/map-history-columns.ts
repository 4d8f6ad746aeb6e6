import {
  type DateOrder,
  type HistoryColumn,
  type HistoryField,
  historyImportMessages,
} from '@bridal/shared/history-import/history-import';
import type { CountryCode } from 'libphonenumber-js';
import { columnPicker } from '../inventory/detect-columns-by-values';
import { InventoryFileError } from '../inventory/inventory-file-error';
import { mapHeaders } from '../inventory/map-headers';
import { isBookingFeeHeader, mapHistoryHeaders } from './map-history-headers';
import {
  type DateReading,
  decideDateOrder,
  readAmountCents,
  readDateCell,
  readEmail,
  readPhone,
  readStatus,
  readTime,
  readYesNo,
} from './read-history-values';

/** Rows looked at to recognise columns by their values. */
const sampleRows = 500;
const dateFields: readonly HistoryField[] = ['startsAt', 'weddingDate', 'saleDate'];

export interface HistoryColumns {
  columns: HistoryColumn[];
  dateOrder: DateOrder | null;
  dateOrderFromValues: boolean;
}

const isDate = (cell: string) => readDateCell(cell) !== null;
const isDateTime = (cell: string) => readDateCell(cell)?.time != null;

/**
 * Recognises what each column of an export holds: by its header first (the names BridalLive,
 * Acuity, Square and Calendly use), then, for columns whose header names nothing known, by their
 * values (e-mails, phones, dates and times, statuses, amounts, yes/no). A file of styles, designers
 * and prices with no dates or names is refused as the inventory it is.
 */
export function mapHistoryColumns(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  country: CountryCode,
): HistoryColumns {
  const byHeader = mapHistoryHeaders(headers);
  const sample = rows.slice(0, sampleRows);
  const unmapped = headers
    .map((_, index) => index)
    .filter((index) => !Object.values(byHeader.mapping).includes(index) && !isBookingFeeHeader(headers[index] ?? ''));
  // Values that contradict a header: a "Date" column of yes/no is not a date.
  const { found, pick } = columnPicker<HistoryField>(sample, byHeader.mapping, 0.8);
  pick('email', (cell) => readEmail(cell) !== null, unmapped);
  pick('startsAt', isDateTime, unmapped);
  if (found.startsAt === undefined) pick('startsAt', isDate, unmapped);
  pick('time', (cell) => readTime(cell) !== null, unmapped);
  pick('status', (cell) => readStatus(cell) !== null, unmapped);
  pick('phone', (cell) => !isDate(cell) && readPhone(cell, country) !== null, unmapped);
  pick('saleAmount', (cell) => /[$€£]|\d[.,]\d{2}$/.test(cell) && readAmountCents(cell) !== null, unmapped);
  pick('sold', (cell) => readYesNo(cell) !== null, unmapped);
  const mapping: Partial<Record<HistoryField, number>> = { ...byHeader.mapping, ...found };

  refuseOtherKindsOfFile(headers, mapping);
  const fieldOf = new Map<number, HistoryField>(
    Object.entries(mapping).map(([field, index]) => [index as number, field as HistoryField]),
  );
  const columns: HistoryColumn[] = headers.map((header, index) => {
    const field = fieldOf.get(index);
    if (field === undefined) return { index, header, field: 'ignore', by: null };
    return { index, header, field, by: byHeader.mapping[field] === index ? 'header' : 'values' };
  });
  return { columns, ...dateOrderOf(columns, rows) };
}

/** The file's date order from every date cell of the mapped date columns. */
export function dateOrderOf(
  columns: readonly HistoryColumn[],
  rows: readonly (readonly string[])[],
): { dateOrder: DateOrder | null; dateOrderFromValues: boolean } {
  const indexes = columns.filter((column) => dateFields.includes(column.field as HistoryField)).map((c) => c.index);
  function* readings(): Generator<DateReading> {
    for (const row of rows) {
      for (const index of indexes) {
        const reading = readDateCell(row[index] ?? '');
        if (reading) yield reading;
      }
    }
  }
  const decided = decideDateOrder(readings());
  // A file with both (a mistake in a few rows) is left to the owner, whose choice skips the rest.
  if (decided === null || decided === 'both') return { dateOrder: null, dateOrderFromValues: false };
  return { dateOrder: decided, dateOrderFromValues: true };
}

/** Whether the file needs no date order at all (no numeric dates): ISO or named months only. */
export function needsDateOrder(columns: readonly HistoryColumn[], rows: readonly (readonly string[])[]): boolean {
  const indexes = columns.filter((column) => dateFields.includes(column.field as HistoryField)).map((c) => c.index);
  return rows.some((row) => indexes.some((index) => readDateCell(row[index] ?? '')?.kind === 'numeric'));
}

const inventoryMarkers = ['styleNumber', 'designer', 'price', 'silhouette', 'neckline', 'fabric', 'sizes'] as const;

function refuseOtherKindsOfFile(headers: readonly string[], mapping: Partial<Record<HistoryField, number>>): void {
  const hasDates = mapping.startsAt !== undefined;
  const hasPeople =
    mapping.brideName !== undefined ||
    mapping.firstName !== undefined ||
    mapping.email !== undefined ||
    mapping.phone !== undefined;
  if (hasDates && hasPeople) return;
  const inventory = mapHeaders(headers).mapping;
  const markers = inventoryMarkers.filter((field) => inventory[field] !== undefined).length;
  if (markers >= 2) throw new InventoryFileError(historyImportMessages.looksLikeInventory);
  if (!hasDates && !hasPeople) throw new InventoryFileError(historyImportMessages.noDateOrName);
}
