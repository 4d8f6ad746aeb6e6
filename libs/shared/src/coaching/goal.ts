import { type CoachingCounts, type Measure, type MeasureValue, measureValue } from './measures';

/**
 * A measurable goal: one measure of one consultant, a target and a date (DESIGN.md section 12).
 * A ratio's target is a share from 0 to 1, an average sale's in cents. Progress is measured over
 * the goal's period: the boutique-local days from `startsOn` to today, or to `dueOn` once passed.
 */
export interface ConsultantGoal {
  id: string;
  consultantId: string;
  measure: Measure;
  /** The behaviour a 'behaviour' goal is about (its score-card key); null for the other measures. */
  behaviourKey: string | null;
  target: number;
  startsOn: string;
  dueOn: string;
}

export interface GoalProgress {
  goal: ConsultantGoal;
  /** The measure over the goal's period so far, with its counts. */
  current: MeasureValue;
  /** The boutique-local days measured, both included. */
  period: { from: string; to: string };
  /** Reached the target (null: nothing measured yet). */
  met: boolean | null;
  /** The target's date has passed. */
  ended: boolean;
}

/** How a goal stands in the counts of its period (read for the goal's own days). */
export function goalProgress(
  goal: ConsultantGoal,
  counts: CoachingCounts,
  period: { from: string; to: string },
  today: string,
): GoalProgress {
  const current = measureValue(counts, goal.measure, goal.behaviourKey);
  return {
    goal,
    current,
    period,
    met: current.value === null ? null : current.value >= goal.target,
    ended: today > goal.dueOn,
  };
}
