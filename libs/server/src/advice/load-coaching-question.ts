import type { Sql } from '../db/create-sql';
import type { CoachingQuestion } from './advice-context';

/** The consultant's name and the coaching goals her admin set, read fresh (an admin may just have edited them). */
export async function loadCoachingQuestion(
  sql: Sql,
  options: { boutiqueId: number; userId: string },
): Promise<CoachingQuestion> {
  const [row] = await sql<{ name: string; coachingGoals: string }[]>`
    SELECT name, coaching_goals FROM users WHERE id = ${options.userId} AND boutique_id = ${options.boutiqueId}`;
  return { consultantName: row?.name ?? '', coachingGoals: row?.coachingGoals ?? '' };
}
