/** The image formats the platform takes, as their bytes say (the browser's checks and the server's agree). */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'heic';

// HEIF major brands for still images and sequences as written by phones and cameras.
const heifBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'heim', 'heis', 'msf1']);

/** How many leading bytes detectImageFormat needs. */
export const imageSignatureBytes = 12;

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/**
 * The format as the bytes say it is. The file name and the declared type come from the
 * browser and prove nothing, so they are never consulted.
 */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && heifBrands.has(ascii(bytes, 8, 12))) return 'heic';
  return null;
}
