import type { AccountStatus } from '@bridal/shared/accounts/account-types';
import { createToken, hashToken } from '../auth/tokens';
import type { Sql } from '../db/create-sql';
import type { AccountRow } from '../auth/role-mapping';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

export interface CreatedSession {
  token: string;
  expiresAt: Date;
}

/** A new session for a user: the token goes to the cookie, only its hash to the database. */
export async function createSession(
  sql: Sql,
  account: Pick<AccountRow, 'userId' | 'boutiqueId'>,
  policy: SessionPolicy,
  client: { userAgent: string; ip: string },
): Promise<CreatedSession> {
  const token = createToken();
  const expiresAt = new Date(Date.now() + policy.absoluteHours * 3_600_000);
  await sql`
    INSERT INTO sessions (token_hash, user_id, boutique_id, expires_at, user_agent, ip)
    VALUES (${hashToken(token)}, ${account.userId}, ${account.boutiqueId}, ${expiresAt},
            ${client.userAgent.slice(0, 300)}, ${client.ip})`;
  return { token, expiresAt };
}

export interface SessionAccount extends AccountRow {
  sessionId: string;
  status: AccountStatus;
  coachingGoals: string;
  /**
   * When the session ends unless it is used again (epoch ms): the earlier of its absolute expiry
   * and its idle deadline. A cached copy must not be trusted past it.
   */
  validUntil: number;
}

/**
 * The account behind a session token, if the session is neither idle too long nor past its
 * absolute lifetime. Activity is recorded at most once a minute to spare the database.
 */
export async function findSession(sql: Sql, token: string, policy: SessionPolicy): Promise<SessionAccount | undefined> {
  const [row] = await sql<(Omit<SessionAccount, 'validUntil'> & { lastSeenAt: Date; expiresAt: Date })[]>`
    SELECT s.id AS session_id, s.last_seen_at, s.expires_at, u.id AS user_id, u.email, u.name, u.role, u.status,
           u.coaching_goals, u.email_confirmed_at IS NOT NULL AS email_confirmed, b.id AS boutique_id, b.name AS boutique_name
    FROM sessions s
    JOIN users u ON u.id = s.user_id
    JOIN boutiques b ON b.id = s.boutique_id
    WHERE s.token_hash = ${hashToken(token)}
      AND s.expires_at > now()
      AND s.last_seen_at > now() - make_interval(mins => ${policy.idleMinutes})`;
  if (!row) return undefined;
  let lastSeen = row.lastSeenAt.getTime();
  if (Date.now() - lastSeen > 60_000) {
    await sql`UPDATE sessions SET last_seen_at = now() WHERE id = ${row.sessionId}`;
    lastSeen = Date.now();
  }
  const { lastSeenAt: _lastSeen, expiresAt, ...account } = row;
  return { ...account, validUntil: Math.min(expiresAt.getTime(), lastSeen + policy.idleMinutes * 60_000) };
}

export async function revokeSession(sql: Sql, token: string): Promise<void> {
  await sql`DELETE FROM sessions WHERE token_hash = ${hashToken(token)}`;
}

export async function revokeUserSessions(sql: Sql, userId: string): Promise<void> {
  await sql`DELETE FROM sessions WHERE user_id = ${userId}`;
}

export async function deleteExpiredSessions(sql: Sql, policy: SessionPolicy): Promise<number> {
  const result = await sql`
    DELETE FROM sessions
    WHERE expires_at <= now() OR last_seen_at <= now() - make_interval(mins => ${policy.idleMinutes})`;
  return result.count;
}
