import type { CountryCode } from 'libphonenumber-js';
import type { Spreadsheet } from '../inventory/read-spreadsheet';
import { runSheetThread } from '../inventory/run-sheet-thread';
import { type HistoryColumns, mapHistoryColumns } from './map-history-columns';
import { readHistoryFile } from './read-history-file';

export type StagedFile = Spreadsheet & HistoryColumns;

/** Reads an export and recognises its columns (in the thread read-history-thread.ts runs). */
export async function readStagedFile(buffer: Buffer, fileName: string, country: CountryCode): Promise<StagedFile> {
  const sheet = await readHistoryFile(buffer, fileName);
  return { ...sheet, ...mapHistoryColumns(sheet.headers, sheet.rows, country) };
}

/** The same, off the request's thread, bounded in time and memory like the inventory's upload. */
export function readStagedFileOffThread(buffer: Buffer, fileName: string, country: CountryCode): Promise<StagedFile> {
  return runSheetThread<StagedFile>({
    entry: { from: import.meta.url, source: './read-history-thread', bundle: 'read-history-thread' },
    workerData: { buffer: new Uint8Array(buffer), fileName, country },
    timeoutMs: 60_000,
    heapMb: 512,
  });
}
