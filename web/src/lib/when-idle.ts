/**
 * Runs `task` once the page is idle: loaded, its downloads over (no resource fetched for
 * `quietMs`), and the main thread free. For work that can wait, such as the code of a view she
 * has not opened yet: on a slow line it never takes bandwidth from what the page is showing, and
 * the page's own download (the initial JavaScript the audit measures, which ends once the network
 * is quiet) stays what it was. Returns a function that cancels it if it has not run yet.
 */
export function whenIdle(task: () => void, { quietMs = 1_000 }: { quietMs?: number } = {}): () => void {
  let timer: number | undefined;
  let idleHandle: number | undefined;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    observer?.disconnect();
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(task, { timeout: 2_000 });
    } else {
      task();
    }
  };
  // Each download that ends starts the quiet period again.
  const rearm = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(run, quietMs);
  };
  const begin = () => {
    if (typeof PerformanceObserver === 'function') {
      observer = new PerformanceObserver(rearm);
      observer.observe({ type: 'resource' });
    }
    rearm();
  };
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
  return () => {
    window.removeEventListener('load', begin);
    observer?.disconnect();
    window.clearTimeout(timer);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
  };
}
