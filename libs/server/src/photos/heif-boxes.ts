/** Walking the ISO-BMFF boxes of a HEIF file, bounded so a crafted file cannot loop forever. */
export interface HeifBox {
  type: string;
  start: number;
  end: number;
}

// Deep enough for ftyp > meta > iprp > ipco > ispe; a crafted file cannot make us loop forever.
const MAX_BOXES = 10_000;

export function* heifBoxes(bytes: Buffer, start: number, end: number): Generator<HeifBox> {
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

export function heifChild(
  bytes: Buffer,
  parent: { start: number; end: number },
  type: string,
  skip = 0,
): HeifBox | undefined {
  for (const box of heifBoxes(bytes, parent.start + skip, parent.end)) if (box.type === type) return box;
  return undefined;
}
