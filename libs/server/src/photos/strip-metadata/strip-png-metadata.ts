import { MalformedImageError } from './malformed-image-error';

const SIGNATURE_LENGTH = 8;
// Text chunks carry software, author and comments; eXIf carries EXIF and GPS; tIME the edit time.
const droppedChunks = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

/**
 * Copies a PNG without its text, EXIF and time chunks, byte for byte otherwise. Throws
 * MalformedImageError when a chunk runs past the file or the image end chunk is missing.
 */
export function stripPngMetadata(bytes: Buffer): Buffer {
  const parts: Buffer[] = [bytes.subarray(0, SIGNATURE_LENGTH)];
  let offset = SIGNATURE_LENGTH;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length) throw new MalformedImageError(`the PNG chunk ${type} runs past the file`);
    if (!droppedChunks.has(type)) parts.push(bytes.subarray(offset, end));
    if (type === 'IEND') return Buffer.concat(parts);
    offset = end;
  }
  throw new MalformedImageError('the PNG is cut short');
}
