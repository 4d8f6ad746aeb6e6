import { readDirectoryEntries, readEndOfDirectory } from '../inventory/zip-directory';

/**
 * The entry names of a ZIP from the last bytes of the file, where its central directory lives:
 * `tail` holds the file's final bytes and `fileSize` is the whole file's length. Null when the
 * tail holds no complete, plausible directory (not a ZIP, truncated, ZIP64, or a directory
 * larger than the tail, which no Office document of a sane size has).
 */
export function listZipTailNames(tail: Buffer, fileSize: number): string[] | null {
  if (tail.length > fileSize) return null;
  const directory = readEndOfDirectory(tail);
  if (!directory) return null;
  const { end, count, size, offset } = directory;
  // 0xFFFF... marks a ZIP64 archive, whose real values live elsewhere.
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) return null;
  const start = offset - (fileSize - tail.length);
  if (start < 0 || start + size > end) return null;
  return readDirectoryEntries(tail, start, size, count)?.map((entry) => entry.name) ?? null;
}
