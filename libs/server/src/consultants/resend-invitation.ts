import { consultantMessages } from '@bridal/shared/consultants/consultants';
import { type DashboardChanges, markDashboardChanged } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { consultantServerMessages } from './consultant-messages';
import { createInvitation } from './create-invitation';

export interface ResendInvitationOptions {
  sql: Sql;
  boutiqueId: number;
  consultantId: string;
  /** Queues the invitation e-mail to her address; called once the new invitation is committed. */
  sendInvitation: (invitationId: string, email: string) => Promise<void>;
  /** Told once the change is saved, so the boutique's dashboards show it. */
  dashboardChanges: DashboardChanges;
}

/**
 * Replaces a pending consultant's invitation with a new one and has it e-mailed. The earlier
 * invitations (and their links) end only once the new e-mail is queued: if it cannot be, the new
 * invitation is withdrawn and the old link still works.
 */
export async function resendInvitation(options: ResendInvitationOptions): Promise<{ invitationId: string }> {
  const { sql, boutiqueId, consultantId, sendInvitation } = options;
  const { invitationId, email } = await sql.begin(async (tx) => {
    const [user] = await tx<{ role: string; status: string; email: string }[]>`
      SELECT role, status, email FROM users WHERE id = ${consultantId} AND boutique_id = ${boutiqueId} FOR UPDATE`;
    if (!user) throw new AppError('NOT_FOUND', consultantMessages.notFound);
    if (user.role !== 'consultant' || user.status !== 'pending') {
      throw new AppError('CONFLICT', consultantServerMessages.notPending);
    }
    return { invitationId: await createInvitation({ tx, boutiqueId, userId: consultantId }), email: user.email };
  });
  try {
    await sendInvitation(invitationId, email);
  } catch (error) {
    await sql`DELETE FROM invitations WHERE id = ${invitationId}`;
    throw error;
  }
  // Older ones only: of two resends at once, the later one's invitation stays.
  await sql`
    DELETE FROM invitations old USING invitations new
    WHERE new.id = ${invitationId} AND old.user_id = new.user_id AND old.accepted_at IS NULL
      AND (old.created_at, old.id) < (new.created_at, new.id)`;
  await markDashboardChanged(options.dashboardChanges, boutiqueId);
  return { invitationId };
}
