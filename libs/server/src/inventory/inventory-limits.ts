/** The largest inventory upload: 600 KB, which the browser checks too. */
export const maxInventoryFileBytes = 600 * 1024;
/** Dress rows below the header; a boutique's whole stock fits many times over. */
export const maxDataRows = 5000;
export const maxColumns = 100;
/** Boutique sheets often put a title and a date above the header row. */
export const headerSearchRows = 10;

/** What an .xlsx may unpack to; a 600 KB workbook of real data unpacks to a few MB. */
export const maxUnpackedBytes = 50 * 1024 * 1024;
export const maxZipEntries = 1000;
/** Cells over all worksheets of an .xlsx; 5000 rows of 100 columns plus some room. */
export const maxWorkbookCells = 600_000;
/**
 * Row elements per worksheet that the reader stops at. Above `maxDataRows` because formatted but
 * empty rows are stored too; the real count of dress rows is checked after reading.
 */
export const maxSheetRowElements = 10_000;
/** Cell elements per row that the reader stops at; empty formatted cells are stored too. */
export const maxRowCellElements = 1000;

/** How long the .xls parser may run before it is stopped. */
export const xlsParseTimeoutMs = 10_000;
/** Heap for the .xls parser's thread. */
export const xlsParseHeapMb = 256;

/** What a sheet reader accepts; the inventory's limits above, an import's larger ones. */
export interface SheetLimits {
  maxFileBytes: number;
  maxDataRows: number;
  maxColumns: number;
  maxUnpackedBytes: number;
  maxWorkbookCells: number;
  maxSheetRowElements: number;
}

export const inventorySheetLimits: SheetLimits = {
  maxFileBytes: maxInventoryFileBytes,
  maxDataRows,
  maxColumns,
  maxUnpackedBytes,
  maxWorkbookCells,
  maxSheetRowElements,
};
