import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createSql, type Sql } from '@bridal/server/db/create-sql';
import { prepareDatabase } from '@bridal/server/db/prepare-database';

/** A database every test may connect to, to create its own or to look around. */
export const testDatabaseAdminUrl =
  process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const adminUrl = testDatabaseAdminUrl;
/**
 * The session time zone of every test database when set (CI sets one far from UTC, see
 * scripts/ci/run-at-faked-hours.ts): a query that reads the database's own clock or zone where it
 * should read the boutique's gives a different day there.
 */
const sessionTimeZone = process.env.TEST_DATABASE_TIME_ZONE;

export interface TestDatabase {
  url: string;
  name: string;
  sql: Sql;
  drop(): Promise<void>;
}

/** A fresh, migrated and seeded database of its own for one test file; dropped afterwards. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `bc_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  if (sessionTimeZone)
    await admin.unsafe(`ALTER DATABASE ${name} SET timezone TO '${sessionTimeZone.replace(/'/g, "''")}'`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const sql = createSql({ url: url.toString(), max: 5, applicationName: 'bridal-test' });
  await prepareDatabase(sql);
  return {
    url: url.toString(),
    name,
    sql,
    async drop() {
      await sql.end({ timeout: 5 });
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}
