import type { LoginRequest } from '@bridal/shared/validation/login-schema';
import { verifyPassword } from '../auth/password-hashing';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { findAccountByEmail } from './find-account-by-email';
import type { AccountRow } from '../auth/role-mapping';

export const invalidCredentialsMessage = 'Invalid email or password.';

/** Checks the credentials; a wrong e-mail and a wrong password look the same to the caller. */
export async function checkCredentials(sql: Sql, request: LoginRequest): Promise<AccountRow> {
  const account = await findAccountByEmail(sql, request.email);
  const valid = await verifyPassword(account?.passwordHash, request.password);
  if (!account || !valid || account.status !== 'active') {
    throw new AppError('UNAUTHORIZED', invalidCredentialsMessage);
  }
  await sql`UPDATE users SET last_login_at = now() WHERE id = ${account.userId}`;
  const { passwordHash: _hash, status: _status, ...safe } = account;
  return safe;
}
