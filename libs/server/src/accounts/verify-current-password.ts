import { accountMessages } from '@bridal/shared/accounts/account-details';
import { verifyPassword } from '../auth/password-hashing';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';

export interface VerifyCurrentPasswordOptions {
  sql: Sql;
  userId: string;
  password: string;
}

/**
 * Refuses (400, on the currentPassword field) a signed-in user's change that needs her password
 * when she gave none, or a wrong one: a session alone must not be enough to take the account.
 */
export async function verifyCurrentPassword({ sql, userId, password }: VerifyCurrentPasswordOptions): Promise<void> {
  const [user] = await sql<{ passwordHash: string | null }[]>`SELECT password_hash FROM users WHERE id = ${userId}`;
  if (!(await verifyPassword(user?.passwordHash, password))) {
    throw new AppError('BAD_REQUEST', accountMessages.wrongCurrentPassword, {
      fields: { currentPassword: accountMessages.wrongCurrentPassword },
    });
  }
}
