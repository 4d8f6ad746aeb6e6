import {
  behaviourAdvice,
  closingDownAdvice,
  type ConsultantDigestFacts,
  type DigestBehaviour,
  type DigestFinding,
  type DigestFocus,
  type DigestGoal,
  type DigestPeriod,
  type DigestReason,
  type DigestWeekFigures,
  goalAdvice,
  keepGoingAdvice,
  lateOutcomesAdvice,
  noSaleReasonAdvice,
} from '@bridal/shared/coaching/digest';
import type { GoalProgress } from '@bridal/shared/coaching/goal';
import { type CoachingCounts, type Measure, measureLabels, measureValue } from '@bridal/shared/coaching/measures';
import type { ScoreCardBehaviour } from '@bridal/shared/coaching/score-card';
import {
  behaviourFindings,
  closingDownFinding,
  goalFindings,
  goalRef,
  lateOutcomesFinding,
  othersOf,
  rankFindings,
  reasonFinding,
  topReasonOf,
} from './digest-findings';
import type { DigestWeek } from './digest-week';

/** What a consultant's digest is computed from: counts only, never appointments or brides. */
export interface ConsultantWeekInput {
  consultant: { id: string; name: string };
  boutiqueName: string;
  week: DigestWeek;
  /** The boutique's score-card behaviours, in order. */
  behaviours: readonly ScoreCardBehaviour[];
  /** Her counts over the digest's three periods. */
  hers: { lastWeek: CoachingCounts; weekBefore: CoachingCounts; window: CoachingCounts };
  /** The whole team's counts (hers included) over the 12 weeks, and every other consultant's own. */
  team: { window: CoachingCounts; peers: readonly CoachingCounts[] };
  /** Her goals active in the week, each measured over its own period. */
  goals: readonly GoalProgress[];
}

const figure = (counts: CoachingCounts, measure: Measure, period: DigestPeriod) => ({
  measure,
  period,
  ...measureValue(counts, measure),
});

/** The headline figures of one period. */
export function weekFigures(counts: CoachingCounts, period: DigestPeriod): DigestWeekFigures {
  return {
    completed: counts.completed,
    sales: counts.sales,
    closing: figure(counts, 'appointment_ratio', period),
    contactClosing: figure(counts, 'contact_ratio', period),
    averageSale: figure(counts, 'average_sale', period),
    outcomesOnTime: figure(counts, 'outcomes_on_time', period),
  };
}

/** A goal's words: its measure, or for a behaviour goal the behaviour's label. */
export function goalLabel(progress: GoalProgress, behaviours: readonly ScoreCardBehaviour[]): string {
  const { measure, behaviourKey } = progress.goal;
  if (measure !== 'behaviour') return measureLabels[measure];
  return behaviours.find((behaviour) => behaviour.key === behaviourKey)?.label ?? measureLabels.behaviour;
}

function digestGoal(progress: GoalProgress, label: string, findings: readonly DigestFinding[]): DigestGoal {
  const { goal, current, period, met } = progress;
  return {
    ...goalRef(progress, label),
    current: { measure: goal.measure, period, ...current },
    met,
    far: findings.some((finding) => finding.kind === 'goal_behind' && finding.goal?.goalId === goal.id),
  };
}

function digestReason(hers: CoachingCounts, others: CoachingCounts, period: DigestPeriod): DigestReason | null {
  const reason = topReasonOf(hers);
  if (!reason) return null;
  const share = (part: number, whole: number) => ({ part, whole, value: whole > 0 ? part / whole : null });
  return {
    reason,
    hers: share(hers.reasons[reason], hers.noSales),
    others: share(others.reasons[reason], others.noSales),
    period,
    advice: noSaleReasonAdvice[reason],
  };
}

