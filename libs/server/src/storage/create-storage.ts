import { LocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import type { S3StorageConfig } from './s3-storage';

export type StorageConfig = { driver: 'local'; dir: string } | ({ driver: 's3' } & S3StorageConfig);

export function createStorage(config: StorageConfig): ObjectStorage {
  switch (config.driver) {
    case 'local':
      return new LocalStorage(config.dir);
    case 's3':
      // The AWS SDK weighs about 17 MiB in every process; only an S3 configuration loads it.
      return deferred(async () => new (await import('./s3-storage')).S3Storage(config));
  }
}

/** A storage made on its first use. */
function deferred(make: () => Promise<ObjectStorage>): ObjectStorage {
  let made: Promise<ObjectStorage> | undefined;
  const storage = () => (made ??= make());
  return {
    ensureReady: async () => (await storage()).ensureReady(),
    put: async (key, body, contentType) => (await storage()).put(key, body, contentType),
    putStream: async (key, body, contentType, contentLength) =>
      (await storage()).putStream(key, body, contentType, contentLength),
    get: async (key) => (await storage()).get(key),
    getStream: async (key) => (await storage()).getStream(key),
    delete: async (key) => (await storage()).delete(key),
    deleteMany: async (keys) => (await storage()).deleteMany(keys),
    deleteFolder: async (folder) => (await storage()).deleteFolder(folder),
    exists: async (key) => (await storage()).exists(key),
  };
}
