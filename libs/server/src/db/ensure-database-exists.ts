import postgres from 'postgres';

/** Creates the database named in the URL when it is missing (for `npm start` on a new machine). */
export async function ensureDatabaseExists(databaseUrl: string): Promise<boolean> {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name) throw new Error('DATABASE_URL names no database');
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const sql = postgres(maintenance.toString(), { max: 1, onnotice: () => undefined, connect_timeout: 5 });
  try {
    const rows = await sql`SELECT 1 FROM pg_database WHERE datname = ${name}`;
    if (rows.length > 0) return false;
    await sql.unsafe(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    return true;
  } catch (error) {
    // Another process created it at the same moment.
    if ((error as { code?: string }).code === '42P04') return false;
    throw error;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
