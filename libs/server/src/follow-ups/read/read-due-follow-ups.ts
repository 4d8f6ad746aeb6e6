import { type DueFollowUps, followUpLimits } from '@bridal/shared/follow-ups/follow-up';
import type { StaffActor } from '../../appointments/staff/staff-access';
import type { Queryable } from '../../db/queryable';

export interface ReadDueFollowUpsOptions {
  sql: Queryable;
  boutiqueId: number;
  actor: StaffActor;
  /** How many to list (the dashboards list followUpLimits.dueOnDashboard). */
  limit?: number;
}

interface DueRow {
  id: string;
  brideId: string;
  brideName: string;
  appointmentId: string;
  step: number;
  dueAt: Date;
  subject: string;
  consultantName: string | null;
  total: number;
}

/**
 * 'Follow-ups due': the drafts waiting for a person, oldest due first. Admins see the boutique's;
 * a consultant sees those of her appointments and of unassigned ones (the ones she may send).
 */
export async function readDueFollowUps(options: ReadDueFollowUpsOptions): Promise<DueFollowUps> {
  const { sql, boutiqueId, actor } = options;
  const limit = options.limit ?? followUpLimits.dueOnDashboard;
  const [boutique] = await sql<{ timeZone: string }[]>`SELECT time_zone FROM boutiques WHERE id = ${boutiqueId}`;
  const rows = await sql<DueRow[]>`
    SELECT f.id, f.bride_id, br.name AS bride_name, f.appointment_id, f.step, f.due_at, f.subject,
           u.name AS consultant_name, count(*) OVER ()::int AS total
    FROM follow_ups f
    JOIN brides br ON br.id = f.bride_id
    JOIN appointments a ON a.id = f.appointment_id
    LEFT JOIN users u ON u.id = a.consultant_id
    WHERE f.boutique_id = ${boutiqueId} AND f.status = 'drafted' AND br.unsubscribed_at IS NULL
      ${actor.isAdmin ? sql`` : sql`AND (a.consultant_id IS NULL OR a.consultant_id = ${actor.userId})`}
    ORDER BY f.due_at, f.step, f.id
    LIMIT ${limit}`;
  return {
    timeZone: boutique?.timeZone ?? 'UTC',
    items: rows.map((row) => ({
      id: row.id,
      brideId: row.brideId,
      brideName: row.brideName,
      appointmentId: row.appointmentId,
      step: row.step,
      dueAt: row.dueAt.toISOString(),
      subject: row.subject,
      consultantName: row.consultantName ?? '',
    })),
    total: rows[0]?.total ?? 0,
  };
}
