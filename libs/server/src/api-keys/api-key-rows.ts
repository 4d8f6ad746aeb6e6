import type { ApiKeyScope, ApiKeyView } from '@bridal/shared/api-keys/api-keys';
import type { Queryable } from '../db/queryable';
import { apiKeyPrefixOf } from './api-key-format';

export interface ApiKeyRow {
  id: string;
  name: string;
  scope: ApiKeyScope;
  lookup: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export const apiKeyViewOf = (row: ApiKeyRow): ApiKeyView => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  prefix: apiKeyPrefixOf(row.lookup),
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** The columns every reader of a key's view selects. */
export const apiKeyViewColumns = (sql: Queryable) => sql`id, name, scope, lookup, created_at, last_used_at, revoked_at`;
