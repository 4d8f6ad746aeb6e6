import { randomBytes } from 'node:crypto';
import { AppError } from '@bridal/server/errors/app-error';
import { describe, expect, it } from '@jest/globals';
import { MultipartStream, type MultipartStreamLimits } from './read-multipart-stream';

/** The body a browser would send for the form, and its boundary. */
async function encode(form: FormData): Promise<{ bytes: Buffer; boundary: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const boundary = /boundary=(.+)$/.exec(request.headers.get('content-type')!)![1]!;
  return { bytes: Buffer.from(await request.arrayBuffer()), boundary };
}

/** The bytes as a stream of chunks of `size`, as the network might cut them. */
function streamOf(bytes: Buffer, size: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(offset, offset + size)));
      offset += size;
    },
  });
}

async function readAll(
  bytes: Buffer,
  boundary: string,
  size: number,
  limits: MultipartStreamLimits = { maxBytes: 10_000_000 },
) {
  const parts: { name: string; fileName: string | null; contentType: string; data: Buffer }[] = [];
  for await (const part of new MultipartStream(streamOf(bytes, size), boundary, limits)) {
    const chunks: Buffer[] = [];
    for await (const chunk of part.body) chunks.push(chunk);
    parts.push({
      name: part.name,
      fileName: part.fileName,
      contentType: part.contentType,
      data: Buffer.concat(chunks),
    });
  }
  return parts;
}

