import { extname } from 'node:path';
import { InventoryFileError } from './inventory-file-error';
import { headerSearchRows } from './inventory-limits';
import { decodeText, readCsvRows } from './read-csv';
import { readXlsRows } from './read-xls';
import { isWorkbookZip, readXlsxRows } from './read-xlsx';
import type { SheetRow } from './sheet-row';
import { inventorySheetRules, type SheetRules } from './sheet-rules';
import { readZipDirectory, type ZipEntry } from './zip-directory';

// Callers catch the error where they call readSpreadsheet; the readers throw it too, hence its own file.
export { InventoryFileError } from './inventory-file-error';

export interface Spreadsheet {
  headers: string[];
  /** The dress rows below the header, empty rows left out; each as long as `headers`. */
  rows: string[][];
  /** For each of `rows`, its row number as the boutique sees it (1-based, header and title rows counted). */
  rowNumbers: number[];
}

type Extension = '.csv' | '.xlsx' | '.xls';
const extensions: readonly string[] = ['.csv', '.xlsx', '.xls'] satisfies Extension[];

type Content =
  | { kind: 'xlsx'; entries: ZipEntry[] }
  | { kind: 'xls' }
  | { kind: 'text'; text: string }
  /** A file of another known type (an image, a PDF, a Word document). */
  | { kind: 'other' }
  /** Bytes that claim to be a ZIP or are not text, but cannot be read. */
  | { kind: 'broken'; zip: boolean };

const startsWith = (buffer: Buffer, bytes: readonly number[], at = 0) =>
  buffer.length >= at + bytes.length && bytes.every((byte, index) => buffer[at + index] === byte);

const zipSignature = [0x50, 0x4b, 0x03, 0x04];
const emptyZipSignature = [0x50, 0x4b, 0x05, 0x06];
const oleSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const otherSignatures: readonly (readonly number[])[] = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x25, 0x50, 0x44, 0x46], // PDF
  [0x52, 0x49, 0x46, 0x46], // RIFF (WebP, WAV, AVI)
  [0x1f, 0x8b], // gzip
];

/** What the bytes are, whatever the file is called. */
function sniff(buffer: Buffer, rules: SheetRules): Content {
  if (startsWith(buffer, zipSignature) || startsWith(buffer, emptyZipSignature)) {
    const entries = readZipDirectory(buffer);
    if (entries === null) return { kind: 'broken', zip: true };
    return isWorkbookZip(entries) ? { kind: 'xlsx', entries } : { kind: 'other' };
  }
  if (startsWith(buffer, oleSignature)) {
    // An encrypted .xlsx is an OLE2 container holding an "EncryptedPackage" stream.
    if (buffer.includes(Buffer.from('EncryptedPackage', 'utf16le'))) {
      throw new InventoryFileError(rules.messages.passwordProtected);
    }
    return { kind: 'xls' };
  }
  // HEIC, MP4 and friends: "ftyp" after a 4-byte box size.
  if (
    otherSignatures.some((signature) => startsWith(buffer, signature)) ||
    startsWith(buffer, [0x66, 0x74, 0x79, 0x70], 4)
  ) {
    return { kind: 'other' };
  }
  const text = decodeText(buffer);
  return text === null ? { kind: 'broken', zip: false } : { kind: 'text', text };
}

async function readRows(
  content: Content,
  extension: Extension,
  buffer: Buffer,
  rules: SheetRules,
): Promise<SheetRow[]> {
  const { messages } = rules;
  const wrongType = () => new InventoryFileError(messages.wrongType);
  const named = (expected: Extension) => !rules.nameMustMatch || extension === expected;
  switch (content.kind) {
    case 'xlsx':
      if (!named('.xlsx')) throw wrongType();
      return readXlsxRows(buffer, content.entries, rules);
    case 'xls':
      if (!named('.xls')) throw wrongType();
      return readXlsRows(buffer, rules);
    case 'text':
      if (!named('.csv')) throw wrongType();
      try {
        return readCsvRows(content.text);
      } catch (error) {
        throw new InventoryFileError(messages.unreadable, { cause: error });
      }
    case 'other':
      throw wrongType();
    case 'broken':
      if (content.zip && !named('.xlsx')) throw wrongType();
      throw new InventoryFileError(messages.unreadable);
  }
}

const isControl = (code: number) => code < 32 && code !== 9 && code !== 10;

/** Trimmed text without control characters other than line breaks and tabs. */
function cleanCell(text: string): string {
  const unified = text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
  let clean = true;
  for (let index = 0; index < unified.length && clean; index += 1) clean = !isControl(unified.charCodeAt(index));
  if (clean) return unified.trim();
  return Array.from(unified)
    .filter((char) => !isControl(char.charCodeAt(0)))
    .join('')
    .trim();
}

const filledCells = (cells: readonly string[]) => cells.reduce((count, cell) => count + (cell === '' ? 0 : 1), 0);

function lastFilledIndex(cells: readonly string[]): number {
  for (let index = cells.length - 1; index >= 0; index -= 1) if (cells[index] !== '') return index;
  return -1;
}

/**
 * Finds the header row (the first with at least two filled cells among the first rows; a title
 * above it has one) and the dress rows below it.
 */
function toSpreadsheet(sheetRows: readonly SheetRow[], { limits, messages }: SheetRules): Spreadsheet {
  const rows = sheetRows
    .map((row) => ({ number: row.number, cells: row.cells.map(cleanCell) }))
    .filter((row) => filledCells(row.cells) > 0);
  const searched = rows.slice(0, headerSearchRows);
  // A sheet of one column still has a header: its first row.
  const headerIndex = Math.max(
    0,
    searched.findIndex((row) => filledCells(row.cells) >= 2),
  );
  const header = rows[headerIndex];
  const data = rows.slice(headerIndex + 1);
  if (header === undefined || data.length === 0) throw new InventoryFileError(messages.noRows);
  if (data.length > limits.maxDataRows) throw new InventoryFileError(messages.tooManyRows);

  const width = Math.max(...[header, ...data].map((row) => lastFilledIndex(row.cells) + 1));
  if (width > limits.maxColumns) throw new InventoryFileError(messages.tooManyColumns);
  const fit = (cells: readonly string[]) => Array.from({ length: width }, (_, index) => cells[index] ?? '');
  return {
    headers: fit(header.cells),
    rows: data.map((row) => fit(row.cells)),
    rowNumbers: data.map((row) => row.number),
  };
}

/**
 * Reads an uploaded file into a header row and the rows below it, all as text. The type is
 * decided by the bytes; under the inventory's rules the name must agree with them (a renamed file
 * is refused rather than guessed at). Throws `InventoryFileError` with a message for the boutique.
 */
export async function readSpreadsheet(
  buffer: Buffer,
  fileName: string,
  rules: SheetRules = inventorySheetRules,
): Promise<Spreadsheet> {
  const { limits, messages } = rules;
  const extension = extname(fileName).toLowerCase();
  if (rules.nameMustMatch && !extensions.includes(extension)) throw new InventoryFileError(messages.wrongType);
  if (buffer.length === 0) throw new InventoryFileError(messages.noRows);
  if (buffer.length > limits.maxFileBytes) throw new InventoryFileError(messages.tooLarge);
  const rows = await readRows(sniff(buffer, rules), extension as Extension, buffer, rules);
  return toSpreadsheet(rows, rules);
}
