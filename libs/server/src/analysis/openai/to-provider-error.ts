import { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { ProviderRateLimitError, ProviderUnavailableError } from './provider-errors';

/** Milliseconds the server asked us to wait: retry-after-ms, retry-after in seconds, or an HTTP date. */
export function retryAfterMsOf(headers: Headers | undefined, now = Date.now()): number | undefined {
  const milliseconds = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return Math.round(milliseconds);
  const value = headers?.get('retry-after')?.trim();
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? Math.round(seconds * 1000) : undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** What the SDK threw (after its own retries), as one of the errors the worker knows how to handle. */
export function toProviderError(error: unknown, timeoutMs: number): Error {
  if (error instanceof APIConnectionTimeoutError) {
    return new ProviderUnavailableError(`the model server did not answer within ${timeoutMs} ms`, { cause: error });
  }
  if (error instanceof APIError && error.status === 429) {
    return new ProviderRateLimitError(`the model server is rate limiting us: ${error.message}`, {
      retryAfterMs: retryAfterMsOf(error.headers),
      cause: error,
    });
  }
  if (error instanceof APIUserAbortError) return error;
  if (error instanceof APIError) {
    const where = error.status === undefined ? 'could not be reached' : `answered ${error.status}`;
    return new ProviderUnavailableError(`the model server ${where}: ${error.message}`, {
      status: error.status,
      cause: error,
    });
  }
  // The SDK throws a bare SyntaxError or TypeError when a server answers 200 with a body that is not an API response.
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderUnavailableError(`the model server sent an unusable response: ${message}`, { cause: error });
}
