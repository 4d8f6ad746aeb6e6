import type { ApiKeysResponse } from '@bridal/shared/api-keys/api-keys';
import type { Sql } from '../db/create-sql';
import { type ApiKeyRow, apiKeyViewColumns, apiKeyViewOf } from './api-key-rows';

/** The boutique's keys, live ones first, newest first within each, and the zone its days are shown in. */
export async function listApiKeys(sql: Sql, boutiqueId: number): Promise<ApiKeysResponse> {
  const [[boutique], rows] = await Promise.all([
    sql<{ timeZone: string }[]>`SELECT time_zone FROM boutiques WHERE id = ${boutiqueId}`,
    sql<ApiKeyRow[]>`
      SELECT ${apiKeyViewColumns(sql)} FROM api_keys WHERE boutique_id = ${boutiqueId}
      ORDER BY revoked_at IS NOT NULL, created_at DESC, id`,
  ]);
  return { timeZone: boutique!.timeZone, keys: rows.map(apiKeyViewOf) };
}
