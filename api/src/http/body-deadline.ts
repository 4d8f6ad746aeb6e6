import { AppError } from '@bridal/server/errors/app-error';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { ClientAbortError, isClientAbort } from './client-abort';

export const bodyTooSlowMessage = 'The upload took too long. Please try again on a better connection.';
export const bodyStalledMessage = 'The upload stopped moving. Please check your connection and try again.';

/** How long a client has to send a body: a grace period, plus its bytes at a slow-but-honest rate. */
export interface BodyDeadlinePolicy {
  graceMs: number;
  /** The rate a form (JSON, a small multipart) is held to. */
  bytesPerSecond: number;
  /** The rate an upload route (acceptsBody's `upload`) is held to; `bytesPerSecond` when unset. */
  uploadBytesPerSecond?: number;
  /**
   * A body from which no byte arrives for this long, while the app waits for one, is refused at
   * once (408), however much of its deadline is left: stalled, not slow. Off when unset.
   */
  stallMs?: number;
}

/*
 * 64 KiB/s is about 0.5 Mbit/s: a form is a few kilobytes, so its deadline is mostly the grace, and
 * a client that sends a form a byte at a time is cut off seconds after it.
 * Photos come from phones on a weak signal in a venue: a bride at 50 KB/s (400 kbit/s)
 * was cut off at 84 s into a 4.9 MB photo while it was still moving. Uploads are held to 16 KiB/s
 * (128 kbit/s, a poor 3G or good EDGE signal) instead, and a body that stops moving for 30 s is
 * refused at once, so a slow honest upload finishes while a stalled or trickled one is still cut off.
 */
export const defaultBodyDeadlinePolicy: BodyDeadlinePolicy = {
  graceMs: 10_000,
  bytesPerSecond: 64 * 1024,
  uploadBytesPerSecond: 16 * 1024,
  stallMs: 30_000,
};

export function bodyDeadlineMs(policy: BodyDeadlinePolicy, bodyBytes: number, upload = false): number {
  const rate = upload ? (policy.uploadBytesPerSecond ?? policy.bytesPerSecond) : policy.bytesPerSecond;
  return policy.graceMs + Math.ceil((bodyBytes / rate) * 1000);
}

/** The longest any route's body may take under `policy`, which the server's own backstop must exceed. */
export function longestBodyDeadlineMs(
  policy: BodyDeadlinePolicy,
  bodies: readonly { maxBytes: number; upload: boolean }[],
): number {
  return Math.max(0, ...bodies.map((body) => bodyDeadlineMs(policy, body.maxBytes, body.upload)));
}

/**
 * The bytes the deadline is scaled to: the declared length, or the route's limit when none is
 * declared (chunked). A length over the limit is refused by the body limit anyway.
 */
function expectedBodyBytes(declaredLength: string | undefined, chunked: boolean, maxBytes: number): number {
  const declared = Number(declaredLength);
  if (chunked || declaredLength === undefined || !Number.isSafeInteger(declared) || declared < 0) return maxBytes;
  return Math.min(declared, maxBytes);
}

interface TimedBody {
  stream: ReadableStream<Uint8Array>;
  timedOut(): boolean;
  stop(): void;
}

/**
 * The body as a stream that fails with a 408 once `ms` pass before its end. It does not cancel
 * the connection's stream, which would reset the socket before the 408 could be written; the
 * answer closes the connection instead. A connection lost mid-body fails as a ClientAbortError.
 */
function timeBoundBody(source: ReadableStream<Uint8Array>, ms: number, stallMs?: number): TimedBody {
  const reader = source.getReader();
  let timer: NodeJS.Timeout | undefined;
  let stallTimer: NodeJS.Timeout | undefined;
  let timedOut = false;
  const stop = () => {
    clearTimeout(timer);
    clearTimeout(stallTimer);
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      timer = setTimeout(() => {
        timedOut = true;
        clearTimeout(stallTimer);
        controller.error(new AppError('REQUEST_TIMEOUT', bodyTooSlowMessage));
      }, ms);
    },
    async pull(controller) {
      let result: Awaited<ReturnType<typeof reader.read>>;
      // Only the time spent waiting on the client counts as a stall, never the app's own work.
      if (stallMs !== undefined) {
        stallTimer = setTimeout(() => {
          if (timedOut) return;
          timedOut = true;
          clearTimeout(timer);
          controller.error(new AppError('REQUEST_TIMEOUT', bodyStalledMessage));
        }, stallMs);
      }
      try {
        result = await reader.read();
      } catch (error) {
        stop();
        if (!timedOut) controller.error(isClientAbort(error) ? new ClientAbortError(error) : error);
        return;
      }
      clearTimeout(stallTimer);
      if (timedOut) return;
      if (result.done) {
        stop();
        controller.close();
      } else {
        controller.enqueue(result.value);
      }
    },
    // A reader that gives up early (a body over its limit) ends the request as it did before.
    cancel(reason) {
      stop();
      return reader.cancel(reason);
    },
  });
  return { stream, timedOut: () => timedOut, stop };
}

/**
 * Bounds the time a client may take to send its body, scaled to what the route accepts, so a
 * body trickled a byte at a time cannot hold a connection (and a handler) for minutes. Past the
 * deadline the request fails with 408 before anything is stored, and the connection is closed.
 * Install before anything reads the body (the body limits).
 */
export function bodyDeadline(options: {
  policy: BodyDeadlinePolicy;
  maxBodyBytesOf: (c: Context<AppEnv>) => number;
  /** Whether the route takes uploads (held to the policy's upload rate). */
  isUploadOf?: (c: Context<AppEnv>) => boolean;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const body = c.req.raw.body;
    if (!body) return next();
    const bytes = expectedBodyBytes(
      c.req.header('content-length'),
      c.req.header('transfer-encoding') !== undefined,
      options.maxBodyBytesOf(c),
    );
    const upload = options.isUploadOf?.(c) ?? false;
    const timed = timeBoundBody(body, bodyDeadlineMs(options.policy, bytes, upload), options.policy.stallMs);
    c.req.raw = new Request(c.req.raw, { body: timed.stream, duplex: 'half' } as RequestInit);
    try {
      await next();
    } finally {
      timed.stop();
    }
    // The rest of the body is still on its way: reading it would give the client the time back.
    if (timed.timedOut()) c.res.headers.set('Connection', 'close');
  };
}
