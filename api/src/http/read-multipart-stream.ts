import { AppError } from '@bridal/server/errors/app-error';
import type { Context } from 'hono';

/** One part of a multipart/form-data body as it streams in. */
export interface StreamedPart {
  name: string;
  /** The file name for a file part ('' when a file input was left empty); null for a text field. */
  fileName: string | null;
  contentType: string;
  /** The part's bytes. Read it (or not) before asking for the next part: what is left is skipped. */
  body: AsyncIterable<Buffer>;
}

export interface MultipartStreamLimits {
  /** The whole body; past it the request is refused with 413, whatever its Content-Length said. */
  maxBytes: number;
  maxParts?: number;
  maxHeaderBytes?: number;
}

export const unreadableFormMessage = 'The form data could not be read.';
export const multipartOnlyMessage = 'Send the form as multipart/form-data.';
// The same words as the app's body limit (app.ts), which this takes over for streamed uploads.
const bodyTooLargeMessage = 'The request body is too large.';

const crlf = Buffer.from('\r\n');
const headerEnd = Buffer.from('\r\n\r\n');

function unreadable(): AppError {
  return new AppError('BAD_REQUEST', unreadableFormMessage);
}

/** The parameters of a Content-Disposition value; `filename*` (RFC 5987) wins over `filename`. */
function readDisposition(value: string): { name: string | null; fileName: string | null } {
  const params = new Map<string, string>();
  for (const match of value.matchAll(/;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g)) {
    const key = match[1]!.toLowerCase();
    const raw = match[2]!.trim();
    params.set(key, raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw);
  }
  let fileName = params.get('filename') ?? null;
  const extended = params.get('filename*');
  if (extended) {
    const encoded = /^utf-8'[^']*'(.*)$/i.exec(extended)?.[1];
    if (encoded !== undefined) {
      try {
        fileName = decodeURIComponent(encoded);
      } catch {
        // A broken encoding: keep the plain filename.
      }
    }
  }
  return { name: params.get('name') ?? null, fileName };
}

/**
 * A streaming multipart/form-data reader: parts come one at a time and a file's bytes flow
 * through in the chunks the network delivers, so a large upload is never held in memory. Only
 * a window of a boundary's length is kept between chunks.
 */
export class MultipartStream implements AsyncIterable<StreamedPart> {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly delimiter: Buffer;
  // A CRLF in front lets the first boundary be found like every other one.
  private buffer: Buffer = crlf;
  private received = 0;
  private ended = false;
  private partOpen = false;
  private iterating = false;

