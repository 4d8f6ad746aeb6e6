import { goalStatusLabels } from '@bridal/shared/coaching/goal';
import type { DayPeriod, GoalStanding } from '@bridal/shared/coaching/goal-standing';
import type { GoalSuggestion } from '@bridal/shared/coaching/goal-suggestions';
import { formatMeasure, type Measure, type MeasureValue } from '@bridal/shared/coaching/measures';
import { formatCalendarDay } from '../../../lib/format-date';

const counted = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** What a figure was divided from, in words: '2 of 5 brides bought'. */
export function countsLine(measure: Measure, { part, whole }: MeasureValue): string {
  switch (measure) {
    case 'contact_ratio':
      return `${part} of ${counted(whole, 'bride')} bought`;
    case 'appointment_ratio':
      return `${counted(part, 'sale')} in ${counted(whole, 'appointment')}`;
    case 'average_sale':
      return whole === 0
        ? 'no sale with an amount'
        : `${formatMeasure('average_sale', part)} over ${counted(whole, 'sale')}`;
    case 'pull_list_rate':
      return `${part} of ${counted(whole, 'sale')} from her pull list`;
    case 'win_back_rate':
      return `${part} won back of ${counted(whole, 'bride')} written to`;
    case 'outcomes_on_time':
      return `${part} of ${counted(whole, 'outcome')} within 24 h`;
    case 'behaviour':
      return `yes on ${part} of ${counted(whole, 'score card')}`;
  }
}

/** 'Jun 1, 2025 – Jun 15, 2025', or the one day. */
export function periodLine({ from, to }: DayPeriod): string {
  return from === to ? `${formatCalendarDay(from)}` : `${formatCalendarDay(from)} – ${formatCalendarDay(to)}`;
}

/** How far from the starting point toward the target, in words. */
export function improvementLine(improvement: number | null): string {
  if (improvement === null) return 'Nothing to compare with before yet';
  if (improvement >= 1) return 'Target reached from the starting point';
  const share = Math.round(Math.abs(improvement) * 100);
  return improvement < 0 ? `${share} % back from the starting point` : `${share} % of the way from the starting point`;
}

/** One goal's lines as every page shows them: value against target, counts, period and standing. */
export function describeStanding(standing: GoalStanding) {
  const { goal, current, baseline } = standing;
  return {
    value: formatMeasure(goal.measure, current.value),
    target: formatMeasure(goal.measure, goal.target),
    counts: countsLine(goal.measure, current),
    period: periodLine(standing.period),
    due: formatCalendarDay(goal.dueOn) ?? goal.dueOn,
    baseline: `${formatMeasure(goal.measure, baseline.value.value)} before (${countsLine(goal.measure, baseline.value)}, ${periodLine(baseline.period)})`,
    improvement: improvementLine(standing.improvement),
    status: goalStatusLabels[standing.status],
  };
}

/** Whether a suggestion is already an open goal of hers (the page offers no second one). */
export const isOpenGoal = (
  goals: readonly GoalStanding[],
  suggestion: Pick<GoalSuggestion, 'measure' | 'behaviourKey'>,
) =>
  goals.some(
    (standing) =>
      !standing.ended &&
      standing.goal.measure === suggestion.measure &&
      (standing.goal.behaviourKey ?? null) === suggestion.behaviourKey,
  );
