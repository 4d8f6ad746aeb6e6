import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { InventoryFileError } from './inventory-file-error';
import { maxRowCellElements, maxZipEntries } from './inventory-limits';
import type { SheetRules } from './sheet-rules';
import type { SheetRow } from './sheet-row';
import { compressedData, type ZipEntry } from './zip-directory';

/** Whether a ZIP is an Excel workbook rather than, say, a Word document or a plain archive. */
export function isWorkbookZip(entries: readonly ZipEntry[]): boolean {
  return (
    entries.some((entry) => entry.name === '[Content_Types].xml') &&
    entries.some((entry) => entry.name.startsWith('xl/'))
  );
}

const cellElement = /<(?:[A-Za-z_][\w.-]*:)?c[\s>/]/g;

/**
 * Unpacks every entry against a budget before exceljs sees the file. exceljs (through JSZip)
 * unpacks whole entries into memory and only then compares them with the sizes the directory
 * claims, so a small file that lies about its sizes could otherwise expand to gigabytes.
 */
function checkUnpackedSize(buffer: Buffer, entries: readonly ZipEntry[], { limits, messages }: SheetRules): void {
  const { maxUnpackedBytes, maxWorkbookCells } = limits;
  const tooBig = () => new InventoryFileError(messages.tooBigUnpacked);
  const unreadable = () => new InventoryFileError(messages.unreadable);
  if (entries.length > maxZipEntries) throw tooBig();
  const claimed = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (claimed > maxUnpackedBytes) throw tooBig();

  let cells = 0;
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    // Bit 0: the entry is encrypted, which Excel never does inside a workbook.
    if ((entry.flags & 1) !== 0) throw unreadable();
    const data = compressedData(buffer, entry);
    if (data === null) throw unreadable();
    let content: Buffer;
    if (entry.method === 0) {
      content = data;
    } else if (entry.method === 8) {
      try {
        content = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
      } catch (error) {
        // Checked by code: zlib's RangeError comes from another realm under test runners.
        const overBudget =
          typeof error === 'object' && error !== null && 'code' in error && error.code === 'ERR_BUFFER_TOO_LARGE';
        throw overBudget ? tooBig() : unreadable();
      }
    } else {
      throw unreadable();
    }
    if (content.length !== entry.uncompressedSize) throw unreadable();
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(entry.name)) {
      cells += content.toString('latin1').match(cellElement)?.length ?? 0;
      if (cells > maxWorkbookCells) throw tooBig();
    }
  }
}

function formatNumber(value: number): string {
  // 15 significant digits drop binary noise such as 1299.9999999999998.
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
}

/**
 * A cell as the boutique sees it. Formulas give the value Excel saved with them and are never
 * evaluated (a formula saved without a value is empty); rich text and links give their text.
 */
function cellText(value: unknown, depth = 0): string {
  if (value === null || value === undefined || depth > 3) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? formatNumber(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return '';
  if ('richText' in value && Array.isArray(value.richText)) {
    return value.richText
      .map((run: unknown) =>
        typeof run === 'object' && run !== null && 'text' in run ? cellText(run.text, depth + 1) : '',
      )
      .join('');
  }
  if ('formula' in value || 'sharedFormula' in value) return 'result' in value ? cellText(value.result, depth + 1) : '';
  if ('hyperlink' in value) return 'text' in value ? cellText(value.text, depth + 1) : '';
  return '';
}

const isHidden = (sheet: ExcelJS.Worksheet) => sheet.state === 'hidden' || sheet.state === 'veryHidden';

function sheetRows(sheet: ExcelJS.Worksheet, { limits, messages }: SheetRules): SheetRow[] {
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, columnNumber) => {
      // The other cells of a merged range repeat the first one's value; a merged title is one cell.
      if (cell.type === ExcelJS.ValueType.Merge) return;
      const text = cellText(cell.value);
      if (text.trim() === '') return;
      if (columnNumber > limits.maxColumns) throw new InventoryFileError(messages.tooManyColumns);
      cells[columnNumber - 1] = text;
    });
    if (cells.length > 0) rows.push({ number: rowNumber, cells: Array.from(cells, (text) => text ?? '') });
  });
  return rows;
}

/** Reads the first worksheet that has data, preferring visible ones. */
export async function readXlsxRows(
  buffer: Buffer,
  entries: readonly ZipEntry[],
  rules: SheetRules,
): Promise<SheetRow[]> {
  const { messages } = rules;
  checkUnpackedSize(buffer, entries, rules);
  const workbook = new ExcelJS.Workbook();
  try {
    // maxRows and maxCols are honoured by exceljs's worksheet reader but missing from its types.
    const options = {
      maxRows: rules.limits.maxSheetRowElements,
      maxCols: maxRowCellElements,
      ignoreNodes: [
        'dataValidations',
        'conditionalFormatting',
        'pageSetup',
        'printOptions',
        'headerFooter',
        'drawing',
        'picture',
      ],
    } as Partial<ExcelJS.XlsxReadOptions>;
    // exceljs declares its own global `Buffer extends ArrayBuffer`, which no real Buffer satisfies.
    await workbook.xlsx.load(buffer as unknown as Parameters<ExcelJS.Xlsx['load']>[0], options);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (message.startsWith('Max row count')) throw new InventoryFileError(messages.tooManyRows);
    if (message.startsWith('Max column count')) throw new InventoryFileError(messages.tooManyColumns);
    throw new InventoryFileError(messages.unreadable, { cause: error });
  }
  const sheets = [...workbook.worksheets.filter((sheet) => !isHidden(sheet)), ...workbook.worksheets.filter(isHidden)];
  for (const sheet of sheets) {
    const rows = sheetRows(sheet, rules);
    if (rows.length > 0) return rows;
  }
  return [];
}
