import type { InvitationLookup } from '@bridal/shared/consultants/consultants';
import { hashToken } from '../auth/tokens';
import type { Sql } from '../db/create-sql';

export interface FindInvitationOptions {
  sql: Sql;
  token: string;
}

/** Who an invitation link is for, while it is unused, unexpired and its consultant still pending. */
export async function findInvitation({ sql, token }: FindInvitationOptions): Promise<InvitationLookup | undefined> {
  if (token.length === 0 || token.length > 200) return undefined;
  const [row] = await sql<InvitationLookup[]>`
    SELECT u.name, u.email, b.name AS boutique_name
    FROM invitations i
    JOIN users u ON u.id = i.user_id AND u.status = 'pending'
    JOIN boutiques b ON b.id = i.boutique_id
    WHERE i.token_hash = ${hashToken(token)} AND i.accepted_at IS NULL AND i.expires_at > now()`;
  return row ? { name: row.name, email: row.email, boutiqueName: row.boutiqueName } : undefined;
}
