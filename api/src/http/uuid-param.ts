import { isUuid } from '@bridal/server/db/is-uuid';
import { AppError } from '@bridal/server/errors/app-error';
import type { Context } from 'hono';

/**
 * An id the request names (a route parameter, or a body's id once its schema passed), checked once
 * at the edge so the library only queries: an id that is not a UUID can name nothing, so it answers
 * 404 with the resource's own message, as a foreign id does.
 */
export function uuidOrNotFound(value: string, notFoundMessage: string): string {
  if (!isUuid(value)) throw new AppError('NOT_FOUND', notFoundMessage);
  return value;
}

/** A route's id parameter, checked as uuidOrNotFound checks it. */
export function uuidParam(c: Context, name: string, notFoundMessage: string): string {
  return uuidOrNotFound(c.req.param(name) ?? '', notFoundMessage);
}
