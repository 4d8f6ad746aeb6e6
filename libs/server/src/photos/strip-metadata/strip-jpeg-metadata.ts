import { MalformedImageError } from './malformed-image-error';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;

const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** APP1..APP15 hold EXIF, GPS, XMP, IPTC, maker notes; COM free text. Kept: colour and decoding. */
function keepSegment(bytes: Buffer, marker: number, start: number, end: number): boolean {
  if (marker === COM) return false;
  if (marker < APP0 || marker > 0xef) return true;
  if (marker === APP0) return true;
  if (marker === APP14) return true; // Adobe: says how CMYK/YCCK data is to be decoded
  if (marker === APP2) return bytes.toString('latin1', start, Math.min(end, start + 12)) === 'ICC_PROFILE\0';
  return false;
}

/** A minimal EXIF segment holding only the orientation, so the photo stays upright. */
export function orientationExifSegment(orientation: number): Buffer {
  const segment = Buffer.alloc(36);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(segment.length - 2, 2);
  segment.write('Exif\0\0', 4, 'latin1');
  const tiff = 10;
  segment.write('MM', tiff, 'latin1');
  segment.writeUInt16BE(42, tiff + 2);
  segment.writeUInt32BE(8, tiff + 4); // first IFD right after the header
  segment.writeUInt16BE(1, tiff + 8); // one entry
  segment.writeUInt16BE(0x0112, tiff + 10); // Orientation
  segment.writeUInt16BE(3, tiff + 12); // SHORT
  segment.writeUInt32BE(1, tiff + 14);
  segment.writeUInt16BE(orientation, tiff + 18);
  segment.writeUInt32BE(0, tiff + 22); // no next IFD
  return segment;
}

/** The offset of the marker that ends the entropy-coded data starting at `from`. */
function endOfScan(bytes: Buffer, from: number): number {
  let offset = bytes.indexOf(0xff, from);
  while (offset !== -1 && offset + 1 < bytes.length) {
    const next = bytes[offset + 1]!;
    // 0xFF00 is an escaped data byte, RSTn sit inside the scan, 0xFFFF is fill.
    if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) return offset;
    offset = bytes.indexOf(0xff, offset + 1);
  }
  throw new MalformedImageError('the JPEG ends inside its image data');
}

/**
 * Copies a JPEG without its metadata segments, byte for byte otherwise (no re-encoding, so no
 * loss and no decode cost). Anything after the end-of-image marker (phone trailers) is dropped.
 * Throws MalformedImageError when the structure is broken or the file is cut short.
 */
export function stripJpegMetadata(bytes: Buffer, orientation?: number): Buffer {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) throw new MalformedImageError('not a JPEG');
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  const exif = orientation && orientation >= 2 && orientation <= 8 ? orientationExifSegment(orientation) : undefined;
  let exifWritten = !exif;
  let offset = 2;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) throw new MalformedImageError('a JPEG segment does not start with a marker');
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte before a marker
      continue;
    }
    if (marker === EOI) {
      parts.push(bytes.subarray(offset, offset + 2));
      return Buffer.concat(parts);
    }
    if (isStandalone(marker) || marker === SOI) {
      parts.push(bytes.subarray(offset, offset + 2));
      offset += 2;
      continue;
    }
    if (offset + 4 > bytes.length) break;
    const end = offset + 2 + bytes.readUInt16BE(offset + 2);
    if (end > bytes.length || end < offset + 4) throw new MalformedImageError('a JPEG segment runs past the file');
    if (!exifWritten && marker !== APP0) {
      parts.push(exif!);
      exifWritten = true;
    }
    if (marker === SOS) {
      const scanEnd = endOfScan(bytes, end);
      parts.push(bytes.subarray(offset, scanEnd));
      offset = scanEnd;
      continue;
    }
    if (keepSegment(bytes, marker, offset + 4, end)) parts.push(bytes.subarray(offset, end));
    offset = end;
  }
  throw new MalformedImageError('the JPEG is cut short');
}
