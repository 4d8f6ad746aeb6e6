import { type DashboardChanges, markDashboardChanged } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';

export interface MarkAllNotificationsReadOptions {
  sql: Sql;
  boutiqueId: number;
  /** Only those created at or before this instant (the newest the user saw, ISO 8601); all when undefined. */
  upTo?: string;
  /** Told once the change is saved, so the boutique's dashboards show it. */
  dashboardChanges: DashboardChanges;
}

/** Marks the boutique's unread notifications read; answers how many were marked (0 changes nothing). */
export async function markAllNotificationsRead(options: MarkAllNotificationsReadOptions): Promise<number> {
  const { sql, boutiqueId, upTo } = options;
  const marked = await sql`
    UPDATE notifications SET read_at = now()
    WHERE boutique_id = ${boutiqueId} AND read_at IS NULL
      -- The API shows times to the millisecond; the database keeps microseconds.
      ${upTo ? sql`AND date_trunc('milliseconds', created_at) <= ${upTo}::timestamptz` : sql``}`;
  if (marked.count > 0) await markDashboardChanged(options.dashboardChanges, boutiqueId);
  return marked.count;
}
