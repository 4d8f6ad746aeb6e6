import { createRequire } from 'node:module';
import { parentPort, Worker } from 'node:worker_threads';
import { AppError } from '../errors/app-error';
import { InventoryFileError } from './inventory-file-error';

const unreadableInventoryMessage = 'The file could not be read as a spreadsheet.';

/**
 * A thread entry, named from the caller's module: from the sources the thread runs our
 * TypeScript (tsx's ESM loader registered first: the CommonJS entry resolves its loader wrongly
 * inside a thread); from a bundle (api/dist, worker/dist) the thread's own bundle lies beside it.
 */
export interface ThreadEntry {
  /** The caller's `import.meta.url`. */
  from: string;
  /** The entry's path from the caller's module, without extension: './parse-inventory-thread'. */
  source: string;
  /** The bundle's name for it (scripts/build-server.ts): 'parse-inventory-thread'. */
  bundle: string;
}

function threadBootstrap({ from, source, bundle }: ThreadEntry): string {
  if (!from.endsWith('.ts')) return `import(${JSON.stringify(new URL(`./${bundle}.js`, from).href)})`;
  const tsxApi = createRequire(from)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const threadEntry = new URL(`${source}.ts`, from).href;
  return `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(threadEntry)}); })`;
}

export type ThreadAnswer<T> = { ok: true; parsed: T } | { ok: false; userError?: string; message: string };

/**
 * Runs a file reader in a worker thread, bounded in time and memory, so a huge or malicious
 * spreadsheet never blocks the event loop. A refusal the reader words for the boutique comes back
 * as it is; anything else (out of memory: a zip bomb) as `unreadableMessage`.
 */
export function runSheetThread<T>(options: {
  entry: ThreadEntry;
  workerData: unknown;
  timeoutMs: number;
  heapMb?: number;
  unreadableMessage?: string;
  timeoutMessage?: string;
}): Promise<T> {
  const unreadable = options.unreadableMessage ?? unreadableInventoryMessage;
  return new Promise((resolve, reject) => {
    const worker = new Worker(threadBootstrap(options.entry), {
      eval: true,
      workerData: options.workerData,
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? 256, maxYoungGenerationSizeMb: 64 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(
        new AppError(
          'BAD_REQUEST',
          options.timeoutMessage ?? 'The file took too long to read. Please upload a smaller or simpler file.',
        ),
      );
    }, options.timeoutMs);
    worker.once('message', (message: ThreadAnswer<T>) => {
      clearTimeout(timer);
      void worker.terminate();
      if (message.ok) resolve(message.parsed);
      else if (message.userError) reject(new AppError('BAD_REQUEST', message.userError));
      else reject(new AppError('BAD_REQUEST', unreadable, { cause: new Error(message.message) }));
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(new AppError('BAD_REQUEST', unreadable, { cause: error }));
    });
  });
}

/** Inside a thread: posts the reader's answer, or its refusal in the boutique's words, to the caller. */
export function replyFromThread(work: Promise<unknown>): void {
  work.then(
    (parsed) => parentPort!.postMessage({ ok: true, parsed }),
    (error: unknown) =>
      parentPort!.postMessage({
        ok: false,
        userError: error instanceof InventoryFileError ? error.message : undefined,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
}
