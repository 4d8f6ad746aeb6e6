import {
  activeApiKeysMax,
  apiKeyMessages,
  type CreateApiKeyRequest,
  type CreatedApiKeyResponse,
} from '@bridal/shared/api-keys/api-keys';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { createApiKeySecret } from './api-key-format';
import { type ApiKeyRow, apiKeyViewColumns, apiKeyViewOf } from './api-key-rows';

export interface CreateApiKeyOptions {
  sql: Sql;
  boutiqueId: number;
  ownerId: string;
  request: CreateApiKeyRequest;
}

/** A new key of the boutique: its row keeps the hash, the answer the whole key, this once. */
export async function createApiKey({
  sql,
  boutiqueId,
  ownerId,
  request,
}: CreateApiKeyOptions): Promise<CreatedApiKeyResponse> {
  const key = createApiKeySecret();
  const row = await sql.begin(async (tx) => {
    // One owner's two creations at once must not both pass the count.
    await tx`SELECT id FROM boutiques WHERE id = ${boutiqueId} FOR UPDATE`;
    const [{ count } = { count: 0 }] = await tx<{ count: number }[]>`
      SELECT count(*)::int AS count FROM api_keys WHERE boutique_id = ${boutiqueId} AND revoked_at IS NULL`;
    if (count >= activeApiKeysMax) throw new AppError('CONFLICT', apiKeyMessages.tooMany);
    const [created] = await tx<ApiKeyRow[]>`
      INSERT INTO api_keys (boutique_id, created_by, name, scope, lookup, key_hash)
      VALUES (${boutiqueId}, ${ownerId}, ${request.name}, ${request.scope}, ${key.lookup}, ${key.hash})
      RETURNING ${apiKeyViewColumns(tx)}`;
    return created!;
  });
  return { key: apiKeyViewOf(row), secret: key.secret };
}
