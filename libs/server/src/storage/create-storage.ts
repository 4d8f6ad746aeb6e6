import { LocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { type S3StorageConfig, S3Storage } from './s3-storage';

export type StorageConfig = { driver: 'local'; dir: string } | ({ driver: 's3' } & S3StorageConfig);

export function createStorage(config: StorageConfig): ObjectStorage {
  switch (config.driver) {
    case 'local':
      return new LocalStorage(config.dir);
    case 's3':
      return new S3Storage(config);
  }
}
