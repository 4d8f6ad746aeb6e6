import { AppError } from '@bridal/server/errors/app-error';
import { findReservedFieldName, reservedFieldNameMessage } from '@bridal/server/errors/reserved-field-name';
import type { Context } from 'hono';

/** The parsed JSON body, or a 400 that says what is wrong with it. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (Content-Type: application/json).');
  }
  const text = await c.req.text();
  if (text.trim() === '') throw new AppError('BAD_REQUEST', 'The request body is empty.');
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
  const reserved = findReservedFieldName(body);
  if (reserved !== undefined) throw new AppError('BAD_REQUEST', reservedFieldNameMessage(reserved));
  return body;
}
