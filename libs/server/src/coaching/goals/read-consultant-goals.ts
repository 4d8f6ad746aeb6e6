import type { ConsultantGoalsResponse, GoalStanding } from '@bridal/shared/coaching/goal-standing';
import type { Sql } from '../../db/create-sql';
import { readScoreCardBehaviours } from '../score-card-behaviours';
import { countsByPeriod } from './coaching-counts-by-period';
import { readGoalBoutique } from './read-goal-boutique';
import { readGoalStandings } from './read-goal-standings';
import { readGoals } from './read-goals';
import { findReadableMember, type GoalReader } from './team-members';

export interface ReadConsultantGoalsOptions {
  sql: Sql;
  boutiqueId: number;
  consultantId: string;
  reader: GoalReader;
  now?: Date;
}

/** Open goals first, the soonest due on top; then those ended, the latest first. */
const byDate = (today: string) => (a: GoalStanding, b: GoalStanding) => {
  const aOpen = a.goal.dueOn >= today;
  const bOpen = b.goal.dueOn >= today;
  if (aOpen !== bOpen) return aOpen ? -1 : 1;
  return aOpen ? a.goal.dueOn.localeCompare(b.goal.dueOn) : b.goal.dueOn.localeCompare(a.goal.dueOn);
};

/** A team member's goal page: every goal she has with its progress, and the boutique's behaviours to choose from. */
export async function readConsultantGoals(options: ReadConsultantGoalsOptions): Promise<ConsultantGoalsResponse> {
  const { sql, boutiqueId, consultantId, reader, now } = options;
  const member = await findReadableMember(sql, boutiqueId, consultantId, reader);
  const [boutique, behaviours, goals] = await Promise.all([
    readGoalBoutique(sql, boutiqueId, now),
    readScoreCardBehaviours(sql, boutiqueId),
    readGoals(sql, { boutiqueId, consultantId }),
  ]);
  const standings = await readGoalStandings({
    goals,
    today: boutique.today,
    counts: countsByPeriod(sql, boutiqueId, boutique.timeZone),
    behaviours,
  });
  return {
    consultant: { id: member.id, name: member.name, coachingGoals: member.coachingGoals },
    today: boutique.today,
    goals: standings.sort(byDate(boutique.today)),
    behaviours,
  };
}
