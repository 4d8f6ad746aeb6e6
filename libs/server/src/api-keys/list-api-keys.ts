import type { ApiKeyView } from '@bridal/shared/api-keys/api-keys';
import type { Sql } from '../db/create-sql';
import { type ApiKeyRow, apiKeyViewColumns, apiKeyViewOf } from './api-key-rows';

/** The boutique's keys, live ones first, newest first within each. */
export async function listApiKeys(sql: Sql, boutiqueId: number): Promise<ApiKeyView[]> {
  const rows = await sql<ApiKeyRow[]>`
    SELECT ${apiKeyViewColumns(sql)} FROM api_keys WHERE boutique_id = ${boutiqueId}
    ORDER BY revoked_at IS NOT NULL, created_at DESC, id`;
  return rows.map(apiKeyViewOf);
}
