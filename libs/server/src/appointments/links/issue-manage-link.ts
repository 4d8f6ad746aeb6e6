import { createToken, hashToken } from '../../auth/tokens';
import type { Queryable } from '../../db/queryable';
import { statusAllows } from '../../db/appointment-status';

export interface IssueManageLinkOptions {
  sql: Queryable;
  appointmentId: string;
  /** The token an e-mail already carries (its outbox row keeps it across tries); a new one by default. */
  token?: string;
  now?: Date;
}

/**
 * A 'manage' link for one booked appointment, made live when its e-mail is recorded as sent (the
 * worker), so the plain token exists only in that e-mail. It expires when the appointment starts.
 * Undefined when the appointment is no longer booked or has already started.
 */
export async function issueManageLink({
  sql,
  appointmentId,
  token = createToken(),
  now = new Date(),
}: IssueManageLinkOptions): Promise<{ id: string; token: string; expiresAt: Date } | undefined> {
  const [row] = await sql<{ id: string; expiresAt: Date }[]>`
    INSERT INTO appointment_links (boutique_id, bride_id, appointment_id, purpose, token_hash, expires_at)
    SELECT a.boutique_id, a.bride_id, a.id, 'manage', ${hashToken(token)}, a.starts_at
    FROM appointments a
    WHERE a.id = ${appointmentId} AND ${statusAllows(sql, 'manageLink', 'a')} AND a.starts_at > ${now}
    RETURNING id, expires_at`;
  return row ? { id: row.id, token, expiresAt: row.expiresAt } : undefined;
}
