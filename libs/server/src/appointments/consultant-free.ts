import type { Queryable } from '../db/queryable';
import { holdsPlaceSql } from '../db/appointment-status';

/**
 * Whether a consultant is free for [startsAt, startsAt + minutes): not on another appointment that
 * still holds its place and overlaps it (the one being moved not counted). A moved appointment
 * keeps its consultant only when she is.
 */
export async function consultantFreeAt(
  tx: Queryable,
  options: { boutiqueId: number; consultantId: string; startsAt: Date; minutes: number; excludeAppointmentId: string },
): Promise<boolean> {
  const endsAt = new Date(options.startsAt.getTime() + options.minutes * 60_000);
  const [busy] = await tx`
    SELECT 1 FROM appointments
    WHERE boutique_id = ${options.boutiqueId} AND consultant_id = ${options.consultantId}
      AND id <> ${options.excludeAppointmentId} AND ${holdsPlaceSql(tx)}
      AND starts_at < ${endsAt} AND starts_at + duration_minutes * interval '1 minute' > ${options.startsAt}
    LIMIT 1`;
  return !busy;
}
