import { createToken, hashToken } from '../../auth/tokens';
import type { Sql } from '../../db/create-sql';

export interface IssueManageLinkOptions {
  sql: Sql;
  appointmentId: string;
}

/**
 * A 'manage' link for one booked appointment, made when its e-mail is sent (the worker) so the
 * plain token exists only in that e-mail. It expires when the appointment starts. Undefined when
 * the appointment is no longer booked or has already started.
 */
export async function issueManageLink({
  sql,
  appointmentId,
}: IssueManageLinkOptions): Promise<{ token: string; expiresAt: Date } | undefined> {
  const token = createToken();
  const [row] = await sql<{ expiresAt: Date }[]>`
    INSERT INTO appointment_links (boutique_id, bride_id, appointment_id, purpose, token_hash, expires_at)
    SELECT a.boutique_id, a.bride_id, a.id, 'manage', ${hashToken(token)}, a.starts_at
    FROM appointments a
    WHERE a.id = ${appointmentId} AND a.status = 'booked' AND a.starts_at > now()
    RETURNING expires_at`;
  return row ? { token, expiresAt: row.expiresAt } : undefined;
}
