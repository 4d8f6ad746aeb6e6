/** nginx's "client closed request": nobody reads this answer, but metrics and logs can tell it from ours. */
export const clientClosedRequestStatus = 499;

/** The client went away (closed the tab, lost its network) before its request body had arrived. */
export class ClientAbortError extends Error {
  override name = 'ClientAbortError';

  constructor(cause: unknown) {
    super('The client closed the connection before its request was complete.', { cause });
  }
}

// What Node and its web streams raise when the connection under a request body goes away.
const connectionLostCodes = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/** Whether an error from reading a request body means the client left, rather than a fault of ours. */
export function isClientAbort(error: unknown): boolean {
  if (error instanceof ClientAbortError) return true;
  // By its shape, not `instanceof Error`: Node's stream errors may come from another realm (a test's VM).
  if (typeof error !== 'object' || error === null) return false;
  const { code, name, message } = error as Partial<NodeJS.ErrnoException>;
  return (code !== undefined && connectionLostCodes.has(code)) || name === 'AbortError' || message === 'aborted';
}

/**
 * Whether an error that reached the process uncaught was raised by what a client drives (its
 * connection, or the body it sent as the multipart parser read it), so the process can serve on
 * (see guardProcess): a lost connection, Node's HTTP parser refusing the request, or the multipart
 * parser failing on a body cut off or malformed (told by where the error was made).
 */
export function isClientStreamError(error: unknown): boolean {
  if (isClientAbort(error)) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, stack } = error as Partial<NodeJS.ErrnoException>;
  if (typeof code === 'string' && code.startsWith('HPE_')) return true;
  const madeAt = stack?.split('\n').find((line) => line.trimStart().startsWith('at '));
  return madeAt !== undefined && /[\\/]node_modules[\\/]busboy[\\/]/.test(madeAt);
}
