import type { DashboardNotification } from '@bridal/shared/dashboard/dashboard';
import { type DashboardChanges, markDashboardChanged } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';

export const consultantNoteKind = 'consultant-note';

export interface CreateConsultantNoteOptions {
  sql: Sql;
  boutiqueId: number;
  brideId: string;
  /** Already validated and trimmed (consultantNoteSchema). */
  message: string;
  /** Told once the change is saved, so the boutique's dashboards show it. */
  dashboardChanges: DashboardChanges;
}

/** A note about one of the boutique's brides for the boutique's team; undefined if she is not the boutique's. */
export async function createConsultantNote(
  options: CreateConsultantNoteOptions,
): Promise<DashboardNotification | undefined> {
  const { sql, boutiqueId, brideId, message } = options;
  const [row] = await sql<(Omit<DashboardNotification, 'createdAt'> & { createdAt: Date })[]>`
    INSERT INTO notifications (boutique_id, bride_id, kind, message)
    SELECT boutique_id, id, ${consultantNoteKind}, ${message}
    FROM brides WHERE id = ${brideId} AND boutique_id = ${boutiqueId}
    RETURNING id, bride_id, kind, message, created_at`;
  if (!row) return undefined;
  await markDashboardChanged(options.dashboardChanges, boutiqueId);
  return { ...row, createdAt: row.createdAt.toISOString() };
}
