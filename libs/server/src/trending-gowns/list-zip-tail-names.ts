const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;
const endOfDirectoryLength = 22;
const maxCommentLength = 0xffff;

/**
 * The entry names of a ZIP from the last bytes of the file, where its central directory lives:
 * `tail` holds the file's final bytes and `fileSize` is the whole file's length. Null when the
 * tail holds no complete, plausible directory (not a ZIP, truncated, ZIP64, or a directory
 * larger than the tail, which no Office document of a sane size has).
 */
export function listZipTailNames(tail: Buffer, fileSize: number): string[] | null {
  if (tail.length < endOfDirectoryLength || tail.length > fileSize) return null;
  const tailStart = fileSize - tail.length;
  let end = -1;
  const lowest = Math.max(0, tail.length - endOfDirectoryLength - maxCommentLength);
  for (let index = tail.length - endOfDirectoryLength; index >= lowest; index -= 1) {
    if (tail.readUInt32LE(index) === endOfDirectorySignature) {
      end = index;
      break;
    }
  }
  if (end < 0) return null;
  const count = tail.readUInt16LE(end + 10);
  const size = tail.readUInt32LE(end + 12);
  const offset = tail.readUInt32LE(end + 16);
  // 0xFFFF... marks a ZIP64 archive, whose real values live elsewhere.
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) return null;
  const start = offset - tailStart;
  if (start < 0 || start + size > end) return null;

  const names: string[] = [];
  let position = start;
  for (let index = 0; index < count; index += 1) {
    if (position + 46 > start + size || tail.readUInt32LE(position) !== directoryEntrySignature) return null;
    const nameLength = tail.readUInt16LE(position + 28);
    const extraLength = tail.readUInt16LE(position + 30);
    const commentLength = tail.readUInt16LE(position + 32);
    const nameEnd = position + 46 + nameLength;
    if (nameEnd > start + size) return null;
    names.push(tail.toString('utf8', position + 46, nameEnd));
    position = nameEnd + extraLength + commentLength;
  }
  return names;
}
