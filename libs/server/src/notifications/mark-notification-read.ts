import { type DashboardChanges, markDashboardChanged } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';

export interface MarkNotificationReadOptions {
  sql: Sql;
  boutiqueId: number;
  notificationId: string;
  /** Told once the change is saved, so the boutique's dashboards show it. */
  dashboardChanges: DashboardChanges;
}

/**
 * Marks one of the boutique's notifications read. Another boutique's notification, or an id that
 * is not one, is 'not-found'; marking twice is harmless ('already-read').
 */
export async function markNotificationRead(
  options: MarkNotificationReadOptions,
): Promise<'marked' | 'already-read' | 'not-found'> {
  const { sql, boutiqueId, notificationId } = options;
  const [row] = await sql<{ found: boolean; marked: boolean }[]>`
    WITH target AS (
      SELECT id, read_at FROM notifications WHERE id = ${notificationId} AND boutique_id = ${boutiqueId}
    ), marked AS (
      UPDATE notifications n SET read_at = now()
      FROM target
      WHERE n.id = target.id AND target.read_at IS NULL
      RETURNING n.id
    )
    SELECT EXISTS (SELECT 1 FROM target) AS found, EXISTS (SELECT 1 FROM marked) AS marked`;
  if (!row?.found) return 'not-found';
  if (!row.marked) return 'already-read';
  await markDashboardChanged(options.dashboardChanges, boutiqueId);
  return 'marked';
}