async function failure(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

describe('MultipartStream', () => {
  it('reads fields and files byte for byte, however the network cuts the body', async () => {
    // Bytes that look like line breaks and boundaries inside the file must stay the file's.
    const file = Buffer.concat([
      randomBytes(50_000),
      Buffer.from('\r\n--\r\n\r\n--not-the-boundary'),
      randomBytes(999),
    ]);
    const form = new FormData();
    form.append('description', 'Spring trunk show — top sellers');
    form.append('files', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'Lookbook “2027”.pdf');
    form.append('files', new Blob(['Style,Name\nA1,Aurora\n'], { type: 'text/csv' }), 'top.csv');
    const { bytes, boundary } = await encode(form);

    for (const size of [1, 7, 70, 65_536, bytes.length]) {
      const parts = await readAll(bytes, boundary, size);
      expect(parts.map(({ name, fileName, contentType }) => ({ name, fileName, contentType }))).toEqual([
        { name: 'description', fileName: null, contentType: 'text/plain' },
        { name: 'files', fileName: 'Lookbook “2027”.pdf', contentType: 'application/pdf' },
        { name: 'files', fileName: 'top.csv', contentType: 'text/csv' },
      ]);
      expect(parts[0]!.data.toString()).toBe('Spring trunk show — top sellers');
      expect(parts[1]!.data.equals(file)).toBe(true);
      expect(parts[2]!.data.toString()).toBe('Style,Name\nA1,Aurora\n');
    }
  });

  it('skips what a reader leaves of a part', async () => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(randomBytes(100_000))]), 'skipped.pdf');
    form.append('description', 'still read');
    const { bytes, boundary } = await encode(form);
    const seen: string[] = [];
    for await (const part of new MultipartStream(streamOf(bytes, 1000), boundary, { maxBytes: 1_000_000 })) {
      if (part.fileName !== null) {
        for await (const _chunk of part.body) break;
        seen.push(`file ${part.fileName}`);
      } else {
        const chunks: Buffer[] = [];
        for await (const chunk of part.body) chunks.push(chunk);
        seen.push(`${part.name}: ${Buffer.concat(chunks).toString()}`);
      }
    }
    expect(seen).toEqual(['file skipped.pdf', 'description: still read']);
  });

  it('reads a quoted name with escapes and an RFC 5987 file name', async () => {
    const boundary = 'XyZ';
    const body = Buffer.from(
      [
        '--XyZ',
        'Content-Disposition: form-data; name="files"; filename="plain.pdf"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.pdf',
        '',
        '%PDF-1.4',
        '--XyZ',
        'Content-Disposition: form-data; name="files"; filename="say \\"hi\\".txt"',
        'Content-Type: text/plain',
        '',
        'hi',
        '--XyZ',
        // A quoted backslash escapes the next character (RFC 7578); an encoded one is a real backslash.
        'Content-Disposition: form-data; name="files"; filename="..\\..\\win\\a.pdf"',
        '',
        '%PDF-1.4',
        '--XyZ',
        'Content-Disposition: form-data; name="files"; filename="x"; filename*=UTF-8\'\'..%5Cwin%5Cb.pdf',
        '',
        '%PDF-1.4',
        '--XyZ--',
        '',
      ].join('\r\n'),
    );
    const parts = await readAll(body, boundary, 5);
    expect(parts.map((part) => part.fileName)).toEqual([
      'résumé.pdf',
      'say "hi".txt',
      '....wina.pdf',
      '..\\win\\b.pdf',
    ]);
    expect(parts[0]!.data.toString()).toBe('%PDF-1.4');
  });

  it('refuses a body longer than its limit with 413, whatever was declared', async () => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(randomBytes(20_000))]), 'big.pdf');
    const { bytes, boundary } = await encode(form);
    expect(await failure(readAll(bytes, boundary, 4096, { maxBytes: 10_000 }))).toEqual({
      status: 413,
      message: 'The request body is too large.',
    });
  });

  it('refuses a body cut short, a part without a name, and a header block without end', async () => {
    const unreadable = { status: 400, message: 'The form data could not be read.' };
    const cut = Buffer.from('--b\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-');
    expect(await failure(readAll(cut, 'b', 3))).toEqual(unreadable);
    const nameless = Buffer.from('--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--\r\n');
    expect(await failure(readAll(nameless, 'b', 3))).toEqual(unreadable);
    const endless = Buffer.from(`--b\r\nContent-Disposition: form-data; name="x"${' '.repeat(20_000)}`);
    expect(await failure(readAll(endless, 'b', 1000))).toEqual(unreadable);
  });

  it('fails the read when the body is cut off under a file, read or skipped, and leaves no stream error unheard', async () => {
    const cutOff = new Error('aborted');
    const form = new FormData();
    form.append('description', 'before the files');
    form.append('unexpected', new Blob([new Uint8Array(randomBytes(100_000))]), 'skipped.bin');
    form.append('files', new Blob([new Uint8Array(randomBytes(100_000))]), 'read.pdf');
    const { bytes, boundary } = await encode(form);
    for (const at of [bytes.indexOf('skipped.bin') + 50_000, bytes.indexOf('read.pdf') + 50_000]) {
      let offset = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (offset >= at) return controller.error(cutOff);
          controller.enqueue(new Uint8Array(bytes.subarray(offset, Math.min(offset + 4096, at))));
          offset += 4096;
        },
      });
      const read = async () => {
        for await (const part of new MultipartStream(body, boundary, { maxBytes: 1_000_000 })) {
          if (part.name === 'unexpected') continue;
          for await (const _chunk of part.body);
        }
      };
      await expect(read()).rejects.toBe(cutOff);
      // The file streams fail a moment later, once the parser is destroyed.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('refuses a form with more parts than its limit', async () => {
    const form = new FormData();
    for (let index = 0; index < 4; index += 1) form.append('field', String(index));
    const { bytes, boundary } = await encode(form);
    expect(await readAll(bytes, boundary, 64, { maxBytes: 1_000_000, maxParts: 4 })).toHaveLength(4);
    form.append('field', 'one too many');
    const over = await encode(form);
    expect(await failure(readAll(over.bytes, over.boundary, 64, { maxBytes: 1_000_000, maxParts: 4 }))).toEqual({
      status: 400,
      message: 'The form data could not be read.',
    });
  });

  it('ends a file at its own limit and goes on with the next part', async () => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(randomBytes(50_000))]), 'big.jpg');
    form.append('description', 'after the file');
    const { bytes, boundary } = await encode(form);
    const parts = await readAll(bytes, boundary, 1000, { maxBytes: 1_000_000, maxFileBytes: 10_001 });
    expect(parts.map((part) => part.data.length)).toEqual([10_001, 'after the file'.length]);
  });

  it('reads nothing from a form with no parts', async () => {
    expect(await readAll(Buffer.from('--b--\r\n'), 'b', 2)).toEqual([]);
  });
});
