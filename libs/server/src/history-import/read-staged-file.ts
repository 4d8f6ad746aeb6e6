import type { CountryCode } from 'libphonenumber-js';
import type { Spreadsheet } from '../inventory/read-spreadsheet';
import { type HistoryColumns, mapHistoryColumns } from './map-history-columns';
import { readHistoryFile } from './read-history-file';

export type StagedFile = Spreadsheet & HistoryColumns;

/** Reads an export and recognises its columns (in the thread read-history-thread.ts runs). */
export async function readStagedFile(buffer: Buffer, fileName: string, country: CountryCode): Promise<StagedFile> {
  const sheet = await readHistoryFile(buffer, fileName);
  return { ...sheet, ...mapHistoryColumns(sheet.headers, sheet.rows, country) };
}
