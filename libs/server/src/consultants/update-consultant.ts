import { type Consultant, consultantMessages } from '@bridal/shared/consultants/consultants';
import { seatLimit } from '@bridal/shared/pricing/pricing';
import type { UpdateConsultantRequest } from '@bridal/shared/consultants/consultant-schemas';
import { type DashboardChanges, markDashboardChanged } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';
import { messages } from '@bridal/shared/validation/messages';
import { AppError } from '../errors/app-error';
import { consultantServerMessages } from './consultant-messages';
import { countSeatedConsultants } from './count-seated-consultants';
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
 * new invitation at the new address, and the link sent to the old one stops working at once. A
 * consultant with no e-mail yet ('needs_setup') who is given one is invited and becomes pending;
 * once a member has an e-mail it can be changed but not removed ('Email is required').
 */
export async function updateConsultant(options: UpdateConsultantOptions): Promise<UpdatedConsultant> {
  const { sql, boutiqueId, actorId, consultantId, request, beforeEmailChange, beforeNewInvitation } = options;
  let newInvitationId: string | undefined;
  try {
    newInvitationId = await sql.begin(async (tx) => {
      // The boutique's row first, as every change that counts seats takes it, so they never deadlock.
      const [boutique] = await tx<{ consultantSeats: number }[]>`
        SELECT consultant_seats FROM boutiques WHERE id = ${boutiqueId} FOR UPDATE`;
      if (!boutique) throw new AppError('NOT_FOUND', consultantMessages.notFound);
      const [user] = await tx<{ role: string; status: string; email: string | null; fromImport: boolean }[]>`
        SELECT role, status, email, from_import FROM users
        WHERE id = ${consultantId} AND boutique_id = ${boutiqueId} FOR UPDATE`;
      if (!user) throw new AppError('NOT_FOUND', consultantMessages.notFound);
      const email = request.email ?? null;
      const emailChanged = (user.email ?? '').toLowerCase() !== (email ?? '').toLowerCase();
      if (user.role !== 'consultant') {
        if (consultantId !== actorId) throw new AppError('FORBIDDEN', consultantServerMessages.adminsEditThemselves);
        if (emailChanged) throw new AppError('FORBIDDEN', consultantServerMessages.ownEmailFixed);
      }
      // Her address is her login (or where her invitation went): it may change, not go away.
      if (email === null && user.email !== null) {
        throw new AppError('BAD_REQUEST', messages.emailRequired, { fields: { email: messages.emailRequired } });
      }
      if (emailChanged && email !== null) {
        await beforeEmailChange?.(email);
        const [taken] = await tx`SELECT 1 FROM users WHERE lower(email) = lower(${email}) AND id <> ${consultantId}`;
        if (taken) throw new AppError('CONFLICT', consultantMessages.emailTaken);
      }
      // A name an import brought in takes no seat until she is given an address: then she needs one.
      if (user.fromImport && user.email === null && email !== null && user.role === 'consultant') {
        const seats = seatLimit(boutique.consultantSeats);
        if ((await countSeatedConsultants(tx, boutiqueId)) >= seats) {
          throw new AppError('FORBIDDEN', consultantMessages.limitReached(seats));
        }
      }
      // A pending consultant's new address, or the first address of one who needs setup.
      const reinvites = emailChanged && email !== null && (user.status === 'pending' || user.status === 'needs_setup');
      if (reinvites) await beforeNewInvitation?.(email);
      // A new address is not confirmed by the old one's link.
      await tx`
        UPDATE users SET name = ${request.name}, email = ${email}, coaching_goals = ${request.coachingGoals},
                         status = CASE WHEN ${reinvites} THEN 'pending' ELSE status END,
                         email_confirmed_at = CASE WHEN lower(email) = lower(${email}) THEN email_confirmed_at END,
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
