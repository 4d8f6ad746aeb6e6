import { scoreCardMessages } from '@bridal/shared/coaching/score-card';
import type { Queryable } from '../../db/queryable';
import { ranBy } from '../../db/sale-sql';
import { AppError } from '../../errors/app-error';

/** An appointment as its score card needs it: who ran it, and whether its outcome is in. */
export interface ScoreCardAppointment {
  /** Who ran it (`ranBy`): whose card it is, and who besides an admin may fill it. */
  ranBy: string | null;
  hasOutcome: boolean;
  timeZone: string;
}

/**
 * The boutique's appointment for its score card: 404 for no such id or another boutique's. `lock`
 * holds the appointment for the caller's transaction.
 */
export async function findScoreCardAppointment(
  sql: Queryable,
  options: { boutiqueId: number; appointmentId: string; lock?: boolean },
): Promise<ScoreCardAppointment> {
  const { boutiqueId, appointmentId } = options;
  const [row] = await sql<ScoreCardAppointment[]>`
    SELECT ${ranBy(sql)} AS ran_by, o.appointment_id IS NOT NULL AS has_outcome, b.time_zone
    FROM appointments a
    JOIN boutiques b ON b.id = a.boutique_id
    LEFT JOIN appointment_outcomes o ON o.appointment_id = a.id AND o.boutique_id = ${boutiqueId}
    WHERE a.id = ${appointmentId} AND a.boutique_id = ${boutiqueId}
    ${options.lock ? sql`FOR UPDATE OF a` : sql``}`;
  if (!row) throw new AppError('NOT_FOUND', scoreCardMessages.notFound);
  return row;
}
