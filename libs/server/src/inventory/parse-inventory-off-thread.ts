import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { AppError } from '../errors/app-error';
import type { ParsedInventory } from './parse-inventory';

export const unreadableInventoryMessage = 'The file could not be read as a spreadsheet.';

/**
 * What the thread runs. From the sources it runs our TypeScript: it registers tsx's loader
 * first (its ESM build: the CommonJS entry resolves its loader wrongly inside a thread), then
 * imports the entry. From a bundle (api/dist), the thread's own bundle lies beside it.
 */
function threadBootstrap(): string {
  if (!import.meta.url.endsWith('.ts')) {
    return `import(${JSON.stringify(new URL('./parse-inventory-thread.js', import.meta.url).href)})`;
  }
  const tsxApi = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const threadEntry = new URL('./parse-inventory-thread.ts', import.meta.url).href;
  return `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(threadEntry)}); })`;
}
const bootstrap = threadBootstrap();

/**
 * Parses an inventory file in a worker thread, bounded in time and memory, so a huge or
 * malicious spreadsheet never blocks the API's event loop.
 */
export function parseInventoryOffThread(
  buffer: Buffer,
  fileName: string,
  timeoutMs = 15_000,
): Promise<ParsedInventory> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, {
      eval: true,
      workerData: { buffer: new Uint8Array(buffer), fileName },
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 64 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new AppError('BAD_REQUEST', 'The file took too long to read. Please upload a smaller or simpler file.'));
    }, timeoutMs);
    worker.once(
      'message',
      (message: { ok: true; parsed: ParsedInventory } | { ok: false; userError?: string; message: string }) => {
        clearTimeout(timer);
        void worker.terminate();
        if (message.ok) resolve(message.parsed);
        else if (message.userError) reject(new AppError('BAD_REQUEST', message.userError));
        else reject(new AppError('BAD_REQUEST', unreadableInventoryMessage, { cause: new Error(message.message) }));
      },
    );
    worker.once('error', (error) => {
      clearTimeout(timer);
      // Out of memory (a zip bomb) lands here.
      reject(new AppError('BAD_REQUEST', unreadableInventoryMessage, { cause: error }));
    });
  });
}
