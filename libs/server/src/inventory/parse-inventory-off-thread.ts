import type { ParsedInventory } from './parse-inventory';
import { runSheetThread } from './run-sheet-thread';

/**
 * Parses an inventory file in a worker thread, bounded in time and memory, so a huge or
 * malicious spreadsheet never blocks the API's event loop.
 */
export function parseInventoryOffThread(
  buffer: Buffer,
  fileName: string,
  timeoutMs = 15_000,
): Promise<ParsedInventory> {
  return runSheetThread<ParsedInventory>({
    entry: { from: import.meta.url, source: './parse-inventory-thread', bundle: 'parse-inventory-thread' },
    workerData: { buffer: new Uint8Array(buffer), fileName },
    timeoutMs,
  });
}
