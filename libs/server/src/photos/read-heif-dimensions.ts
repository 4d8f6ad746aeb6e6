interface Box {
  type: string;
  start: number;
  end: number;
}

// Deep enough for ftyp > meta > iprp > ipco > ispe; a crafted file cannot make us loop forever.
const MAX_BOXES = 10_000;

function* boxes(bytes: Buffer, start: number, end: number): Generator<Box> {
  let offset = start;
  let count = 0;
  while (offset + 8 <= end && count++ < MAX_BOXES) {
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return;
      const large = bytes.readBigUInt64BE(offset + 8);
      if (large > BigInt(end - offset)) return;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) return;
    yield { type, start: offset + header, end: offset + size };
    offset += size;
  }
}

function child(bytes: Buffer, parent: { start: number; end: number }, type: string, skip = 0): Box | undefined {
  for (const box of boxes(bytes, parent.start + skip, parent.end)) if (box.type === type) return box;
  return undefined;
}

/**
 * The largest image size a HEIF file declares in its `ispe` properties, read without decoding,
 * so a huge declared size is refused before the decoder allocates it. Null when there is none.
 */
export function readHeifDimensions(bytes: Buffer): { width: number; height: number } | null {
  const meta = child(bytes, { start: 0, end: bytes.length }, 'meta');
  if (!meta) return null;
  // meta and ispe are "full boxes": 4 bytes of version and flags before their content.
  const iprp = child(bytes, meta, 'iprp', 4);
  const ipco = iprp && child(bytes, iprp, 'ipco');
  if (!ipco) return null;
  let largest: { width: number; height: number } | null = null;
  for (const box of boxes(bytes, ipco.start, ipco.end)) {
    if (box.type !== 'ispe' || box.end - box.start < 12) continue;
    const width = bytes.readUInt32BE(box.start + 4);
    const height = bytes.readUInt32BE(box.start + 8);
    if (!largest || width * height > largest.width * largest.height) largest = { width, height };
  }
  return largest;
}
