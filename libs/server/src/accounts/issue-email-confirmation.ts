import { confirmationLinkLifetimeHours } from '@bridal/shared/accounts/email-confirmation';
import { createToken, hashToken } from '../auth/tokens';
import type { Sql } from '../db/create-sql';

export interface IssueEmailConfirmationOptions {
  sql: Sql;
  userId: string;
}

export interface IssuedEmailConfirmation {
  /** The plain token: it goes into the e-mail's link and nowhere else. */
  token: string;
  /** The address the link is for (and the only one it confirms). */
  email: string;
  expiresAt: Date;
}

/**
 * A new confirmation link for a user, made at the moment its e-mail is sent (the mail job holds
 * only her id, and only the token's hash is stored). Undefined when her address is already
 * confirmed or she no longer exists: there is nothing to send.
 */
export async function issueEmailConfirmation({
  sql,
  userId,
}: IssueEmailConfirmationOptions): Promise<IssuedEmailConfirmation | undefined> {
  const token = createToken();
  const [row] = await sql<Omit<IssuedEmailConfirmation, 'token'>[]>`
    INSERT INTO email_confirmations (user_id, email, token_hash, expires_at)
    SELECT id, email, ${hashToken(token)}, now() + make_interval(hours => ${confirmationLinkLifetimeHours})
    FROM users WHERE id = ${userId} AND email_confirmed_at IS NULL
    RETURNING email, expires_at`;
  return row ? { token, ...row } : undefined;
}
