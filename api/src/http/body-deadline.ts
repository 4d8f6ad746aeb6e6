import { AppError } from '@bridal/server/errors/app-error';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { ClientAbortError, isClientAbort } from './client-abort';

export const bodyTooSlowMessage = 'The upload took too long. Please try again on a better connection.';

/** How long a client has to send a body: a grace period, plus its bytes at a slow-but-honest rate. */
export interface BodyDeadlinePolicy {
  graceMs: number;
  bytesPerSecond: number;
}

/*
 * 64 KiB/s is about 0.5 Mbit/s, a weak mobile signal in a venue: six photos at the 10 MB limit still
 * get through (in about 16 minutes), while a client that sends a form a byte at a time is cut off
 * seconds after the grace period. The grace covers the connection's slow start and a short stall.
 */
export const defaultBodyDeadlinePolicy: BodyDeadlinePolicy = { graceMs: 10_000, bytesPerSecond: 64 * 1024 };

export function bodyDeadlineMs(policy: BodyDeadlinePolicy, bodyBytes: number): number {
  return policy.graceMs + Math.ceil((bodyBytes / policy.bytesPerSecond) * 1000);
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
function timeBoundBody(source: ReadableStream<Uint8Array>, ms: number): TimedBody {
  const reader = source.getReader();
  let timer: NodeJS.Timeout | undefined;
  let timedOut = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      timer = setTimeout(() => {
        timedOut = true;
        controller.error(new AppError('REQUEST_TIMEOUT', bodyTooSlowMessage));
      }, ms);
    },
    async pull(controller) {
      let result: Awaited<ReturnType<typeof reader.read>>;
      try {
        result = await reader.read();
      } catch (error) {
        clearTimeout(timer);
        if (!timedOut) controller.error(isClientAbort(error) ? new ClientAbortError(error) : error);
        return;
      }
      if (timedOut) return;
      if (result.done) {
        clearTimeout(timer);
        controller.close();
      } else {
        controller.enqueue(result.value);
      }
    },
    // A reader that gives up early (a body over its limit) ends the request as it did before.
    cancel(reason) {
      clearTimeout(timer);
      return reader.cancel(reason);
    },
  });
  return { stream, timedOut: () => timedOut, stop: () => clearTimeout(timer) };
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
    const timed = timeBoundBody(body, bodyDeadlineMs(options.policy, bytes));
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
