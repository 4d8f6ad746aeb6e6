import { heifBoxes, heifChild } from '../heif-boxes';
import { MalformedImageError } from './malformed-image-error';

/** Reads an unsigned big-endian integer of 0, 4 or 8 bytes. */
function readSized(bytes: Buffer, offset: number, size: number): number {
  if (size === 0) return 0;
  if (offset + size > bytes.length) throw new MalformedImageError('the HEIF item locations run past the file');
  if (size === 4) return bytes.readUInt32BE(offset);
  if (size === 8) return Number(bytes.readBigUInt64BE(offset));
  throw new MalformedImageError(`unsupported HEIF field size ${size}`);
}

function cString(bytes: Buffer, start: number, end: number): { value: string; next: number } {
  const zero = bytes.indexOf(0, start);
  const stop = zero === -1 || zero > end ? end : zero;
  return { value: bytes.toString('utf8', start, stop), next: Math.min(stop + 1, end) };
}

/** Ids of the items holding EXIF ('Exif') or XMP ('mime' application/rdf+xml). */
function metadataItemIds(bytes: Buffer, iinf: { start: number; end: number }): Set<number> {
  const ids = new Set<number>();
  const version = bytes[iinf.start]!;
  const entriesStart = iinf.start + 4 + (version === 0 ? 2 : 4);
  for (const infe of heifBoxes(bytes, entriesStart, iinf.end)) {
    if (infe.type !== 'infe') continue;
    const infeVersion = bytes[infe.start]!;
    if (infeVersion < 2) continue; // version 0/1 entries carry no item type
    let offset = infe.start + 4;
    const wideId = infeVersion === 3;
    if (offset + (wideId ? 4 : 2) + 6 > infe.end) continue;
    const id = wideId ? bytes.readUInt32BE(offset) : bytes.readUInt16BE(offset);
    offset += (wideId ? 4 : 2) + 2; // item id, protection index
    const type = bytes.toString('latin1', offset, offset + 4);
    offset += 4;
    if (type === 'Exif') ids.add(id);
    if (type === 'mime') {
      const name = cString(bytes, offset, infe.end);
      const contentType = cString(bytes, name.next, infe.end).value;
      if (contentType.trim().toLowerCase() === 'application/rdf+xml') ids.add(id);
    }
  }
  return ids;
}

/**
 * Blanks the EXIF and XMP items of a HEIF (HEIC) file in place, in a copy: their bytes become
 * zeros, so GPS and camera details are gone while the file's layout (and every offset in it)
 * stays valid. The picture itself is untouched; it is re-encoded later, off the request.
 */
export function stripHeifMetadata(input: Buffer): Buffer {
  const bytes = Buffer.from(input);
  const meta = heifChild(bytes, { start: 0, end: bytes.length }, 'meta');
  if (!meta) throw new MalformedImageError('the HEIF file has no meta box');
  const iinf = heifChild(bytes, meta, 'iinf', 4);
  const iloc = heifChild(bytes, meta, 'iloc', 4);
  if (!iinf || !iloc) return bytes;
  const targets = metadataItemIds(bytes, iinf);
  if (targets.size === 0) return bytes;
  const idat = heifChild(bytes, meta, 'idat', 4);

  const version = bytes[iloc.start]!;
  let offset = iloc.start + 4;
  const sizes = bytes[offset]!;
  const more = bytes[offset + 1]!;
  const offsetSize = sizes >> 4;
  const lengthSize = sizes & 0x0f;
  const baseOffsetSize = more >> 4;
  const indexSize = version === 1 || version === 2 ? more & 0x0f : 0;
  offset += 2;
  const itemCount = version < 2 ? bytes.readUInt16BE(offset) : bytes.readUInt32BE(offset);
  offset += version < 2 ? 2 : 4;
  for (let item = 0; item < itemCount; item += 1) {
    if (offset > iloc.end) throw new MalformedImageError('the HEIF item locations run past their box');
    const id = version < 2 ? bytes.readUInt16BE(offset) : bytes.readUInt32BE(offset);
    offset += version < 2 ? 2 : 4;
    let construction = 0;
    if (version === 1 || version === 2) {
      construction = bytes.readUInt16BE(offset) & 0x0f;
      offset += 2;
    }
    offset += 2; // data reference index
    const base = readSized(bytes, offset, baseOffsetSize);
    offset += baseOffsetSize;
    const extentCount = bytes.readUInt16BE(offset);
    offset += 2;
    for (let extent = 0; extent < extentCount; extent += 1) {
      offset += indexSize;
      const extentOffset = readSized(bytes, offset, offsetSize);
      offset += offsetSize;
      const extentLength = readSized(bytes, offset, lengthSize);
      offset += lengthSize;
      if (!targets.has(id)) continue;
      const origin = construction === 1 ? (idat?.start ?? 0) : 0;
      if (construction > 1) continue;
      const start = origin + base + extentOffset;
      // A zero length means "to the end of the file" (or of idat).
      const end =
        extentLength === 0 ? (construction === 1 ? (idat?.end ?? start) : bytes.length) : start + extentLength;
      if (start > bytes.length || end > bytes.length) {
        throw new MalformedImageError('a HEIF metadata item lies outside the file');
      }
      bytes.fill(0, start, end);
    }
  }
  return bytes;
}
