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
 * Where the end-of-central-directory record starts, or -1: it is the last record of a ZIP, with a
 * comment of up to 64 KiB after it.
 */
function findEndOfDirectory(bytes: Buffer): number {
  if (bytes.length < endOfDirectoryLength) return -1;
  const lowest = Math.max(0, bytes.length - endOfDirectoryLength - maxCommentLength);
  for (let index = bytes.length - endOfDirectoryLength; index >= lowest; index -= 1) {
    if (bytes.readUInt32LE(index) === endOfDirectorySignature) return index;
  }
  return -1;
}

/** The end record of a ZIP (`end`, its index in `bytes`) and the central directory it points to: entry count, size and offset in the file. */
export function readEndOfDirectory(bytes: Buffer): { end: number; count: number; size: number; offset: number } | null {
  const end = findEndOfDirectory(bytes);
  if (end < 0) return null;
  return {
    end,
    count: bytes.readUInt16LE(end + 10),
    size: bytes.readUInt32LE(end + 12),
    offset: bytes.readUInt32LE(end + 16),
  };
}

/** The `count` entries of a central directory at bytes[start, start + size), or null when one does not fit. */
export function readDirectoryEntries(bytes: Buffer, start: number, size: number, count: number): ZipEntry[] | null {
  const entries: ZipEntry[] = [];
  let position = start;
  for (let index = 0; index < count; index += 1) {
    if (position + 46 > start + size || bytes.readUInt32LE(position) !== directoryEntrySignature) return null;
    const nameLength = bytes.readUInt16LE(position + 28);
    const extraLength = bytes.readUInt16LE(position + 30);
    const commentLength = bytes.readUInt16LE(position + 32);
    const nameEnd = position + 46 + nameLength;
    if (nameEnd > start + size) return null;
    entries.push({
      name: bytes.toString('utf8', position + 46, nameEnd),
      flags: bytes.readUInt16LE(position + 8),
      method: bytes.readUInt16LE(position + 10),
      compressedSize: bytes.readUInt32LE(position + 20),
      uncompressedSize: bytes.readUInt32LE(position + 24),
      localHeaderOffset: bytes.readUInt32LE(position + 42),
    });
    position = nameEnd + extraLength + commentLength;
  }
  return entries;
}

/**
 * Lists a ZIP's entries from its central directory without unpacking anything, or returns null
 * when the bytes hold no readable directory. ZIP64 archives come back as null too: no workbook
 * small enough to upload needs them, and their sizes are where zip bombs hide.
 */
export function readZipDirectory(buffer: Buffer): ZipEntry[] | null {
  const directory = readEndOfDirectory(buffer);
  if (!directory || directory.offset + directory.size > directory.end) return null;
  return readDirectoryEntries(buffer, directory.offset, directory.size, directory.count);
}

/** The still-compressed bytes of an entry, or null when its local header is not where it should be. */
export function compressedData(buffer: Buffer, entry: ZipEntry): Buffer | null {
  const header = entry.localHeaderOffset;
  if (header + 30 > buffer.length || buffer.readUInt32LE(header) !== localHeaderSignature) return null;
  const start = header + 30 + buffer.readUInt16LE(header + 26) + buffer.readUInt16LE(header + 28);
  const end = start + entry.compressedSize;
  return end > buffer.length ? null : buffer.subarray(start, end);
}
