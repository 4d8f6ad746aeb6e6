import type { GoalsProgressResponse, PersonGoals } from '@bridal/shared/coaching/goal-standing';
import type { Sql } from '../../db/create-sql';
import { readScoreCardBehaviours } from '../score-card-behaviours';
import { countsByPeriod } from './coaching-counts-by-period';
import { currentGoalsSince } from './goal-periods';
import { readGoalBoutique } from './read-goal-boutique';
import { readGoalStandings } from './read-goal-standings';
import { readGoals } from './read-goals';
import { readTeamMembers, type TeamMember } from './team-members';

export interface ReadGoalsProgressOptions {
  sql: Sql;
  boutiqueId: number;
  /** One person's (her dashboard, a consultant's reports); everyone's with goals without. */
  consultantId?: string;
  now?: Date;
}

/** Current goals (open, or ended in the last two weeks) with their progress, person by person. */
export async function readGoalsProgress(options: ReadGoalsProgressOptions): Promise<GoalsProgressResponse> {
  const { sql, boutiqueId, consultantId, now } = options;
  const boutique = await readGoalBoutique(sql, boutiqueId, now);
  const [members, behaviours, goals] = await Promise.all([
    readTeamMembers(sql, boutiqueId),
    readScoreCardBehaviours(sql, boutiqueId),
    readGoals(sql, { boutiqueId, consultantId, dueSince: currentGoalsSince(boutique.today) }),
  ]);
  const standings = await readGoalStandings({
    goals,
    today: boutique.today,
    counts: countsByPeriod(sql, boutiqueId, boutique.timeZone),
    behaviours,
  });
  const personOf = (member: TeamMember): PersonGoals => ({
    consultantId: member.id,
    name: member.name,
    goals: standings.filter((standing) => standing.goal.consultantId === member.id),
  });
  const people =
    consultantId === undefined
      ? members.map(personOf).filter((person) => person.goals.length > 0)
      : members.filter((member) => member.id === consultantId).map(personOf);
  return { today: boutique.today, scope: consultantId === undefined ? 'boutique' : 'own', people };
}
