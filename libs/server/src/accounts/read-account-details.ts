import type { AccountDetails } from '@bridal/shared/accounts/account-details';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { rolesOf, type StoredRole } from '../auth/role-mapping';

export interface ReadAccountDetailsOptions {
  sql: Sql;
  userId: string;
}

export const accountNotFoundMessage = 'Your account no longer exists. Please log in again.';

/** The signed-in user's own details and her boutique's, as the account page shows them. */
export async function readAccountDetails({ sql, userId }: ReadAccountDetailsOptions): Promise<AccountDetails> {
  const [row] = await sql<
    {
      name: string;
      email: string;
      phone: string;
      pendingEmail: string | null;
      emailConfirmed: boolean;
      role: StoredRole;
      boutiqueName: string;
      boutiqueAddress: string;
      boutiquePhone: string;
    }[]
  >`
    SELECT u.name, u.email, u.phone, u.pending_email, u.email_confirmed_at IS NOT NULL AS email_confirmed, u.role,
           b.name AS boutique_name, b.address AS boutique_address, b.phone AS boutique_phone
    FROM users u JOIN boutiques b ON b.id = u.boutique_id
    WHERE u.id = ${userId}`;
  if (!row) throw new AppError('UNAUTHORIZED', accountNotFoundMessage);
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    pendingEmail: row.pendingEmail,
    emailConfirmed: row.emailConfirmed,
    userRole: rolesOf(row.role).userRole,
    boutique: { name: row.boutiqueName, address: row.boutiqueAddress, phone: row.boutiquePhone },
  };
}
