import { historyImportMessages } from '@bridal/shared/history-import/history-import';
import { inventoryFileMessages } from '../inventory/inventory-file-error';
import { readSpreadsheet, type Spreadsheet } from '../inventory/read-spreadsheet';
import type { SheetRules } from '../inventory/sheet-rules';

/** A year of a busy boutique's appointments, many times over. */
export const maxHistoryFileBytes = 20 * 1024 * 1024;
const maxHistoryRows = 100_000;

/**
 * An import reads the bytes alone: booking systems' exports are often renamed, and a workbook
 * saved as ".csv" is still a workbook.
 */
export const historySheetRules: SheetRules = {
  limits: {
    maxFileBytes: maxHistoryFileBytes,
    maxDataRows: maxHistoryRows,
    maxColumns: 100,
    maxUnpackedBytes: 400 * 1024 * 1024,
    maxWorkbookCells: 3_000_000,
    maxSheetRowElements: maxHistoryRows + 1000,
  },
  messages: {
    ...inventoryFileMessages,
    wrongType: 'Please upload a .csv, .xlsx or .xls export.',
    noRows: 'The file has no rows below its header.',
    tooLarge: historyImportMessages.tooLarge,
    tooManyRows: historyImportMessages.tooManyRows,
    tooBigUnpacked: 'The file is too large to read. Please export a shorter period.',
  },
  nameMustMatch: false,
};

/** Reads an export of another system into its header and rows, all as text. */
export function readHistoryFile(buffer: Buffer, fileName: string): Promise<Spreadsheet> {
  return readSpreadsheet(buffer, fileName, historySheetRules);
}
