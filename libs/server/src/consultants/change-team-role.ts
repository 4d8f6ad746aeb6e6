import { accountMessages } from '@bridal/shared/accounts/account-details';
import type { TeamRole } from '@bridal/shared/accounts/account-schemas';
import { type Consultant, consultantMessages } from '@bridal/shared/consultants/consultants';
import { seatLimit } from '@bridal/shared/pricing/pricing';
import type { StoredRole } from '../auth/role-mapping';
import { type DashboardChanges, markDashboardChanged } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { consultantServerMessages } from './consultant-messages';
import { countSeatedConsultants } from './count-seated-consultants';
import { listConsultants } from './list-consultants';

export interface ChangeTeamRoleOptions {
  sql: Sql;
  boutiqueId: number;
  /** Who asks, with her stored role: only the owner may. */
  actor: { userId: string; role: StoredRole };
  consultantId: string;
  role: TeamRole;
  /** Told once the change is saved, so the boutique's dashboards show it. */
  dashboardChanges: DashboardChanges;
}

export type ChangeTeamRoleResult =
  { outcome: 'changed'; consultant: Consultant } | { outcome: 'limit-reached'; maxConsultants: number };

/**
 * The owner makes a member of her team an admin, or an admin a consultant again; never herself.
 * A consultant takes a seat and an admin does not, so making an admin a consultant needs a free
 * seat, counted under the boutique's row lock as an invitation counts it.
 */
export async function changeTeamRole(options: ChangeTeamRoleOptions): Promise<ChangeTeamRoleResult> {
  const { sql, boutiqueId, actor, consultantId, role } = options;
  const result = await sql.begin(async (tx) => {
    const [boutique] = await tx<{ consultantSeats: number }[]>`
      SELECT consultant_seats FROM boutiques WHERE id = ${boutiqueId} FOR UPDATE`;
    const [member] = await tx<{ role: StoredRole; email: string | null }[]>`
      SELECT role, email FROM users WHERE id = ${consultantId} AND boutique_id = ${boutiqueId} FOR UPDATE`;
    if (!boutique || !member) throw new AppError('NOT_FOUND', consultantMessages.notFound);
    if (actor.role !== 'owner') throw new AppError('FORBIDDEN', accountMessages.ownerOnly);
    if (consultantId === actor.userId) throw new AppError('FORBIDDEN', accountMessages.ownRole);
    if (member.role === 'owner') throw new AppError('FORBIDDEN', accountMessages.ownerRole);
    if (member.role === role) return undefined;
    if (member.email === null) throw new AppError('CONFLICT', consultantServerMessages.adminNeedsEmail);
    if (role === 'consultant') {
      const consultants = await countSeatedConsultants(tx, boutiqueId);
      const seats = seatLimit(boutique.consultantSeats);
      if (consultants >= seats) return { maxConsultants: seats };
    }
    await tx`UPDATE users SET role = ${role}, updated_at = now() WHERE id = ${consultantId}`;
    return undefined;
  });
  if (result) return { outcome: 'limit-reached', maxConsultants: result.maxConsultants };
  const [consultant] = await listConsultants({ sql, boutiqueId, userId: consultantId });
  if (!consultant) throw new AppError('NOT_FOUND', consultantMessages.notFound);
  await markDashboardChanged(options.dashboardChanges, boutiqueId);
  return { outcome: 'changed', consultant };
}
