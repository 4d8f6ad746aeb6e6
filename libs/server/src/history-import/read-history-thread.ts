import { parentPort, workerData } from 'node:worker_threads';
import type { CountryCode } from 'libphonenumber-js';
import { InventoryFileError } from '../inventory/inventory-file-error';
import { readStagedFile } from './read-staged-file';

/** Runs in a worker thread: a hostile export can exhaust this thread, never the API. */
const { buffer, fileName, country } = workerData as { buffer: Uint8Array; fileName: string; country: CountryCode };
readStagedFile(Buffer.from(buffer), fileName, country).then(
  (parsed) => parentPort!.postMessage({ ok: true, parsed }),
  (error: unknown) =>
    parentPort!.postMessage({
      ok: false,
      userError: error instanceof InventoryFileError ? error.message : undefined,
      message: error instanceof Error ? error.message : String(error),
    }),
);
