import { MalformedImageError } from './malformed-image-error';

const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;

/**
 * Copies a WebP without its EXIF and XMP chunks, clearing their flags in the VP8X header.
 * Throws MalformedImageError when a chunk runs past the file or the file is cut short.
 */
export function stripWebpMetadata(bytes: Buffer): Buffer {
  const declared = bytes.readUInt32LE(4) + 8;
  if (declared > bytes.length) throw new MalformedImageError('the WebP is cut short');
  const chunks: Buffer[] = [];
  let offset = 12;
  while (offset + 8 <= declared) {
    const type = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const end = offset + 8 + size + (size % 2);
    if (offset + 8 + size > declared) throw new MalformedImageError(`the WebP chunk ${type} runs past the file`);
    if (type === 'VP8X') {
      const header = Buffer.from(bytes.subarray(offset, Math.min(end, declared)));
      header[8] = header[8]! & ~(EXIF_FLAG | XMP_FLAG);
      chunks.push(header);
    } else if (type !== 'EXIF' && type !== 'XMP ') {
      chunks.push(bytes.subarray(offset, Math.min(end, declared)));
    }
    offset = end;
  }
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