/** The behaviour of a supported finding, else the one she answers yes least often (with at least one answer). */
function weakestBehaviour(
  hers: CoachingCounts,
  others: CoachingCounts,
  behaviours: readonly ScoreCardBehaviour[],
  findings: readonly DigestFinding[],
  period: DigestPeriod,
): DigestBehaviour | null {
  const supported = findings.find((finding) => finding.kind === 'behaviour_skipped');
  const rate = (key: string, counts: CoachingCounts) => {
    const own = counts.behaviours[key];
    const whole = own ? own.yes + own.no : 0;
    return { part: own?.yes ?? 0, whole, value: whole > 0 ? own!.yes / whole : null };
  };
  const chosen =
    behaviours.find((behaviour) => behaviour.key === supported?.behaviour?.key) ??
    behaviours
      .filter((behaviour) => rate(behaviour.key, hers).value !== null)
      .sort(
        (a, b) =>
          rate(a.key, hers).value! - rate(b.key, hers).value! || rate(b.key, hers).whole - rate(a.key, hers).whole,
      )[0];
  if (!chosen) return null;
  return {
    key: chosen.key,
    label: chosen.label,
    hers: rate(chosen.key, hers),
    others: rate(chosen.key, others),
    period,
    supported: supported !== undefined,
    advice: behaviourAdvice(chosen.key, chosen.label),
  };
}

/** What to do about a finding, in a sentence or two. */
export function actionFor(finding: DigestFinding): string {
  switch (finding.kind) {
    case 'goal_behind':
      return finding.goal!.measure === 'behaviour'
        ? behaviourAdvice(finding.goal!.behaviourKey ?? '', finding.goal!.label)
        : goalAdvice[finding.goal!.measure];
    case 'no_sale_reason':
      return noSaleReasonAdvice[finding.reason!];
    case 'behaviour_skipped':
      return behaviourAdvice(finding.behaviour!.key, finding.behaviour!.label);
    case 'late_outcomes':
      return lateOutcomesAdvice;
    case 'closing_down':
      return closingDownAdvice;
  }
}

/** ONE focus: the top finding, or 'keep doing what works' when the counts support none. */
export function focusOf(findings: readonly DigestFinding[]): DigestFocus {
  const [top] = findings;
  return top
    ? { kind: top.kind, finding: top, action: actionFor(top) }
    : { kind: 'keep_going', action: keepGoingAdvice };
}

/**
 * A consultant's week as facts: her figures against her goals, what changed since the week before,
 * her most frequent reason for no sale with its advice, her weakest behaviour, the findings the
 * counts support (each with its evidence) ranked, and ONE focus. Pure: the same counts give the
 * same digest, in the product and in the evaluation (scripts/eval/eval-coaching.ts).
 */
export function consultantDigestFacts(input: ConsultantWeekInput): ConsultantDigestFacts {
  const { week, hers, behaviours } = input;
  const { periods } = week;
  const others = othersOf(input.team.window, hers.window);
  const team = { others, peers: input.team.peers };
  const goals = input.goals.map((progress) => ({ progress, label: goalLabel(progress, behaviours) }));
  const findings = rankFindings([
    ...goalFindings(goals, { counts: hers.window, period: periods.window }),
    ...reasonFinding(hers.window, team, periods.window),
    ...behaviourFindings(hers.window, team, behaviours, periods.window),
    ...lateOutcomesFinding(hers.window, team, periods.window),
    ...closingDownFinding(hers.lastWeek, hers.weekBefore, periods),
  ]);
  return {
    kind: 'consultant',
    consultant: input.consultant,
    boutiqueName: input.boutiqueName,
    weekStart: week.weekStart,
    periods,
    lastWeek: weekFigures(hers.lastWeek, periods.lastWeek),
    weekBefore: weekFigures(hers.weekBefore, periods.weekBefore),
    goals: goals.map(({ progress, label }) => digestGoal(progress, label, findings)),
    topReason: digestReason(hers.window, others, periods.window),
    weakestBehaviour: weakestBehaviour(hers.window, others, behaviours, findings, periods.window),
    findings,
    focus: focusOf(findings),
  };
}
