import type { CountryCode } from 'libphonenumber-js';
import { runSheetThread } from '../inventory/run-sheet-thread';
import type { StagedFile } from './read-staged-file';

/**
 * A file of its own, apart from the thread's code: the bundle resolves the thread's entry beside
 * the module that names it, which must be the API's main bundle and not a chunk shared with the thread.
 */
/** Reads an export off the request's thread, bounded in time and memory like the inventory's upload. */
export function readStagedFileOffThread(buffer: Buffer, fileName: string, country: CountryCode): Promise<StagedFile> {
  return runSheetThread<StagedFile>({
    entry: { from: import.meta.url, source: './read-history-thread', bundle: 'read-history-thread' },
    workerData: { buffer: new Uint8Array(buffer), fileName, country },
    timeoutMs: 60_000,
    heapMb: 512,
  });
}
