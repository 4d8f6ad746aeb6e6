import { type ConsultantGoal, goalImprovement, goalProgress, goalStatus } from '@bridal/shared/coaching/goal';
import type { GoalStanding } from '@bridal/shared/coaching/goal-standing';
import { emptyCoachingCounts, measureLabels, measureValue } from '@bridal/shared/coaching/measures';
import type { ScoreCardBehaviour } from '@bridal/shared/coaching/score-card';
import type { CoachingCountsReport } from '../read-coaching-counts';
import type { CountsByPeriod } from './coaching-counts-by-period';
import { baselinePeriod, goalPeriod } from './goal-periods';

export interface ReadGoalStandingsOptions {
  goals: ConsultantGoal[];
  today: string;
  counts: CountsByPeriod;
  /** The boutique's behaviours, for a behaviour goal's name. */
  behaviours: readonly ScoreCardBehaviour[];
}

const countsOf = (report: CoachingCountsReport, consultantId: string) =>
  report.byConsultant.get(consultantId) ?? emptyCoachingCounts();

/** A behaviour goal's name; one whose behaviour has left the card keeps the measure's. */
function labelOf(goal: ConsultantGoal, behaviours: readonly ScoreCardBehaviour[]): string {
  if (goal.measure !== 'behaviour') return measureLabels[goal.measure];
  return behaviours.find((behaviour) => behaviour.key === goal.behaviourKey)?.label ?? measureLabels.behaviour;
}

/**
 * Each goal's progress over its own period and her baseline before it, from the boutique's
 * counts: one read per distinct period, however many goals and people share it.
 */
export async function readGoalStandings({
  goals,
  today,
  counts,
  behaviours,
}: ReadGoalStandingsOptions): Promise<GoalStanding[]> {
  return Promise.all(
    goals.map(async (goal) => {
      const period = goalPeriod(goal, today);
      const before = baselinePeriod(goal);
      const [now, then] = await Promise.all([counts(period), counts(before)]);
      const progress = goalProgress(goal, countsOf(now, goal.consultantId), period, today);
      const baseline = measureValue(countsOf(then, goal.consultantId), goal.measure, goal.behaviourKey);
      return {
        ...progress,
        label: labelOf(goal, behaviours),
        baseline: { value: baseline, period: before },
        improvement: goalImprovement(goal.target, baseline.value, progress.current.value),
        status: goalStatus(progress),
      };
    }),
  );
}
