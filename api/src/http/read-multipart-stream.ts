import type { Readable } from 'node:stream';
import { AppError } from '@bridal/server/errors/app-error';
import busboy, { type Busboy } from 'busboy';
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
  /** A file's bytes past this are not read: its body ends there and the rest of the part is skipped. */
  maxFileBytes?: number;
}

export const unreadableFormMessage = 'The form data could not be read.';
export const multipartOnlyMessage = 'Send the form as multipart/form-data.';
// The same words as the app's body limit (app.ts), which this takes over for streamed uploads.
const bodyTooLargeMessage = 'The request body is too large.';

function unreadable(): AppError {
  return new AppError('BAD_REQUEST', unreadableFormMessage);
}

/** A text field's value as its body: busboy hands it over whole, bounded by the body limit. */
async function* fieldBody(value: string): AsyncGenerator<Buffer> {
  if (value !== '') yield Buffer.from(value, 'utf8');
}

interface QueuedPart {
  part: StreamedPart;
  file?: Readable;
}

/**
 * A multipart/form-data body read with busboy, handed out one part at a time: a file's bytes flow
 * through as the network delivers them, and the body is fed to the parser only as fast as the
 * parts are read, so a large upload is never held in memory.
 */
export class MultipartStream implements AsyncIterable<StreamedPart> {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly parser: Busboy;
  private readonly queue: QueuedPart[] = [];
  // Every file stream still open: what a reader leaves of them is drained so the parser goes on.
  private readonly openFiles = new Set<Readable>();
  private received = 0;
  private partCount = 0;
  private ended = false;
  private parsed = false;
  private stopped = false;
  private discarding = false;
  private iterating = false;
  private failure: unknown;
  private pumping: Promise<void> | undefined;
  private wakeReader: (() => void) | undefined;
  private releaseWrite: (() => void) | undefined;

  constructor(
    body: ReadableStream<Uint8Array>,
    boundary: string,
    private readonly limits: MultipartStreamLimits,
  ) {
    this.reader = body.getReader();
    this.parser = busboy({
      headers: { 'content-type': `multipart/form-data; boundary="${boundary}"` },
      // Browsers send file names as raw UTF-8, and the name is the bride's: keep it whole (paths included).
      defParamCharset: 'utf8',
      preservePath: true,
      limits: {
        // Text fields are bounded by the body limit, as before; a part past the count is refused below.
        fieldSize: limits.maxBytes,
        fileSize: limits.maxFileBytes ?? Infinity,
        parts: this.maxParts + 1,
      },
    });
    this.parser.on('file', (name, stream, info) => {
      // A file stream fails when the body under it does (cut off, malformed), whether or not its
      // part is being read: unheard, that error would end the process.
      stream.on('error', () => this.fail(unreadable()));
      this.openFiles.add(stream);
      stream.once('close', () => this.openFiles.delete(stream));
      const part = { name, fileName: info.filename ?? '', contentType: info.mimeType, body: this.fileBody(stream) };
      this.enqueue({ part, file: stream });
    });
    this.parser.on('field', (name, value, info) => {
      this.enqueue({ part: { name, fileName: null, contentType: info.mimeType, body: fieldBody(value) } });
    });
    this.parser.on('error', () => this.fail(unreadable()));
    this.parser.on('finish', () => {
      this.parsed = true;
      this.wake();
    });
  }

  private get maxParts(): number {
    return this.limits.maxParts ?? 100;
  }

  [Symbol.asyncIterator](): AsyncIterator<StreamedPart> {
    if (this.iterating) throw new Error('A multipart body can be read once.');
    this.iterating = true;
    return this.parts();
  }

  /** Reads and drops what is left of the body (a refused request), so the client still gets its answer. */
  async discardRest(): Promise<void> {
    this.discarding = true;
    for (const file of this.openFiles) file.resume();
    this.releaseWrite?.();
    this.pumping ??= this.pump();
    await this.pumping;
    // The pump stops where parsing stopped (a form it cannot read, a reader that gave up): the rest
    // of the body is still to come, and still bounded by the limit.
    if (!this.ended) await this.pump();
  }

  private async *parts(): AsyncGenerator<StreamedPart> {
    this.pumping ??= this.pump();
    try {
      for (;;) {
        if (this.failure !== undefined) throw this.failure;
        const next = this.queue.shift();
        if (next) {
          yield next.part;
          // Whatever the reader left of a file is skipped.
          next.file?.resume();
          continue;
        }
        if (this.parsed) return;
        await new Promise<void>((resolve) => (this.wakeReader = resolve));
      }
    } finally {
      // A reader that gave up before the end (a refusal of its own) leaves no part half-read; the
      // rest of the body stays in the connection, for discardRest or the server to drop.
      if (!this.parsed) this.stopParsing();
    }
  }

  private enqueue(queued: QueuedPart): void {
    this.partCount += 1;
    if (queued.part.name === undefined || queued.part.name === '' || this.partCount > this.maxParts) {
      queued.file?.resume();
      this.fail(unreadable());
      return;
    }
    if (this.discarding) {
      queued.file?.resume();
      return;
    }
    this.queue.push(queued);
    this.wake();
  }

  private wake(): void {
    const wake = this.wakeReader;
    this.wakeReader = undefined;
    wake?.();
  }

  /** The first failure wins: a later one (the parser giving up on a body cut short) only follows from it. */
  private fail(error: unknown): void {
    if (this.failure === undefined) this.failure = error;
    this.stopParsing();
    this.wake();
  }

  /** Feeds the parser no more, and destroys it with every file still open (their errors are heard). */
  private stopParsing(): void {
    this.releaseWrite?.();
    if (this.stopped) return;
    this.stopped = true;
    // Not from inside one of the parser's own events: it is still working through its chunk.
    queueMicrotask(() => {
      this.parser.destroy();
      for (const file of this.openFiles) file.destroy();
    });
  }

  /** Feeds the body to the parser, waiting while the part being read holds it back. */
  private async pump(): Promise<void> {
    try {
      for (;;) {
        const { done, value } = await this.reader.read();
        if (done) {
          this.ended = true;
          break;
        }
        this.received += value.length;
        if (this.received > this.limits.maxBytes) {
          this.ended = true;
          await this.reader.cancel().catch(() => undefined);
          throw new AppError('PAYLOAD_TOO_LARGE', bodyTooLargeMessage);
        }
        if (this.discarding) continue;
        if (this.stopped) return;
        await this.write(value);
      }
      if (!this.discarding && !this.stopped) this.parser.end();
    } catch (error) {
      this.fail(error);
    }
  }

  private write(chunk: Uint8Array): Promise<void> {
    return new Promise<void>((resolve) => {
      this.releaseWrite = resolve;
      // A parser error is reported through its 'error' event.
      this.parser.write(chunk, () => resolve());
    });
  }

  private fileBody(stream: Readable): AsyncIterable<Buffer> {
    return {
      [Symbol.asyncIterator]: () => {
        // Not destroyed when a reader leaves early: the rest is drained when the next part is asked for.
        const chunks = stream.iterator({ destroyOnReturn: false }) as AsyncIterator<Buffer>;
        return {
          next: async () => {
            try {
              return await chunks.next();
            } catch {
              // The body failed under the file (too slow, cut off, too large) or was malformed.
              throw this.failure ?? unreadable();
            }
          },
          return: async () => {
            await chunks.return?.();
            return { done: true, value: undefined };
          },
        };
      },
    };
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