  constructor(
    body: ReadableStream<Uint8Array>,
    boundary: string,
    private readonly limits: MultipartStreamLimits,
  ) {
    this.reader = body.getReader();
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  [Symbol.asyncIterator](): AsyncIterator<StreamedPart> {
    if (this.iterating) throw new Error('A multipart body can be read once.');
    this.iterating = true;
    return this.parts();
  }

  /** Reads and drops what is left of the body (a refused request), so the client still gets its answer. */
  async discardRest(): Promise<void> {
    try {
      while (await this.pull()) this.buffer = Buffer.alloc(0);
    } catch {
      await this.reader.cancel().catch(() => undefined);
    }
  }

  private async *parts(): AsyncGenerator<StreamedPart> {
    const maxParts = this.limits.maxParts ?? 100;
    // The preamble before the first boundary is skipped like a part's body.
    this.partOpen = true;
    while ((await this.nextChunk()) !== null);
    let count = 0;
    while (await this.startsAnotherPart()) {
      count += 1;
      if (count > maxParts) throw unreadable();
      const headers = await this.readHeaders();
      const disposition = readDisposition(headers.get('content-disposition') ?? '');
      if (disposition.name === null) throw unreadable();
      this.partOpen = true;
      yield {
        name: disposition.name,
        fileName: disposition.fileName,
        contentType: headers.get('content-type') ?? (disposition.fileName === null ? 'text/plain' : ''),
        body: { [Symbol.asyncIterator]: () => this.bodyIterator() },
      };
      while ((await this.nextChunk()) !== null);
    }
    // The epilogue after the closing boundary means nothing; read it so the request is complete.
    while (await this.pull()) this.buffer = Buffer.alloc(0);
  }

  private bodyIterator(): AsyncIterator<Buffer> {
    return {
      next: async () => {
        const chunk = await this.nextChunk();
        return chunk === null ? { done: true, value: undefined } : { done: false, value: chunk };
      },
      // Leaving a part early is fine: the rest is skipped when the next part is asked for.
      return: async () => ({ done: true, value: undefined }),
    };
  }

  private async pull(): Promise<boolean> {
    if (this.ended) return false;
    const { done, value } = await this.reader.read();
    if (done) {
      this.ended = true;
      return false;
    }
    this.received += value.length;
    if (this.received > this.limits.maxBytes) {
      await this.reader.cancel().catch(() => undefined);
      this.ended = true;
      throw new AppError('PAYLOAD_TOO_LARGE', bodyTooLargeMessage);
    }
    this.buffer = this.buffer.length === 0 ? Buffer.from(value) : Buffer.concat([this.buffer, value]);
    return true;
  }

  /** The next bytes of the open part, or null at its end (the delimiter is consumed). */
  private async nextChunk(): Promise<Buffer | null> {
    if (!this.partOpen) return null;
    for (;;) {
      const index = this.buffer.indexOf(this.delimiter);
      if (index >= 0) {
        const chunk = this.buffer.subarray(0, index);
        this.buffer = this.buffer.subarray(index + this.delimiter.length);
        this.partOpen = false;
        return chunk.length > 0 ? chunk : null;
      }
      // Everything but a possible start of the delimiter can go.
      const safe = this.buffer.length - (this.delimiter.length - 1);
      if (safe > 0) {
        const chunk = this.buffer.subarray(0, safe);
        this.buffer = this.buffer.subarray(safe);
        return chunk;
      }
      if (!(await this.pull())) throw unreadable();
    }
  }

  /** After a delimiter: "--" closes the body, CRLF (after optional padding) opens a part. */
  private async startsAnotherPart(): Promise<boolean> {
    while (this.buffer.length < 2) if (!(await this.pull())) throw unreadable();
    if (this.buffer[0] === 0x2d && this.buffer[1] === 0x2d) return false;
    for (;;) {
      const index = this.buffer.indexOf(crlf);
      if (index >= 0) {
        if (this.buffer.subarray(0, index).some((byte) => byte !== 0x20 && byte !== 0x09)) throw unreadable();
        this.buffer = this.buffer.subarray(index + 2);
        return true;
      }
      if (this.buffer.length > 1024 || !(await this.pull())) throw unreadable();
    }
  }

  private async readHeaders(): Promise<Map<string, string>> {
    const maxHeaderBytes = this.limits.maxHeaderBytes ?? 16 * 1024;
    let block: string;
    for (;;) {
      if (this.buffer.length >= 2 && this.buffer[0] === 0x0d && this.buffer[1] === 0x0a) {
        block = '';
        this.buffer = this.buffer.subarray(2);
        break;
      }
      const index = this.buffer.indexOf(headerEnd);
      if (index >= 0) {
        block = this.buffer.toString('utf8', 0, index);
        this.buffer = this.buffer.subarray(index + headerEnd.length);
        break;
      }
      if (this.buffer.length > maxHeaderBytes || !(await this.pull())) throw unreadable();
    }
    const headers = new Map<string, string>();
    for (const line of block.split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    return headers;
  }
}

/** Opens the request's multipart body for streaming; refuses any other body with 415. */
export function openMultipartStream(c: Context, limits: MultipartStreamLimits): MultipartStream {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', multipartOnlyMessage);
  }
  const boundary = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(type);
  const body = c.req.raw.body;
  if (!boundary || !body) throw unreadable();
  return new MultipartStream(body, boundary[1] ?? boundary[2]!, limits);
}
