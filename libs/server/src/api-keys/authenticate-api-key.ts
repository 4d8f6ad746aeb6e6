import { timingSafeEqual } from 'node:crypto';
import type { ApiKeyScope } from '@bridal/shared/api-keys/api-keys';
import type { SessionAccount } from '../accounts/sessions';
import type { Sql } from '../db/create-sql';
import { hashApiKey, parseApiKey } from './api-key-format';

/** Who a key request acts as: its owner, in her boutique, with the key's scope. */
export interface ApiKeyCaller {
  /**
   * The owner who made the key, as a session would carry her, so every handler's tenancy checks
   * (`requireAccount`, the reader, the staff actor) run unchanged. `sessionId` is the key's id:
   * it names no session, and the routes that use it (her own sessions) are not open to keys.
   */
  account: SessionAccount;
  key: { id: string; scope: ApiKeyScope };
}

/** How stale last_used_at may grow before a request writes it again: one write a minute, not one a request. */
export const lastUsedWriteIntervalMs = 60_000;

interface KeyRow extends Omit<SessionAccount, 'sessionId' | 'validUntil'> {
  keyId: string;
  scope: ApiKeyScope;
  keyHash: Buffer;
  lastUsedAt: Date | null;
}

/**
 * The caller behind a key, or undefined for a malformed, unknown or revoked key, or one whose owner
 * no longer has an active account. The comparison of hashes takes the same time whatever they hold.
 */
export async function authenticateApiKey(sql: Sql, key: string): Promise<ApiKeyCaller | undefined> {
  const parsed = parseApiKey(key);
  if (!parsed) return undefined;
  const [row] = await sql<KeyRow[]>`
    SELECT k.id AS key_id, k.scope, k.key_hash, k.last_used_at,
           u.id AS user_id, u.email, u.name, u.role, u.status, u.coaching_goals,
           u.email_confirmed_at IS NOT NULL AS email_confirmed, b.id AS boutique_id, b.name AS boutique_name
    FROM api_keys k
    JOIN users u ON u.id = k.created_by AND u.boutique_id = k.boutique_id
    JOIN boutiques b ON b.id = k.boutique_id
    WHERE k.lookup = ${parsed.lookup} AND k.revoked_at IS NULL AND u.role = 'owner' AND u.status = 'active'`;
  if (!row || !timingSafeEqual(row.keyHash, hashApiKey(key))) return undefined;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > lastUsedWriteIntervalMs) {
    await sql`UPDATE api_keys SET last_used_at = now() WHERE id = ${row.keyId}`;
  }
  const { keyId, scope, keyHash: _hash, lastUsedAt: _lastUsed, ...account } = row;
  return {
    account: { ...account, sessionId: keyId, validUntil: Date.now() },
    key: { id: keyId, scope },
  };
}
