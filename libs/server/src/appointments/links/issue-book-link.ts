import { createToken, hashToken } from '../../auth/tokens';
import type { Queryable } from '../../db/queryable';
import { bookLinkLifetimeDays } from './booking-link-lifetime';

export interface IssueBookLinkOptions {
  sql: Queryable;
  boutiqueId: number;
  brideId: string;
  /** The token an e-mail already carries (its outbox row keeps it across tries); a new one by default. */
  token?: string;
  now?: Date;
}

/**
 * A 'book' link for a bride: her survey's thanks page (or a walk-in's e-mail) carries it. The plain
 * token is answered once and stored only as its hash; earlier 'book' links of hers keep working
 * until one of them books (then all are spent).
 */
export async function issueBookLink({
  sql,
  boutiqueId,
  brideId,
  token = createToken(),
  now = new Date(),
}: IssueBookLinkOptions): Promise<{ id: string; token: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + bookLinkLifetimeDays * 24 * 60 * 60_000);
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO appointment_links (boutique_id, bride_id, purpose, token_hash, expires_at)
    VALUES (${boutiqueId}, ${brideId}, 'book', ${hashToken(token)}, ${expiresAt})
    RETURNING id`;
  return { id: row!.id, token, expiresAt };
}
