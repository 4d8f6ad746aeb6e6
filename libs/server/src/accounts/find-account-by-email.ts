import type { AccountStatus } from '@bridal/shared/accounts/account-types';
import type { Sql } from '../db/create-sql';
import type { AccountRow } from '../auth/role-mapping';

export interface AccountWithSecret extends AccountRow {
  passwordHash: string | null;
  status: AccountStatus;
}

export async function findAccountByEmail(sql: Sql, email: string): Promise<AccountWithSecret | undefined> {
  const [row] = await sql<AccountWithSecret[]>`
    SELECT u.id AS user_id, u.email, u.name, u.role, u.status, u.password_hash,
           u.email_confirmed_at IS NOT NULL AS email_confirmed, b.id AS boutique_id, b.name AS boutique_name
    FROM users u JOIN boutiques b ON b.id = u.boutique_id
    WHERE lower(u.email) = lower(${email})`;
  return row;
}
