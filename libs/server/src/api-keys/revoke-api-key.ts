import { apiKeyMessages, type ApiKeyView } from '@bridal/shared/api-keys/api-keys';
import type { Sql } from '../db/create-sql';
import { isUuid } from '../db/is-uuid';
import { AppError } from '../errors/app-error';
import { type ApiKeyRow, apiKeyViewColumns, apiKeyViewOf } from './api-key-rows';

/**
 * Revokes one of the boutique's keys; its next request answers 401. Revoking it again keeps the
 * first time. Another boutique's key answers 404.
 */
export async function revokeApiKey(sql: Sql, boutiqueId: number, keyId: string): Promise<ApiKeyView> {
  if (!isUuid(keyId)) throw new AppError('NOT_FOUND', apiKeyMessages.notFound);
  const [row] = await sql<ApiKeyRow[]>`
    UPDATE api_keys SET revoked_at = coalesce(revoked_at, now())
    WHERE id = ${keyId} AND boutique_id = ${boutiqueId}
    RETURNING ${apiKeyViewColumns(sql)}`;
  if (!row) throw new AppError('NOT_FOUND', apiKeyMessages.notFound);
  return apiKeyViewOf(row);
}
