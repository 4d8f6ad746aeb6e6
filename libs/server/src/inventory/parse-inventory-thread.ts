import { parentPort, workerData } from 'node:worker_threads';
import { InventoryFileError } from './read-spreadsheet';
import { parseInventory } from './parse-inventory';

/** Runs in a worker thread: a hostile spreadsheet can exhaust this thread, never the API. */
const { buffer, fileName } = workerData as { buffer: Uint8Array; fileName: string };
parseInventory(Buffer.from(buffer), fileName).then(
  (parsed) => parentPort!.postMessage({ ok: true, parsed }),
  (error: unknown) =>
    parentPort!.postMessage({
      ok: false,
      userError: error instanceof InventoryFileError ? error.message : undefined,
      message: error instanceof Error ? error.message : String(error),
    }),
);
