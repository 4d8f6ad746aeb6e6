/** What withTimeout rejects with when its time runs out. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/**
 * Waits for `promise`, but no longer than `ms`: past that it rejects with a TimeoutError saying
 * that `what` did not answer. The work itself is not cancelled and may still land later; its late
 * failure is swallowed, since nobody waits for it any more. The timer is cleared as soon as either
 * side settles, so a quick answer leaves nothing keeping the process alive.
 */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} did not answer within ${ms} ms`)), ms);
  });
  promise.catch(() => undefined);
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
