import { createToken, hashToken } from '../../auth/tokens';
import type { Sql } from '../../db/create-sql';
import { bookLinkLifetimeDays } from './booking-link-lifetime';

export interface IssueBookLinkOptions {
  sql: Sql;
  boutiqueId: number;
  brideId: string;
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
  now = new Date(),
}: IssueBookLinkOptions): Promise<{ token: string; expiresAt: Date }> {
  const token = createToken();
  const expiresAt = new Date(now.getTime() + bookLinkLifetimeDays * 24 * 60 * 60_000);
  await sql`
    INSERT INTO appointment_links (boutique_id, bride_id, purpose, token_hash, expires_at)
    VALUES (${boutiqueId}, ${brideId}, 'book', ${hashToken(token)}, ${expiresAt})`;
  return { token, expiresAt };
}
