import { hashPassword } from '../auth/password-hashing';
import { createToken, hashToken } from '../auth/tokens';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { resetTokenMessage } from '@bridal/shared/validation/reset-password-schema';

export const resetLinkLifetimeMinutes = 60;

/**
 * A new single-use reset token for a user; earlier unused ones stop working, so only the
 * newest e-mail's link is valid.
 */
export async function createPasswordReset(sql: Sql, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = createToken();
  const expiresAt = new Date(Date.now() + resetLinkLifetimeMinutes * 60_000);
  await sql.begin(async (tx) => {
    await tx`UPDATE password_resets SET used_at = now() WHERE user_id = ${userId} AND used_at IS NULL`;
    await tx`INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES (${userId}, ${hashToken(token)}, ${expiresAt})`;
  });
  return { token, expiresAt };
}

/** Sets the new password, spends the token and ends every session of the user, whose id it answers. */
export async function resetPassword(sql: Sql, token: string, password: string): Promise<{ userId: string }> {
  const passwordHash = await hashPassword(password);
  return sql.begin(async (tx) => {
    const [reset] = await tx<{ id: string; userId: string }[]>`
      UPDATE password_resets SET used_at = now()
      WHERE token_hash = ${hashToken(token)} AND used_at IS NULL AND expires_at > now()
      RETURNING id, user_id`;
    if (!reset) throw new AppError('BAD_REQUEST', resetTokenMessage);
    // An invited consultant who resets her password has, in effect, finished her setup; and the
    // e-mailed link proved the address is hers. A change of her login address still waiting is
    // withdrawn (its link stops working): whoever asked for it may have been someone else.
    await tx`
      UPDATE users SET password_hash = ${passwordHash}, status = 'active', pending_email = NULL,
                       email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      WHERE id = ${reset.userId}`;
    await tx`DELETE FROM sessions WHERE user_id = ${reset.userId}`;
    return { userId: reset.userId };
  });
}
