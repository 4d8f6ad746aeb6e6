import { hashPassword } from '../auth/password-hashing';
import type { Sql } from '../db/create-sql';
import { verifyCurrentPassword } from './verify-current-password';

export interface ChangePasswordOptions {
  sql: Sql;
  userId: string;
  currentPassword: string;
  newPassword: string;
  /** The session she changes it from, which stays signed in. */
  keepSessionId: string;
}

/**
 * Sets a signed-in user's new password once her current one is given (400 otherwise). Every other
 * session of hers ends, as does any reset link she was sent: whoever knew the old password, or
 * holds a session or link made with it, is out.
 */
export async function changePassword(options: ChangePasswordOptions): Promise<void> {
  const { sql, userId, keepSessionId } = options;
  await verifyCurrentPassword({ sql, userId, password: options.currentPassword });
  const passwordHash = await hashPassword(options.newPassword);
  await sql.begin(async (tx) => {
    await tx`UPDATE users SET password_hash = ${passwordHash}, updated_at = now() WHERE id = ${userId}`;
    await tx`UPDATE password_resets SET used_at = now() WHERE user_id = ${userId} AND used_at IS NULL`;
    await tx`DELETE FROM sessions WHERE user_id = ${userId} AND id <> ${keepSessionId}`;
  });
}
