import { emailConfirmationMessages } from '@bridal/shared/accounts/email-confirmation';
import { consultantMessages } from '@bridal/shared/consultants/consultants';
import { hashToken } from '../auth/tokens';
import { isEmailTakenError } from './is-email-taken-error';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';

export interface ConfirmEmailOptions {
  sql: Sql;
  token: string;
}

export interface ConfirmedEmail {
  userId: string;
  /** Set when the link made the new address she asked for her login. */
  changedTo?: string;
}

/**
 * Confirms the address a link was sent to. If it is still the user's address, it is marked
 * confirmed and every link sent to it is spent. If it is the new address she asked to change to
 * (updateOwnProfile), it becomes her login, confirmed, and every link she was sent is spent. Each
 * link works once. A made-up, expired or spent token, or one for an address she neither has nor
 * asked for any more, answers 400; a new address someone else took meanwhile answers 409.
 */
export async function confirmEmail({ sql, token }: ConfirmEmailOptions): Promise<ConfirmedEmail> {
  try {
    return await sql.begin(async (tx) => {
      const [link] = await tx<{ userId: string; email: string; isChange: boolean }[]>`
        SELECT c.user_id, c.email, lower(u.email) <> lower(c.email) AS is_change
        FROM email_confirmations c JOIN users u ON u.id = c.user_id
        WHERE c.token_hash = ${hashToken(token)} AND c.expires_at > now()
          AND (lower(u.email) = lower(c.email) OR lower(u.pending_email) = lower(c.email))
        FOR UPDATE OF u`;
      if (!link) throw new AppError('BAD_REQUEST', emailConfirmationMessages.invalidLink);
      if (link.isChange) {
        await tx`
          UPDATE users SET email = ${link.email}, email_confirmed_at = now(), pending_email = NULL, updated_at = now()
          WHERE id = ${link.userId}`;
        await tx`DELETE FROM email_confirmations WHERE user_id = ${link.userId}`;
        return { userId: link.userId, changedTo: link.email };
      }
      await tx`
        UPDATE users SET email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
        WHERE id = ${link.userId}`;
      await tx`DELETE FROM email_confirmations WHERE user_id = ${link.userId} AND lower(email) = lower(${link.email})`;
      return { userId: link.userId };
    });
  } catch (error) {
    if (isEmailTakenError(error)) throw new AppError('CONFLICT', consultantMessages.emailTaken);
    throw error;
  }
}
