import { type Consultant, consultantMessages } from '@bridal/shared/consultants/consultants';
import type { UpdateConsultantRequest } from '@bridal/shared/consultants/consultant-schemas';
import { type DashboardChanges, markDashboardChanged } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { consultantServerMessages } from './consultant-messages';
import { createInvitation } from './create-invitation';
import { isEmailTakenError } from '../accounts/is-email-taken-error';
import { listConsultants } from './list-consultants';

export interface UpdateConsultantOptions {
  sql: Sql;
  boutiqueId: number;
  /** The admin making the change. */
  actorId: string;
  consultantId: string;
  request: UpdateConsultantRequest;
  /**
   * Called when the change is to her e-mail, before the answer says whether the new address is
   * taken; throwing refuses the change (the limits on learning who has an account).
   */
  beforeEmailChange?: (email: string) => Promise<void>;
  /**
   * Called inside the transaction before a pending consultant's new invitation is made, with the
   * address it will go to; throwing refuses the whole change (the invitation limits, for one).
   */
  beforeNewInvitation?: (email: string) => Promise<void>;
  /** Told once the change is saved, so the boutique's dashboards show it. */
  dashboardChanges: DashboardChanges;
}

export interface UpdatedConsultant {
  consultant: Consultant;
  /** Set when a pending consultant's e-mail changed: her new invitation, to be e-mailed. */
  newInvitationId?: string;
}

/**
 * Changes a team member's name, e-mail and coaching goals; never her role or status. Any admin
 * edits a consultant; an admin's (or the owner's) row only she herself, and not its e-mail, the
 * login of an account that manages the boutique. A pending consultant whose e-mail changes gets a
 * new invitation at the new address, and the link sent to the old one stops working at once.
 */
export async function updateConsultant(options: UpdateConsultantOptions): Promise<UpdatedConsultant> {
  const { sql, boutiqueId, actorId, consultantId, request, beforeEmailChange, beforeNewInvitation } = options;
  let newInvitationId: string | undefined;
  try {
    newInvitationId = await sql.begin(async (tx) => {
      const [user] = await tx<{ role: string; status: string; email: string }[]>`
        SELECT role, status, email FROM users WHERE id = ${consultantId} AND boutique_id = ${boutiqueId} FOR UPDATE`;
      if (!user) throw new AppError('NOT_FOUND', consultantMessages.notFound);
      const emailChanged = user.email.toLowerCase() !== request.email.toLowerCase();
      if (user.role !== 'consultant') {
        if (consultantId !== actorId) throw new AppError('FORBIDDEN', consultantServerMessages.adminsEditThemselves);
        if (emailChanged) throw new AppError('FORBIDDEN', consultantServerMessages.ownEmailFixed);
      }
      if (emailChanged) {
        await beforeEmailChange?.(request.email);
        const [taken] =
          await tx`SELECT 1 FROM users WHERE lower(email) = lower(${request.email}) AND id <> ${consultantId}`;
        if (taken) throw new AppError('CONFLICT', consultantMessages.emailTaken);
      }
      const reinvites = emailChanged && user.status === 'pending';
      if (reinvites) await beforeNewInvitation?.(request.email);
      // A new address is not confirmed by the old one's link.
      await tx`
        UPDATE users SET name = ${request.name}, email = ${request.email}, coaching_goals = ${request.coachingGoals},
                         email_confirmed_at = CASE WHEN lower(email) = lower(${request.email}) THEN email_confirmed_at END,
                         updated_at = now()
        WHERE id = ${consultantId}`;
      if (!reinvites) return undefined;
      await tx`DELETE FROM invitations WHERE user_id = ${consultantId} AND accepted_at IS NULL`;
      return createInvitation({ tx, boutiqueId, userId: consultantId });
    });
  } catch (error) {
    if (isEmailTakenError(error)) throw new AppError('CONFLICT', consultantMessages.emailTaken);
    throw error;
  }
  const [consultant] = await listConsultants({ sql, boutiqueId, userId: consultantId });
  if (!consultant) throw new AppError('NOT_FOUND', consultantMessages.notFound);
  await markDashboardChanged(options.dashboardChanges, boutiqueId);
  return newInvitationId ? { consultant, newInvitationId } : { consultant };
}
