import type { DigestPeriod } from '@bridal/shared/coaching/digest';
import type { ConsultantGoal } from '@bridal/shared/coaching/goal';
import type { Queryable } from '../../db/queryable';

/**
 * The goals a digest reports: those of the boutique's consultants that ran during `week` (set on or
 * before its last day, due on or after its first), each with the days its progress is measured over,
 * from the day it was set to the week's last day or its date, whichever comes first.
 */
export async function readDigestGoals(
  sql: Queryable,
  boutiqueId: number,
  week: DigestPeriod,
): Promise<{ goal: ConsultantGoal; period: DigestPeriod }[]> {
  const goals = await sql<ConsultantGoal[]>`
    SELECT id, consultant_id, measure, behaviour_key, target::float8 AS target,
           to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(due_on, 'YYYY-MM-DD') AS due_on
    FROM consultant_goals
    WHERE boutique_id = ${boutiqueId} AND starts_on <= ${week.to} AND due_on >= ${week.from}
    ORDER BY starts_on, due_on, created_at, id`;
  return goals.map((goal) => ({
    goal: { ...goal },
    period: { from: goal.startsOn, to: goal.dueOn < week.to ? goal.dueOn : week.to },
  }));
}
