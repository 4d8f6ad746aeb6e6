import { type Consultant, consultantMessages } from '@bridal/shared/consultants/consultants';
import type { AddConsultantRequest } from '@bridal/shared/consultants/consultant-schemas';
import { seatLimit } from '@bridal/shared/pricing/pricing';
import { type DashboardChanges, markDashboardChanged } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { countSeatedConsultants } from './count-seated-consultants';
import { createInvitation } from './create-invitation';
import { isEmailTakenError } from '../accounts/is-email-taken-error';
import { listConsultants } from './list-consultants';

export interface InviteConsultantOptions {
  sql: Sql;
  boutiqueId: number;
  /** Without an e-mail she joins the team with no login yet ('needs_setup') and nothing is sent. */
  request: AddConsultantRequest;
  /** Queues the invitation e-mail to this address; called once the consultant and her invitation are committed. */
  sendInvitation: (invitationId: string, email: string) => Promise<void>;
  /** Told once the change is saved, so the boutique's dashboards show it. */
  dashboardChanges: DashboardChanges;
}

export type InviteConsultantResult =
  | { outcome: 'invited'; consultant: Consultant; invitationId: string }
  | { outcome: 'added'; consultant: Consultant }
  | { outcome: 'limit-reached'; maxConsultants: number };

/**
 * Creates a pending consultant (no password yet) and her invitation, then has the e-mail sent.
 * Without an e-mail, a consultant who needs setup: no invitation, no login, until an edit adds her
 * address (updateConsultant). Every consultant row takes a seat, whatever her status, except one an
 * import named who has no address yet (she is not invited). If the e-mail
 * cannot be queued, the consultant is removed again and the error goes up: nothing is left half-made.
 */
export async function inviteConsultant(options: InviteConsultantOptions): Promise<InviteConsultantResult> {
  const { sql, boutiqueId, request, sendInvitation } = options;
  const email = request.email ?? null;
  let made: { userId: string; invitationId: string | null } | { maxConsultants: number };
  try {
    made = await sql.begin(async (tx) => {
      // The boutique's row lock makes two invites at once count the seats one after the other. The
      // count is a statement of its own: one taken with the lock would see the world before the wait.
      const [boutique] = await tx<{ consultantSeats: number }[]>`
        SELECT consultant_seats FROM boutiques WHERE id = ${boutiqueId} FOR UPDATE`;
      if (!boutique) throw new AppError('NOT_FOUND', consultantMessages.notFound);
      const consultants = await countSeatedConsultants(tx, boutiqueId);
      const seats = seatLimit(boutique.consultantSeats);
      if (consultants >= seats) return { maxConsultants: seats };
      if (email !== null) {
        const [taken] = await tx`SELECT 1 FROM users WHERE lower(email) = lower(${email})`;
        if (taken) throw new AppError('CONFLICT', consultantMessages.emailTaken);
      }
      const [user] = await tx<{ id: string }[]>`
        INSERT INTO users (boutique_id, email, name, role, status, coaching_goals)
        VALUES (${boutiqueId}, ${email}, ${request.name}, 'consultant',
                ${email === null ? 'needs_setup' : 'pending'}, ${request.coachingGoals})
        RETURNING id`;
      const invitationId = email === null ? null : await createInvitation({ tx, boutiqueId, userId: user!.id });
      return { userId: user!.id, invitationId };
    });
  } catch (error) {
    if (isEmailTakenError(error)) throw new AppError('CONFLICT', consultantMessages.emailTaken);
    throw error;
  }
  if ('maxConsultants' in made) return { outcome: 'limit-reached', maxConsultants: made.maxConsultants };

  // Queued only after the commit, so the worker never looks for an invitation not yet visible.
  const { userId, invitationId } = made;
  if (invitationId !== null && email !== null) {
    try {
      await sendInvitation(invitationId, email);
    } catch (error) {
      await sql`DELETE FROM users WHERE id = ${userId} AND status = 'pending'`;
      throw error;
    }
  }
  const [consultant] = await listConsultants({ sql, boutiqueId, userId });
  if (!consultant) throw new AppError('NOT_FOUND', consultantMessages.notFound);
  await markDashboardChanged(options.dashboardChanges, boutiqueId);
  return invitationId === null ? { outcome: 'added', consultant } : { outcome: 'invited', consultant, invitationId };
}
