import { apiPaths } from '@bridal/shared/api/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { refreshGoals } from './save-goal';

/** DELETE /api/goals/{goalId} (admins). */
export async function deleteGoal(consultantId: string, goalId: string): Promise<void> {
  await apiRequest(apiPaths.goals.one(goalId), { method: 'DELETE' });
  await refreshGoals(consultantId);
}
