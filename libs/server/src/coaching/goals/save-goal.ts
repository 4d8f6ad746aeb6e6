import type { ConsultantGoal } from '@bridal/shared/coaching/goal';
import { goalLimits, goalMessages, type GoalRequest, storedTargetOf } from '@bridal/shared/coaching/goal-request';
import type { Queryable } from '../../db/queryable';
import { AppError } from '../../errors/app-error';
import { readScoreCardBehaviours } from '../score-card-behaviours';
import { addDays } from './goal-periods';
import { readGoalBoutique } from './read-goal-boutique';
import { goalColumns } from './read-goals';
import { findTeamMember } from './team-members';

const refuse = (field: keyof GoalRequest, message: string): never => {
  throw new AppError('BAD_REQUEST', message, { fields: { [field]: message } });
};

/**
 * A validated request as it is stored, once what needs the boutique is checked: the behaviour is
 * on its score card, and the date is neither before its today nor over a year after it.
 */
async function storedGoalOf(sql: Queryable, boutiqueId: number, request: GoalRequest, now?: Date) {
  const { today } = await readGoalBoutique(sql, boutiqueId, now);
  if (request.dueOn < today) refuse('dueOn', goalMessages.dueOnPast);
  if (request.dueOn > addDays(today, goalLimits.maxDaysAhead)) refuse('dueOn', goalMessages.dueOnFar);
  let behaviourKey: string | null = null;
  if (request.measure === 'behaviour') {
    const behaviours = await readScoreCardBehaviours(sql, boutiqueId);
    if (!behaviours.some((behaviour) => behaviour.key === request.behaviourKey)) {
      refuse('behaviourKey', goalMessages.unknownBehaviour);
    }
    behaviourKey = request.behaviourKey;
  }
  return {
    today,
    measure: request.measure,
    behaviourKey,
    target: storedTargetOf(request.measure, request.target),
    dueOn: request.dueOn,
  };
}

export interface CreateGoalOptions {
  sql: Queryable;
  boutiqueId: number;
  consultantId: string;
  /** The admin setting it. */
  actorId: string;
  request: GoalRequest;
  now?: Date;
}

/** A new goal for a member of the boutique's team, measured from the boutique's today. */
export async function createGoal({ sql, boutiqueId, consultantId, actorId, request, now }: CreateGoalOptions) {
  await findTeamMember(sql, boutiqueId, consultantId);
  const goal = await storedGoalOf(sql, boutiqueId, request, now);
  const [created] = await sql<ConsultantGoal[]>`
    INSERT INTO consultant_goals (boutique_id, consultant_id, measure, behaviour_key, target, starts_on, due_on, created_by)
    VALUES (${boutiqueId}, ${consultantId}, ${goal.measure}, ${goal.behaviourKey}, ${goal.target}, ${goal.today},
            ${goal.dueOn}, ${actorId})
    RETURNING ${goalColumns(sql)}`;
  return created!;
}

export interface UpdateGoalOptions {
  sql: Queryable;
  boutiqueId: number;
  goalId: string;
  request: GoalRequest;
  now?: Date;
}

/** A goal changed: its measure, target or date. It keeps the day it was set, so its baseline holds. */
export async function updateGoal({ sql, boutiqueId, goalId, request, now }: UpdateGoalOptions) {
  const [exists] = await sql`SELECT 1 FROM consultant_goals WHERE id = ${goalId} AND boutique_id = ${boutiqueId}`;
  if (!exists) throw new AppError('NOT_FOUND', goalMessages.notFound);
  const goal = await storedGoalOf(sql, boutiqueId, request, now);
  const [updated] = await sql<ConsultantGoal[]>`
    UPDATE consultant_goals
    SET measure = ${goal.measure}, behaviour_key = ${goal.behaviourKey}, target = ${goal.target},
        due_on = ${goal.dueOn}, updated_at = now()
    WHERE id = ${goalId} AND boutique_id = ${boutiqueId}
    RETURNING ${goalColumns(sql)}`;
  if (!updated) throw new AppError('NOT_FOUND', goalMessages.notFound);
  return updated;
}
