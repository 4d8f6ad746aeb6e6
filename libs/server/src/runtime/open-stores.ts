import type { ServerEnv } from '../config/server-env';
import { storageConfigOf } from '../config/storage-config';
import { createSql, type Sql } from '../db/create-sql';
import { prepareDatabase } from '../db/prepare-database';
import type { Logger } from '../logging/create-logger';
import { createStorage } from '../storage/create-storage';
import type { ObjectStorage } from '../storage/object-storage';
import { checkDependencies } from './check-dependencies';

/**
 * What the API and the worker open first: PostgreSQL and Redis reachable (or one line saying
 * which to start), the database migrated, and the object storage ready.
 */
export async function openStores(
  env: ServerEnv,
  options: { logger: Logger; applicationName: string },
): Promise<{ sql: Sql; storage: ObjectStorage }> {
  await checkDependencies(env);
  const sql = createSql({
    url: env.DATABASE_URL,
    max: env.DATABASE_POOL_SIZE,
    applicationName: options.applicationName,
  });
  await prepareDatabase(sql, options.logger);
  const storage = createStorage(storageConfigOf(env));
  await storage.ensureReady();
  return { sql, storage };
}
