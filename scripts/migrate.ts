/** `npm run migrate`: applies migrations and the demo seed to DATABASE_URL, then exits. */
import { parseServerEnv } from '@bridal/server/config/server-env';
import { createSql } from '@bridal/server/db/create-sql';
import { ensureDatabaseExists } from '@bridal/server/db/ensure-database-exists';
import { prepareDatabase } from '@bridal/server/db/prepare-database';

const env = parseServerEnv(process.env);
await ensureDatabaseExists(env.DATABASE_URL);
const sql = createSql({ url: env.DATABASE_URL, max: 1 });
await prepareDatabase(sql, { info: (message) => console.log(message) });
await sql.end({ timeout: 5 });
console.log('Database is up to date.');
