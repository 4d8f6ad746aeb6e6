import path from 'node:path';
import { dashboardVersionKey } from '@bridal/server/dashboard-version/dashboard-version';
import type { TestApp } from '../support/test-app';
import { listFiles } from './security-requests';

/** How a table's rows are tied to a boutique; found from its columns, so a new table is never left out. */
function scopeOf(table: string, columns: Set<string>, boutiqueId: number): string {
  if (table === 'boutiques') return `id = ${boutiqueId}`;
  if (columns.has('boutique_id')) return `boutique_id = ${boutiqueId}`;
  if (columns.has('bride_id')) return `bride_id IN (SELECT id FROM brides WHERE boutique_id = ${boutiqueId})`;
  if (columns.has('user_id')) return `user_id IN (SELECT id FROM users WHERE boutique_id = ${boutiqueId})`;
  if (columns.has('import_id')) {
    return `import_id IN (SELECT id FROM history_imports WHERE boutique_id = ${boutiqueId})`;
  }
  if (columns.has('document_id')) {
    return `document_id IN (SELECT id FROM trending_documents WHERE boutique_id = ${boutiqueId})`;
  }
  // Not tied to any boutique (trials, migrations): the whole table, so any change shows.
  return 'true';
}

/**
 * Everything a boutique owns: its rows in every table of the schema, its stored files (with their
 * hashes) and its dashboard change counter. Two equal snapshots mean nothing of it changed.
 */
export async function snapshotTenant(t: TestApp, boutiqueId: number) {
  const columns = await t.sql<{ tableName: string; columnName: string }[]>`
    SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`;
  const tables = new Map<string, Set<string>>();
  for (const { tableName, columnName } of columns) {
    tables.set(tableName, (tables.get(tableName) ?? new Set()).add(columnName));
  }
  const rows: Record<string, string[]> = {};
  for (const [table, names] of [...tables].sort(([a], [b]) => a.localeCompare(b))) {
    const found = await t.sql.unsafe<{ row: string }[]>(
      `SELECT to_jsonb(x)::text AS row FROM "${table}" x WHERE ${scopeOf(table, names, boutiqueId)} ORDER BY 1`,
    );
    rows[table] = found.map((item) => item.row);
  }
  return {
    rows,
    files: await listFiles(path.join(t.storageDir, 'boutiques', String(boutiqueId))),
    dashboardVersion: await t.deps.redis.get(dashboardVersionKey(t.env.REDIS_PREFIX, boutiqueId)),
  };
}

export type TenantSnapshot = Awaited<ReturnType<typeof snapshotTenant>>;
