import { goalMessages } from '@bridal/shared/coaching/goal-request';
import type { Queryable } from '../../db/queryable';
import { AppError } from '../../errors/app-error';

/** A goal removed (admins); its measure's records stay, as they are the appointments'. */
export async function deleteGoal({ sql, boutiqueId, goalId }: { sql: Queryable; boutiqueId: number; goalId: string }) {
  const [deleted] =
    await sql`DELETE FROM consultant_goals WHERE id = ${goalId} AND boutique_id = ${boutiqueId} RETURNING id`;
  if (!deleted) throw new AppError('NOT_FOUND', goalMessages.notFound);
}
