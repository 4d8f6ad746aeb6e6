/** One file inside a ZIP, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  /** 0 = stored, 8 = deflate. */
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;
const endOfDirectoryLength = 22;
const maxCommentLength = 0xffff;

/**
 * Lists a ZIP's entries from its central directory without unpacking anything, or returns null
 * when the bytes hold no readable directory. ZIP64 archives come back as null too: no workbook
 * small enough to upload needs them, and their sizes are where zip bombs hide.
 */
export function readZipDirectory(buffer: Buffer): ZipEntry[] | null {
  if (buffer.length < endOfDirectoryLength) return null;
  let end = -1;
  const lowest = Math.max(0, buffer.length - endOfDirectoryLength - maxCommentLength);
  for (let index = buffer.length - endOfDirectoryLength; index >= lowest; index -= 1) {
    if (buffer.readUInt32LE(index) === endOfDirectorySignature) {
      end = index;
      break;
    }
  }
  if (end < 0) return null;
  const count = buffer.readUInt16LE(end + 10);
  const size = buffer.readUInt32LE(end + 12);
  const offset = buffer.readUInt32LE(end + 16);
  if (offset + size > end) return null;

  const entries: ZipEntry[] = [];
  let position = offset;
  for (let index = 0; index < count; index += 1) {
    if (position + 46 > offset + size || buffer.readUInt32LE(position) !== directoryEntrySignature) return null;
    const nameLength = buffer.readUInt16LE(position + 28);
    const extraLength = buffer.readUInt16LE(position + 30);
    const commentLength = buffer.readUInt16LE(position + 32);
    const nameEnd = position + 46 + nameLength;
    if (nameEnd > offset + size) return null;
    entries.push({
      name: buffer.toString('utf8', position + 46, nameEnd),
      flags: buffer.readUInt16LE(position + 8),
      method: buffer.readUInt16LE(position + 10),
      compressedSize: buffer.readUInt32LE(position + 20),
      uncompressedSize: buffer.readUInt32LE(position + 24),
      localHeaderOffset: buffer.readUInt32LE(position + 42),
    });
    position = nameEnd + extraLength + commentLength;
  }
  return entries;
}

/** The still-compressed bytes of an entry, or null when its local header is not where it should be. */
export function compressedData(buffer: Buffer, entry: ZipEntry): Buffer | null {
  const header = entry.localHeaderOffset;
  if (header + 30 > buffer.length || buffer.readUInt32LE(header) !== localHeaderSignature) return null;
  const start = header + 30 + buffer.readUInt16LE(header + 26) + buffer.readUInt16LE(header + 28);
  const end = start + entry.compressedSize;
  return end > buffer.length ? null : buffer.subarray(start, end);
}
