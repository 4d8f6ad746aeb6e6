import { followUpMessages, type UnsubscribeState } from '@bridal/shared/follow-ups/follow-up';
import { hashToken } from '../../auth/tokens';
import type { Queryable } from '../../db/queryable';
import type { Sql } from '../../db/create-sql';
import { AppError } from '../../errors/app-error';
import { stopFollowUps } from '../../follow-up-plan/stop-follow-ups';

interface TokenRow {
  brideId: string;
  boutiqueName: string;
  unsubscribedAt: Date | null;
}

/** Tokens are 256 bits in base64url (createToken); anything else is not looked up. */
const looksLikeToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/**
 * The bride behind an unsubscribe link: the token of a sent follow-up, stored only as its hash.
 * A tampered or unknown token is 404. A used one still opens (RFC 8058 clients retry, and she may
 * click twice): it answers that she is unsubscribed rather than failing.
 */
async function findByToken(sql: Queryable, token: string, lock: boolean): Promise<TokenRow> {
  const [row] = looksLikeToken(token)
    ? await sql<TokenRow[]>`
        SELECT br.id AS bride_id, b.name AS boutique_name, br.unsubscribed_at
        FROM follow_ups f
        JOIN brides br ON br.id = f.bride_id
        JOIN boutiques b ON b.id = f.boutique_id
        WHERE f.unsubscribe_token_hash = ${hashToken(token)}
        ${lock ? sql`FOR UPDATE OF br` : sql``}`
    : [];
  if (!row) throw new AppError('NOT_FOUND', followUpMessages.unsubscribeInvalid);
  return row;
}

/** GET /api/unsubscribe/{token}: what her page shows before she confirms. Changes nothing. */
export async function openUnsubscribe(sql: Queryable, token: string): Promise<UnsubscribeState> {
  const row = await findByToken(sql, token, false);
  return { boutiqueName: row.boutiqueName, unsubscribed: row.unsubscribedAt !== null };
}

/**
 * Unsubscribes her from every follow-up of her boutique: records when (the first time only) and
 * stops whatever is scheduled, drafted or queued, in one transaction, so nothing pending survives
 * the answer. Idempotent: a second use answers unsubscribed again.
 */
export async function unsubscribeByToken(sql: Sql, token: string, now: Date = new Date()): Promise<UnsubscribeState> {
  return sql.begin(async (tx) => {
    const row = await findByToken(tx, token, true);
    if (row.unsubscribedAt === null) {
      await tx`UPDATE brides SET unsubscribed_at = ${now} WHERE id = ${row.brideId} AND unsubscribed_at IS NULL`;
    }
    await stopFollowUps(tx, { brideId: row.brideId, reason: 'unsubscribed', now });
    return { boutiqueName: row.boutiqueName, unsubscribed: true };
  }) as Promise<UnsubscribeState>;
}
