import type { Context } from 'hono';
import { openMultipartStream } from './read-multipart-stream';

/** A file of a multipart form, read whole (its size is bounded by the route's body limit). */
export interface UploadedFile {
  name: string;
  size: number;
  bytes: Buffer;
}

export interface MultipartForm {
  /** Every text value of a field, in order (repeated fields give several). */
  texts(name: string): string[];
  text(name: string): string;
  files(name: string): UploadedFile[];
}

// Far more than any form of ours has; a body of thousands of tiny parts is refused early.
export const multipartMaxParts = 200;

/**
 * Reads a multipart/form-data body part by part with our streaming reader (the platform's
 * formData() copies a large body several times over and is slow with photos); anything else is
 * refused with a clear message. The route's body limit (app.ts) bounds what is read.
 */
export async function readMultipart(c: Context): Promise<MultipartForm> {
  const stream = openMultipartStream(c, { maxBytes: Number.MAX_SAFE_INTEGER, maxParts: multipartMaxParts });
  const texts = new Map<string, string[]>();
  const files = new Map<string, UploadedFile[]>();
  for await (const part of stream) {
    const chunks: Buffer[] = [];
    for await (const chunk of part.body) chunks.push(chunk);
    const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    if (part.fileName === null) {
      texts.set(part.name, [...(texts.get(part.name) ?? []), bytes.toString('utf8')]);
    } else {
      files.set(part.name, [...(files.get(part.name) ?? []), { name: part.fileName, size: bytes.length, bytes }]);
    }
  }
  return {
    texts: (name) => texts.get(name) ?? [],
    text: (name) => texts.get(name)?.[0] ?? '',
    files: (name) => files.get(name) ?? [],
  };
}
