import { isUuid } from '@bridal/server/db/is-uuid';
import { AppError } from '@bridal/server/errors/app-error';
import type { Context } from 'hono';

/**
 * A route's id parameter, checked once at the edge so the library only queries: an id that is not
 * a UUID can name nothing, so it answers 404 with the resource's own message, as a foreign id does.
 */
export function uuidParam(c: Context, name: string, notFoundMessage: string): string {
  const value = c.req.param(name) ?? '';
  if (!isUuid(value)) throw new AppError('NOT_FOUND', notFoundMessage);
  return value;
}
