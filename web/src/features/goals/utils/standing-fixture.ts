import type { ConsultantGoal } from '@bridal/shared/coaching/goal';
import type { GoalStanding } from '@bridal/shared/coaching/goal-standing';

/** A goal of June 2025 seen on June 15: 2 of 5 brides bought since, 1 of 4 before (the tests' example). */
export function standingOf(change: Partial<GoalStanding> = {}, goal: Partial<ConsultantGoal> = {}): GoalStanding {
  return {
    goal: {
      id: 'g1',
      consultantId: 'c1',
      measure: 'contact_ratio',
      behaviourKey: null,
      target: 0.4,
      startsOn: '2025-06-01',
      dueOn: '2025-06-30',
      ...goal,
    },
    label: 'Closing ratio (brides)',
    current: { value: 0.4, part: 2, whole: 5 },
    period: { from: '2025-06-01', to: '2025-06-15' },
    met: true,
    ended: false,
    baseline: { value: { value: 0.25, part: 1, whole: 4 }, period: { from: '2025-05-02', to: '2025-05-31' } },
    improvement: 1,
    status: 'met',
    ...change,
  };
}
