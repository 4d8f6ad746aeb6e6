import { emailConfirmationMessages } from '@bridal/shared/accounts/email-confirmation';
import { hashToken } from '../auth/tokens';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';

export interface ConfirmEmailOptions {
  sql: Sql;
  token: string;
}

/**
 * Marks the address a confirmation link was sent to as confirmed, if it is still the user's, and
 * spends every link she was sent: each works once, and none after the first is used. A made-up,
 * expired or spent token answers 400.
 */
export async function confirmEmail({ sql, token }: ConfirmEmailOptions): Promise<{ userId: string }> {
  return sql.begin(async (tx) => {
    const [confirmed] = await tx<{ userId: string }[]>`
      UPDATE users u SET email_confirmed_at = coalesce(u.email_confirmed_at, now()), updated_at = now()
      FROM email_confirmations c
      WHERE c.token_hash = ${hashToken(token)} AND c.expires_at > now()
        AND u.id = c.user_id AND lower(u.email) = lower(c.email)
      RETURNING u.id AS user_id`;
    if (!confirmed) throw new AppError('BAD_REQUEST', emailConfirmationMessages.invalidLink);
    await tx`DELETE FROM email_confirmations WHERE user_id = ${confirmed.userId}`;
    return confirmed;
  });
}
