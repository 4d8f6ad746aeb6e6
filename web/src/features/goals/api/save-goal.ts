import { apiPaths } from '@bridal/shared/api/api-paths';
import type { ConsultantGoal } from '@bridal/shared/coaching/goal';
import type { GoalRequest } from '@bridal/shared/coaching/goal-request';
import { mutate } from 'swr';
import { apiRequest } from '../../../lib/api-client';

/** After a goal is set, changed or removed: her page, the dashboards' and the reports' goals, the board. */
export function refreshGoals(consultantId: string): Promise<unknown> {
  return Promise.all(
    [
      apiPaths.goals.ofConsultant(consultantId),
      apiPaths.goals.mine,
      apiPaths.goals.progress,
      apiPaths.goals.teamBoard,
    ].map((key) => mutate(key)),
  );
}

/** POST /api/goals/consultants/{id} (a new goal), or PUT /api/goals/{goalId} (a change). */
export async function saveGoal(
  consultantId: string,
  goalId: string | null,
  body: GoalRequest,
): Promise<ConsultantGoal> {
  const saved = await apiRequest<ConsultantGoal>(
    goalId ? apiPaths.goals.one(goalId) : apiPaths.goals.ofConsultant(consultantId),
    {
      method: goalId ? 'PUT' : 'POST',
      body,
    },
  );
  await refreshGoals(consultantId);
  return saved;
}
