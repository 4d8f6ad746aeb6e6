import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, constants, mkdir, open, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type ObjectStorage,
  type StoredObjectStream,
  InvalidStorageKeyError,
  StorageNotFoundError,
} from './object-storage';
import { assertSafeKey } from './storage-keys';

// The local driver keeps no metadata beside the file, so the type is inferred from the extension.
const contentTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.csv': 'text/csv',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
  '.txt': 'text/plain',
};

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  // EISDIR/ENOTDIR: the key names a folder, or runs through a file; either way there is no object.
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}

/** Objects as files under one folder; the default for `npm start` and for tests. */
export class LocalStorage implements ObjectStorage {
  private readonly root: string;

  constructor(dir: string) {
    this.root = path.resolve(dir);
  }

  async ensureReady(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    await this.writeAtomically(key, async (tempPath) => {
      const handle = await open(tempPath, 'wx');
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
    });
  }

  async putStream(key: string, body: NodeJS.ReadableStream, _contentType: string): Promise<void> {
    await this.writeAtomically(key, async (tempPath) => {
      await pipeline(body, createWriteStream(tempPath, { flags: 'wx' }));
      const handle = await open(tempPath, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    });
  }

  async get(key: string): Promise<Buffer> {
    const filePath = this.pathOf(key);
    try {
      return await readFile(filePath);
    } catch (error) {
      if (isMissing(error)) throw new StorageNotFoundError(key, { cause: error });
      throw error;
    }
  }

  async getStream(key: string): Promise<StoredObjectStream> {
    const filePath = this.pathOf(key);
    // Open before answering, so a missing file is a StorageNotFoundError here and not a stream error later.
    let handle;
    try {
      handle = await open(filePath, 'r');
    } catch (error) {
      if (isMissing(error)) throw new StorageNotFoundError(key, { cause: error });
      throw error;
    }
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw new StorageNotFoundError(key);
      return {
        stream: handle.createReadStream(),
        contentLength: info.size,
        contentType: contentTypes[path.extname(filePath).toLowerCase()],
      };
    } catch (error) {
      await handle.close();
      if (isMissing(error)) throw new StorageNotFoundError(key, { cause: error });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const filePath = this.pathOf(key);
    try {
      await unlink(filePath);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async deleteMany(keys: string[]): Promise<void> {
    // Check every key first so a bad key in the middle does not leave a half-done deletion.
    for (const key of keys) this.pathOf(key);
    await Promise.all(keys.map((key) => this.delete(key)));
  }

  async deleteFolder(folder: string): Promise<void> {
    // rm with force: a missing folder is already deleted.
    await rm(this.pathOf(folder), { recursive: true, force: true });
  }

  async exists(key: string): Promise<boolean> {
    const filePath = this.pathOf(key);
    try {
      return (await stat(filePath)).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    const filePath = path.resolve(this.root, key);
    // Belt and braces behind assertSafeKey: whatever the key, the file stays under the root.
    if (!filePath.startsWith(this.root + path.sep)) throw new InvalidStorageKeyError(key);
    return filePath;
  }

  /**
   * Writes to a temporary file in the target folder and renames it into place: a rename within
   * one file system is atomic, so a crash leaves either the old object or the new one, never half.
   */
  private async writeAtomically(key: string, write: (tempPath: string) => Promise<void>): Promise<void> {
    const filePath = this.pathOf(key);
    const dir = path.dirname(filePath);
    await mkdir(dir, { recursive: true });
    const tempPath = path.join(dir, `.${path.basename(filePath)}.${randomUUID()}.tmp`);
    try {
      await write(tempPath);
      await rename(tempPath, filePath);
    } catch (error) {
      await unlink(tempPath).catch(() => undefined);
      throw error;
    }
  }
}
