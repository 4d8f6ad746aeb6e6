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

export const goalStatusLabels = {
  met: 'Met',
  not_yet: 'Not yet',
  ended: 'Ended, not met',
  no_data: 'Nothing measured yet',
} as const;
export type GoalStatus = keyof typeof goalStatusLabels;

/** Met (on its date or before), ended without being met, not yet, or nothing counted so far. */
export function goalStatus(progress: Pick<GoalProgress, 'met' | 'ended'>): GoalStatus {
  if (progress.met) return 'met';
  if (progress.ended) return 'ended';
  return progress.met === null ? 'no_data' : 'not_yet';
}

/**
 * How far she has come against her own starting point: the share of the way from her baseline
 * (the same measure before the goal was set) to the target, at most 1 (reached) and at least -1
 * (as far again the wrong way). A goal set at or under where she already was counts 1 while she
 * holds it, and the shortfall as a share of the target once she slips. Null when either side had
 * nothing to measure: no improvement is claimed from no data.
 */
export function goalImprovement(target: number, baseline: number | null, current: number | null): number | null {
  if (baseline === null || current === null) return null;
  const gap = target - baseline;
  const share = gap > 0 ? (current - baseline) / gap : current >= target ? 1 : (current - target) / target;
  return Math.min(1, Math.max(-1, share));
}
