import { workerData } from 'node:worker_threads';
import type { CountryCode } from 'libphonenumber-js';
import { replyFromThread } from '../inventory/run-sheet-thread';
import { readStagedFile } from './read-staged-file';

/** Runs in a worker thread: a hostile export can exhaust this thread, never the API. */
const { buffer, fileName, country } = workerData as { buffer: Uint8Array; fileName: string; country: CountryCode };
replyFromThread(readStagedFile(Buffer.from(buffer), fileName, country));
