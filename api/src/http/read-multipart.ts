import { AppError } from '@bridal/server/errors/app-error';
import type { Context } from 'hono';

export interface MultipartForm {
  /** Every text value of a field, in order (repeated fields give several). */
  texts(name: string): string[];
  text(name: string): string;
  files(name: string): File[];
}

/** Reads a multipart/form-data body; anything else is refused with a clear message. */
export async function readMultipart(c: Context): Promise<MultipartForm> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  }
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw new AppError('BAD_REQUEST', 'The form data could not be read.');
  }
  const valuesOf = (name: string) => {
    const value = Object.hasOwn(body, name) ? body[name] : undefined;
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  };
  return {
    texts: (name) => valuesOf(name).filter((value): value is string => typeof value === 'string'),
    text: (name) => valuesOf(name).find((value): value is string => typeof value === 'string') ?? '',
    files: (name) => valuesOf(name).filter((value): value is File => typeof value !== 'string'),
  };
}
