import { heifBoxes, heifChild } from './heif-boxes';

/**
 * The largest image size a HEIF file declares in its `ispe` properties, read without decoding,
 * so a huge declared size is refused before the decoder allocates it. Null when there is none.
 */
export function readHeifDimensions(bytes: Buffer): { width: number; height: number } | null {
  const meta = heifChild(bytes, { start: 0, end: bytes.length }, 'meta');
  if (!meta) return null;
  // meta and ispe are "full boxes": 4 bytes of version and flags before their content.
  const iprp = heifChild(bytes, meta, 'iprp', 4);
  const ipco = iprp && heifChild(bytes, iprp, 'ipco');
  if (!ipco) return null;
  let largest: { width: number; height: number } | null = null;
  for (const box of heifBoxes(bytes, ipco.start, ipco.end)) {
    if (box.type !== 'ispe' || box.end - box.start < 12) continue;
    const width = bytes.readUInt32BE(box.start + 4);
    const height = bytes.readUInt32BE(box.start + 8);
    if (!largest || width * height > largest.width * largest.height) largest = { width, height };
  }
  return largest;
}
