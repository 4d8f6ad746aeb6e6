import { Worker } from 'node:worker_threads';
import type { RenderedPage } from './render-page';

/** The global the server build's modules add their ids to as they run (see `markModulesRun`). */
export const modulesRunGlobal = '__prerenderModulesRun';

export interface WorkerRender {
  page: RenderedPage;
  /** The source modules that ran to render the page: its page module among them. */
  modulesRun: string[];
}

/**
 * Renders `pagePath` with the server build `entryUrl` in a worker thread of its own, so each page
 * renders from fresh modules as a visit does in the browser. In one process the pages would share
 * what the libraries remember between renders: Chakra memoises each style object by its sorted
 * keys, so a page could get the class another page's order of the same props made, and the
 * browser, rendering it first, another (a hydration mismatch).
 */
export async function renderInWorker(entryUrl: string, pagePath: string): Promise<WorkerRender> {
  const { result, modulesRun } = await callInWorker(entryUrl, 'renderPage', pagePath);
  if (!result) throw new Error(`prerender: ${pagePath} gave no page`);
  return { page: result as RenderedPage, modulesRun };
}

/**
 * Markup render-page.tsx renders without a path, in a worker of its own: what index.html shows
 * until the app renders (renderShell), a survey link's opening (renderSurveyStart).
 */
export async function markupInWorker(
  entryUrl: string,
  render: 'renderShell' | 'renderSurveyStart',
): Promise<RenderedPage> {
  const { result } = await callInWorker(entryUrl, render);
  if (!result) throw new Error(`prerender: ${render} came out empty`);
  return result as RenderedPage;
}

/** Chakra's global CSS (global-css.tsx), made by the server build in a worker thread of its own. */
export async function globalCssInWorker(entryUrl: string): Promise<string> {
  const { result } = await callInWorker(entryUrl, 'renderGlobalCss');
  if (typeof result !== 'string' || result === '') throw new Error('prerender: the global CSS came out empty');
  return result;
}

/** Calls the server build's export `name` with `arg` in a fresh worker: what it answered, and the modules that ran. */
function callInWorker(
  entryUrl: string,
  name: string,
  arg?: string,
): Promise<{ result: unknown; modulesRun: string[] }> {
  const script = `
    const { parentPort, workerData } = require('node:worker_threads');
    globalThis.${modulesRunGlobal} = new Set();
    import(workerData.entryUrl)
      .then((server) => server[workerData.name](workerData.arg))
      .then(
        (result) => parentPort.postMessage({ result, modulesRun: [...globalThis.${modulesRunGlobal}] }),
        (error) => parentPort.postMessage({ error: String(error?.stack ?? error) }),
      );
  `;
  const what = arg === undefined ? name : `${name}(${arg})`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { eval: true, workerData: { entryUrl, name, arg } });
    worker.once('message', (message: { result?: unknown; modulesRun?: string[]; error?: string }) => {
      if (message.error === undefined) resolve({ result: message.result, modulesRun: message.modulesRun ?? [] });
      else reject(new Error(`prerender: ${what} failed: ${message.error}`));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`prerender: the worker for ${what} exited (${code})`)));
  });
}

/** `work` over `items`, at most `limit` at a time, results in the items' order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
