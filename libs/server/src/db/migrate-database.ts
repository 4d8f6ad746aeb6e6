import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Umzug } from 'umzug';
import type { Sql } from './create-sql';

// Found through the package, not this file's place: in a bundle (api/dist) this file is elsewhere.
const migrationsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@bridal/server/package.json')),
  'migrations',
);
// Any 64-bit number unique to this purpose: replicas starting together wait for one another.
const migrationLockKey = 7_345_112_001;

type Logger = { info: (message: string) => void };

/** Applies the SQL migrations in libs/server/migrations, each in its own transaction. */
export async function migrateDatabase(sql: Sql, logger: Logger = { info: () => undefined }): Promise<string[]> {
  const reserved = await sql.reserve();
  try {
    await reserved`SELECT pg_advisory_lock(${migrationLockKey})`;
    await reserved`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`;
    const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
    const umzug = new Umzug({
      migrations: files.map((file) => ({
        name: file,
        up: async () => {
          const text = await readFile(path.join(migrationsDir, file), 'utf8');
          await reserved.unsafe('BEGIN');
          try {
            await reserved.unsafe(text);
            await reserved`INSERT INTO schema_migrations (name) VALUES (${file})`;
            await reserved.unsafe('COMMIT');
          } catch (error) {
            await reserved.unsafe('ROLLBACK');
            throw error;
          }
        },
      })),
      storage: {
        // Recorded inside each migration's transaction (above), so a failed one is never marked.
        logMigration: async () => undefined,
        unlogMigration: async ({ name }) => {
          await reserved`DELETE FROM schema_migrations WHERE name = ${name}`;
        },
        executed: async () => {
          const rows = await reserved<{ name: string }[]>`SELECT name FROM schema_migrations ORDER BY name`;
          return rows.map((row) => row.name);
        },
      },
      logger: undefined,
    });
    const applied = await umzug.up();
    for (const migration of applied) logger.info(`applied migration ${migration.name}`);
    return applied.map((migration) => migration.name);
  } finally {
    await reserved`SELECT pg_advisory_unlock(${migrationLockKey})`.catch(() => undefined);
    reserved.release();
  }
}
