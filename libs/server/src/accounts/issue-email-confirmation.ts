import { confirmationLinkLifetimeHours } from '@bridal/shared/accounts/email-confirmation';
import { createToken, hashToken } from '../auth/tokens';
import type { Sql } from '../db/create-sql';

export interface IssueEmailConfirmationOptions {
  sql: Sql;
  userId: string;
  /**
   * Which address the link is for: the one she has while it is unconfirmed (sign-up), or the new
   * one she asked to change to (the account page).
   */
  address?: 'current' | 'pending';
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
 * only her id, and only the token's hash is stored). Undefined when there is nothing to confirm
 * (her address is already confirmed, no change is pending) or she no longer exists.
 */
export async function issueEmailConfirmation({
  sql,
  userId,
  address = 'current',
}: IssueEmailConfirmationOptions): Promise<IssuedEmailConfirmation | undefined> {
  const token = createToken();
  const expiresAt = sql`now() + make_interval(hours => ${confirmationLinkLifetimeHours})`;
  const [row] =
    address === 'current'
      ? await sql<Omit<IssuedEmailConfirmation, 'token'>[]>`
          INSERT INTO email_confirmations (user_id, email, token_hash, expires_at)
          SELECT id, email, ${hashToken(token)}, ${expiresAt}
          FROM users WHERE id = ${userId} AND email_confirmed_at IS NULL
          RETURNING email, expires_at`
      : await sql<Omit<IssuedEmailConfirmation, 'token'>[]>`
          INSERT INTO email_confirmations (user_id, email, token_hash, expires_at)
          SELECT id, pending_email, ${hashToken(token)}, ${expiresAt}
          FROM users WHERE id = ${userId} AND pending_email IS NOT NULL
          RETURNING email, expires_at`;
  return row ? { token, ...row } : undefined;
}
