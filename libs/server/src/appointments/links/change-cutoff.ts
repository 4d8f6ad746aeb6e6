import { cutoffMessage } from '@bridal/shared/waitlist/waitlist';
import type { Queryable } from '../../db/queryable';
import { AppError } from '../../errors/app-error';

/**
 * A bride's own move or cancel inside the boutique's cut-off (boutiques.change_cutoff_hours, in
 * elapsed hours before the start, so a DST change in between neither lengthens nor shortens it) is
 * refused with whom to call instead. Staff routes never ask: they can always change it.
 */
export async function refuseInsideChangeCutoff(
  sql: Queryable,
  { boutiqueId, appointmentId, now = new Date() }: { boutiqueId: number; appointmentId: string; now?: Date },
): Promise<void> {
  const [row] = await sql<{ hours: number; startsAt: Date; name: string; phone: string; email: string }[]>`
    SELECT b.change_cutoff_hours AS hours, a.starts_at, b.name, b.phone,
           coalesce((SELECT u.email FROM users u WHERE u.boutique_id = b.id AND u.role = 'owner' ORDER BY u.created_at LIMIT 1), '') AS email
    FROM appointments a JOIN boutiques b ON b.id = a.boutique_id
    WHERE a.id = ${appointmentId} AND a.boutique_id = ${boutiqueId}`;
  if (!row || row.hours <= 0) return;
  if (row.startsAt.getTime() - row.hours * 3_600_000 <= now.getTime()) {
    throw new AppError('CONFLICT', cutoffMessage(row.hours, row));
  }
}
