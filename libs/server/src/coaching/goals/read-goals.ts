import type { ConsultantGoal } from '@bridal/shared/coaching/goal';
import type { Queryable } from '../../db/queryable';

/** A goal's columns as ConsultantGoal names them: the target a number, the dates YYYY-MM-DD. */
export const goalColumns = (sql: Queryable) =>
  sql`id, consultant_id, measure, behaviour_key, target::float8 AS target, starts_on::text AS starts_on,
      due_on::text AS due_on`;

export interface ReadGoalsOptions {
  boutiqueId: number;
  /** One person's goals; all the team's without. */
  consultantId?: string;
  /** Goals due on this day or later (the current ones); every goal without. */
  dueSince?: string;
}

/** A boutique's goals by date, then as they were set. */
export async function readGoals(sql: Queryable, { boutiqueId, consultantId, dueSince }: ReadGoalsOptions) {
  return sql<ConsultantGoal[]>`
    SELECT ${goalColumns(sql)} FROM consultant_goals
    WHERE boutique_id = ${boutiqueId}
      ${consultantId === undefined ? sql`` : sql`AND consultant_id = ${consultantId}`}
      ${dueSince === undefined ? sql`` : sql`AND due_on >= ${dueSince}`}
    ORDER BY due_on, created_at, id`;
}
