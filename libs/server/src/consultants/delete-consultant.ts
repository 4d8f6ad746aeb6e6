import { consultantMessages } from '@bridal/shared/consultants/consultants';
import { type DashboardChanges, markDashboardChanged } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';

export interface DeleteConsultantOptions {
  sql: Sql;
  boutiqueId: number;
  /** The admin asking. */
  actorId: string;
  consultantId: string;
  /** Told once the change is saved, so the boutique's dashboards show it. */
  dashboardChanges: DashboardChanges;
}

/**
 * Removes a member of the boutique's team (never its owner, never oneself). Her sessions and
 * invitations go with her row, and the database tells every API replica at once that her
 * sessions ended; the advice she asked for stays, no longer linked to her.
 */
export async function deleteConsultant(options: DeleteConsultantOptions): Promise<void> {
  const { sql, boutiqueId, actorId, consultantId } = options;
  if (consultantId === actorId) throw new AppError('FORBIDDEN', consultantMessages.cannotRemoveSelf);
  const [deleted] = await sql<{ role: string }[]>`
    WITH target AS (SELECT id, role FROM users WHERE id = ${consultantId} AND boutique_id = ${boutiqueId}),
         removed AS (DELETE FROM users u USING target WHERE u.id = target.id AND target.role <> 'owner' RETURNING u.id)
    SELECT target.role FROM target`;
  if (!deleted) throw new AppError('NOT_FOUND', consultantMessages.notFound);
  if (deleted.role === 'owner') throw new AppError('FORBIDDEN', consultantMessages.cannotRemoveOwner);
  await markDashboardChanged(options.dashboardChanges, boutiqueId);
}
