import { createToken, hashToken } from '../auth/tokens';
import type { Sql } from '../db/create-sql';

export interface IssueInvitationTokenOptions {
  sql: Sql;
  invitationId: string;
}

export interface IssuedInvitation {
  /** The plain token: it goes into the e-mail's link and nowhere else. */
  token: string;
  name: string;
  email: string;
  boutiqueName: string;
  expiresAt: Date;
}

/**
 * Gives an open invitation a fresh token at the moment its e-mail is sent (see createInvitation);
 * an earlier token of the same invitation stops working. Undefined when the invitation was
 * accepted, replaced by a resend, deleted with its consultant, or has expired.
 */
export async function issueInvitationToken({
  sql,
  invitationId,
}: IssueInvitationTokenOptions): Promise<IssuedInvitation | undefined> {
  const token = createToken();
  const [row] = await sql<Omit<IssuedInvitation, 'token'>[]>`
    UPDATE invitations i SET token_hash = ${hashToken(token)}
    FROM users u, boutiques b
    WHERE i.id = ${invitationId} AND i.accepted_at IS NULL AND i.expires_at > now()
      AND u.id = i.user_id AND u.status = 'pending' AND b.id = i.boutique_id
    RETURNING u.name, u.email, b.name AS boutique_name, i.expires_at`;
  return row ? { token, ...row } : undefined;
}
