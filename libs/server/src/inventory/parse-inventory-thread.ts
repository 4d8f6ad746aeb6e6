import { workerData } from 'node:worker_threads';
import { parseInventory } from './parse-inventory';
import { replyFromThread } from './run-sheet-thread';

/** Runs in a worker thread: a hostile spreadsheet can exhaust this thread, never the API. */
const { buffer, fileName } = workerData as { buffer: Uint8Array; fileName: string };
replyFromThread(parseInventory(Buffer.from(buffer), fileName));
