import { AppError } from '@bridal/server/errors/app-error';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../app-env';
import { ClientAbortError, clientClosedRequestStatus } from './client-abort';

export const internalErrorMessage = 'Something went wrong on our side. Please try again.';

/** One JSON error shape for every failure: { error, fields?, details? }. Internals never leak. */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  // An error is never kept, even from a route that had chosen to cache its answer.
  c.header('Cache-Control', 'no-store');
  // Not a fault of ours: an operator should not be paged for a bride who closed her tab mid-upload.
  if (error instanceof ClientAbortError) {
    // The request line that follows (same requestId) names the route and the 499.
    (c.var.logger ?? console).info('client aborted the request');
    return c.body(null, clientClosedRequestStatus as StatusCode);
  }
  if (error instanceof AppError) {
    if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
    const body = {
      error: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.details ? { details: error.details } : {}),
    };
    return c.json(body, error.status as ContentfulStatusCode);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ error: error.message || 'The request could not be processed.' }, error.status);
  }
  (c.var.logger ?? console).error({ err: error }, 'unhandled error');
  return c.json({ error: internalErrorMessage }, 500);
}
