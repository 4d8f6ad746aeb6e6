import { consultantMessages } from '@bridal/shared/consultants/consultants';
import type { AcceptInvitationRequest } from '@bridal/shared/consultants/consultant-schemas';
import { hashPassword } from '../auth/password-hashing';
import { hashToken } from '../auth/tokens';
import { type DashboardChanges, markDashboardChanged } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { findInvitation } from './find-invitation';

export interface AcceptInvitationOptions {
  sql: Sql;
  request: AcceptInvitationRequest;
  /** Told once the change is saved, so the boutique's dashboards show it. */
  dashboardChanges: DashboardChanges;
}

export interface AcceptedInvitation {
  userId: string;
  boutiqueId: number;
  email: string;
}

/**
 * Spends the invitation (it works once) and sets the consultant's password: her account becomes
 * active and she can log in with her e-mail.
 */
export async function acceptInvitation(options: AcceptInvitationOptions): Promise<AcceptedInvitation> {
  const { sql, request } = options;
  // A cheap look first, so a made-up token costs no password hashing.
  if (!(await findInvitation({ sql, token: request.token }))) {
    throw new AppError('BAD_REQUEST', consultantMessages.invalidInvitation);
  }
  const passwordHash = await hashPassword(request.password);
  const spent = await sql.begin(async (tx) => {
    const [accepted] = await tx<AcceptedInvitation[]>`
      UPDATE invitations i SET accepted_at = now()
      FROM users u
      WHERE i.token_hash = ${hashToken(request.token)} AND i.accepted_at IS NULL AND i.expires_at > now()
        AND u.id = i.user_id AND u.status = 'pending'
      RETURNING i.user_id, i.boutique_id, u.email`;
    if (!accepted) throw new AppError('BAD_REQUEST', consultantMessages.invalidInvitation);
    // The link came to her address, so opening it confirms the address too.
    await tx`
      UPDATE users SET password_hash = ${passwordHash}, status = 'active', email_confirmed_at = now(), updated_at = now()
      WHERE id = ${accepted.userId}`;
    await tx`DELETE FROM invitations WHERE user_id = ${accepted.userId} AND accepted_at IS NULL`;
    return { userId: accepted.userId, boutiqueId: accepted.boutiqueId, email: accepted.email };
  });
  await markDashboardChanged(options.dashboardChanges, spent.boutiqueId);
  return spent;
}
