import { TimeoutError, withTimeout } from '@bridal/server/async/with-timeout';

/** Waits for `promise`, but no longer than `ms`: answers whether it settled in time (rejections pass through). */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  try {
    return await withTimeout(
      promise.then(() => true),
      ms,
      'the promise',
    );
  } catch (error) {
    if (error instanceof TimeoutError) return false;
    throw error;
  }
}

/** Resolves after `ms`, or as soon as `signal` aborts (so a stopping run does not sit out its pauses). */
export const delay = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/** Polls `check` every `everyMs` until it answers true (true), or `timeoutMs` passes or `signal` aborts (false). */
export async function waitUntil(
  check: () => Promise<boolean>,
  options: { everyMs: number; timeoutMs: number; signal?: AbortSignal },
): Promise<boolean> {
  const deadline = performance.now() + options.timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (performance.now() >= deadline || options.signal?.aborted) return false;
    await delay(options.everyMs);
  }
}
