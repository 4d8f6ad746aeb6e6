import { suggestGoals } from '@bridal/shared/coaching/goal-suggestions';
import type { GoalSuggestionsResponse } from '@bridal/shared/coaching/goal-standing';
import type { Queryable } from '../../db/queryable';
import { readScoreCardBehaviours } from '../score-card-behaviours';
import { findReadableMember, type GoalReader } from './team-members';

export interface ReadGoalSuggestionsOptions {
  sql: Queryable;
  boutiqueId: number;
  consultantId: string;
  reader: GoalReader;
}

/** The measurable goals her free-text coaching goals name, the boutique's behaviours among them. */
export async function readGoalSuggestions(options: ReadGoalSuggestionsOptions): Promise<GoalSuggestionsResponse> {
  const { sql, boutiqueId, consultantId, reader } = options;
  const member = await findReadableMember(sql, boutiqueId, consultantId, reader);
  const behaviours = await readScoreCardBehaviours(sql, boutiqueId);
  return { coachingGoals: member.coachingGoals, suggestions: suggestGoals(member.coachingGoals, behaviours) };
}
