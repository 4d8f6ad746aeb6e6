import type { UpdateProfileRequest } from '@bridal/shared/accounts/account-schemas';
import { consultantMessages } from '@bridal/shared/consultants/consultants';
import { type DashboardChanges, markDashboardChanged } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { accountNotFoundMessage } from './read-account-details';

export interface UpdateOwnProfileOptions {
  sql: Sql;
  userId: string;
  boutiqueId: number;
  request: UpdateProfileRequest;
  /**
   * Called when she asks for a new address, before the answer says whether it is taken; throwing
   * refuses the change (her current password, the limits on learning who has an account).
   */
  beforeEmailChange?: (email: string) => Promise<void>;
  /** The session she asks from: when her address changes, every other session of hers ends. */
  keepSessionId: string;
  /** Told once the change is saved: her name shows on the team's pages. */
  dashboardChanges: DashboardChanges;
}

export interface UpdatedOwnProfile {
  /** The new address she asked for, to be sent its confirmation link; absent when she kept hers. */
  newEmail?: string;
}

/**
 * Saves the signed-in user's name and phone. A different e-mail is not her login yet: it is kept
 * as her pending address until she opens the link e-mailed to it (confirmEmail), and her other
 * sessions end. Typing her current address leaves any pending change as it is, so saving her phone
 * never cancels one.
 */
export async function updateOwnProfile(options: UpdateOwnProfileOptions): Promise<UpdatedOwnProfile> {
  const { sql, userId, request, beforeEmailChange } = options;
  const newEmail = await sql.begin(async (tx) => {
    const [user] = await tx<{ email: string }[]>`SELECT email FROM users WHERE id = ${userId} FOR UPDATE`;
    if (!user) throw new AppError('UNAUTHORIZED', accountNotFoundMessage);
    const changesEmail = user.email.toLowerCase() !== request.email.toLowerCase();
    if (changesEmail) {
      await beforeEmailChange?.(request.email);
      const [taken] = await tx`SELECT 1 FROM users WHERE lower(email) = lower(${request.email}) AND id <> ${userId}`;
      if (taken) throw new AppError('CONFLICT', consultantMessages.emailTaken);
    }
    // Whoever else is signed in as her (a stolen session, say) is out before the new address counts.
    if (changesEmail) await tx`DELETE FROM sessions WHERE user_id = ${userId} AND id <> ${options.keepSessionId}`;
    await tx`
      UPDATE users SET name = ${request.name}, phone = ${request.phone},
                       pending_email = CASE WHEN ${changesEmail} THEN ${request.email} ELSE pending_email END,
                       updated_at = now()
      WHERE id = ${userId}`;
    return changesEmail ? request.email : undefined;
  });
  await markDashboardChanged(options.dashboardChanges, options.boutiqueId);
  return newEmail ? { newEmail } : {};
}
