import { emailConfirmationMessages } from '@bridal/shared/accounts/email-confirmation';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';

export interface RequireConfirmedEmailOptions {
  sql: Sql;
  /** The admin about to have the platform e-mail someone on the boutique's behalf. */
  userId: string;
}

/**
 * Refuses (403) an admin whose e-mail address is not confirmed: invitations carry text the
 * boutique typed to addresses it typed, so whoever sends them must be reachable and accountable.
 * Read from the database, not the session, so a confirmation counts the moment it is made.
 */
export async function requireConfirmedEmail({ sql, userId }: RequireConfirmedEmailOptions): Promise<void> {
  const [user] = await sql<{ confirmed: boolean }[]>`
    SELECT email_confirmed_at IS NOT NULL AS confirmed FROM users WHERE id = ${userId}`;
  if (!user?.confirmed) throw new AppError('FORBIDDEN', emailConfirmationMessages.requiredToInvite);
}
