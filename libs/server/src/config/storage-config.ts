import path from 'node:path';
import type { ServerEnv } from './server-env';

/** The storage driver settings the environment asks for. */
export function storageConfigOf(env: ServerEnv) {
  if (env.STORAGE_DRIVER === 's3') {
    return {
      driver: 's3' as const,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    };
  }
  return { driver: 'local' as const, dir: path.resolve(env.STORAGE_DIR) };
}
