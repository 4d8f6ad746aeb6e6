import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import XLSX from 'xlsx';

/** Builders of inventory files for the tests; every fixture is made in memory. */

export type CellInput = ExcelJS.CellValue;

export async function xlsxFile(rows: readonly (readonly CellInput[])[], build?: (sheet: ExcelJS.Worksheet) => void) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Inventory');
  for (const row of rows) sheet.addRow([...row]);
  build?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function xlsFile(rows: readonly (readonly (string | number | boolean | null)[])[], sheetName = 'Inventory') {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows.map((row) => [...row])), sheetName);
  return XLSX.write(workbook, { bookType: 'biff8', type: 'buffer' }) as Buffer;
}

export const csvFile = (text: string) => Buffer.from(text, 'utf8');

interface ZipInput {
  name: string;
  data: Buffer;
  /** What the directory claims the entry unpacks to, when it should lie. */
  claimedSize?: number;
}

/** A minimal ZIP writer, so a test can make archives exceljs would never write. */
export function zipFile(entries: readonly ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const compressed = deflateRawSync(entry.data);
    const size = entry.claimedSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    directory.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}
