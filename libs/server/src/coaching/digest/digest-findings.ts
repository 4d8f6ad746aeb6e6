import type { DigestFinding, DigestGoalRef, DigestPeriod, DigestShare } from '@bridal/shared/coaching/digest';
import type { GoalProgress } from '@bridal/shared/coaching/goal';
import {
  type BehaviourCounts,
  type CoachingCounts,
  emptyBehaviourCounts,
  measureValue,
} from '@bridal/shared/coaching/measures';
import type { ScoreCardBehaviour } from '@bridal/shared/coaching/score-card';
import { type Difference, difference, minimumCount, wilson } from '@bridal/shared/coaching/statistics';
import { type NoSaleReason, noSaleReasons } from '@bridal/shared/appointments/appointment';

/**
 * When the digest may name a weakness (tuned on simulated boutiques: npm run eval:coaching). It
 * makes some twenty comparisons with the team per consultant every week (each behaviour, each
 * reason, late outcomes), so a difference must stand `z` = 3 standard errors out, where the error
 * is chance in her counts and the team's plus how far consultants of this team usually sit from
 * each other (peerSpread): the pages' 90 % interval would name a weakness that is not there in
 * about one digest in two. It must also be large enough to coach on (the floors below).
 */
export const digestThresholds = {
  z: 3,
  /**
   * A behaviour is skipped when her yes-rate is this many points under the rest of the team's and
   * at most `skippedShare` of it: every consultant differs from the team by a few points.
   */
  skippedGap: 0.2,
  skippedShare: 0.75,
  /**
   * A reason dominates her losses when it was given this often, takes at least `dominantShare` of
   * them, and that share is `dominantGap` points above the rest of the team's and `dominantTimes` it.
   */
  minimumReasonCount: 5,
  dominantShare: 0.35,
  dominantGap: 0.15,
  dominantTimes: 1.75,
  /**
   * A goal is one comparison against a number set in advance (not one of many against the team):
   * held to a 90 % interval (Wilson, one-sided 95 %), and far off only `goalGap` points below its target.
   */
  goalZ: 1.645,
  /**
   * A recent goal read again over the 12 weeks is a second look at the same question: each look is
   * held to half the chance of a false alarm (one-sided 97.5 %), so the two together stay near 5 %.
   */
  recentGoalZ: 1.96,
  goalGap: 0.1,
  /** An average-sale goal is far off this far below its target (and beyond the average's usual error). */
  averageSaleShortfall: 0.2,
  /** How much a single sale's amount varies about the mean, relative to it (for the average's standard error). */
  saleAmountSpread: 0.4,
  /** The spread between consultants is read from at least this many of them (else only the floors hold). */
  minimumPeers: 4,
  /** Outcomes are late when fewer than this share are recorded within 24 h, `lateGap` points under the team. */
  onTimeBelow: 0.6,
  lateGap: 0.2,
  /** A week's closing has fallen when it is this many points under the week before's. */
  closingDrop: 0.3,
} as const;

const share = (part: number, whole: number): DigestShare => ({ part, whole, value: whole > 0 ? part / whole : null });

/** How many standard errors a supported difference is from none, read off its interval. */
const strengthOf = (gap: number, low: number, high: number, z: number = digestThresholds.z) =>
  high > low ? Math.abs(gap) / ((high - low) / (2 * z)) : Math.abs(gap) * 100;

const compare = (part: number, whole: number, otherPart: number, otherWhole: number): Difference =>
  difference(part, whole, otherPart, otherWhole, digestThresholds.z);

const minusBehaviour = (team: BehaviourCounts, hers: BehaviourCounts): BehaviourCounts => ({
  yes: team.yes - hers.yes,
  no: team.no - hers.no,
  notRelevant: team.notRelevant - hers.notRelevant,
  yesSold: team.yesSold - hers.yesSold,
  noSold: team.noSold - hers.noSold,
});

/** The rest of the team: the team's counts without hers (she is one of the team). */
export function othersOf(team: CoachingCounts, hers: CoachingCounts): CoachingCounts {
  const reasons = { ...team.reasons };
  for (const reason of noSaleReasons) reasons[reason] -= hers.reasons[reason];
  const behaviours: Record<string, BehaviourCounts> = {};
  for (const key of new Set([...Object.keys(team.behaviours), ...Object.keys(hers.behaviours)])) {
    behaviours[key] = minusBehaviour(
      team.behaviours[key] ?? emptyBehaviourCounts(),
      hers.behaviours[key] ?? emptyBehaviourCounts(),
    );
  }
  const minus = (field: Exclude<keyof CoachingCounts, 'reasons' | 'behaviours'>) => team[field] - hers[field];
  return {
    bridesSeen: minus('bridesSeen'),
    bridesBought: minus('bridesBought'),
    completed: minus('completed'),
    sales: minus('sales'),
    salesTotalCents: minus('salesTotalCents'),
    pricedSales: minus('pricedSales'),
    salesOnPullList: minus('salesOnPullList'),
    bridesFollowedUp: minus('bridesFollowedUp'),
    followUpSales: minus('followUpSales'),
    outcomes: minus('outcomes'),
    outcomesOnTime: minus('outcomesOnTime'),
    noSales: minus('noSales'),
    reasons,
    scoreCards: minus('scoreCards'),
    behaviours,
  };
}

/** Her most frequent reason for no sale (ties: the first in the list's order), or null with none given. */
export function topReasonOf(counts: CoachingCounts): NoSaleReason | null {
  let top: NoSaleReason | null = null;
  for (const reason of noSaleReasons) {
    if (counts.reasons[reason] > 0 && (top === null || counts.reasons[reason] > counts.reasons[top])) top = reason;
  }
  return top;
}

/** The rest of the team over the 12 weeks: their counts together, and each consultant's own. */
export interface TeamContext {
  others: CoachingCounts;
  /** Every other consultant's counts, to see how far consultants usually sit from each other. */
  peers: readonly CoachingCounts[];
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Deviations from the median of a group of eight to twelve run about a tenth short of the spread. */
const smallGroups = 1.1;

/**
 * How far apart consultants truly are on a kind of rate (every behaviour's yes-rate, every reason's
 * share), beyond the chance in their counts. Each rate's peers are measured from that rate's
 * median, and the deviations of all the rates of the kind are pooled, so the estimate rests on
 * dozens of numbers rather than a handful: a robust standard deviation (1.4826 times the median
 * absolute deviation, so a consultant with a weakness of her own does not widen it) with the spread
 * their counts alone would give taken out. Only rates with at least `minimumCount` behind them, of
 * at least `minimumPeers` consultants, count; 0 without any.
 */
export function peerSpread(rates: readonly (readonly DigestShare[])[]): number {
  const deviations: number[] = [];
  const chances: number[] = [];
  for (const peers of rates) {
    const counted = peers.filter((peer) => peer.whole >= minimumCount && peer.value !== null);
    if (counted.length < digestThresholds.minimumPeers) continue;
    const centre = median(counted.map((peer) => peer.value!));
    for (const peer of counted) {
      deviations.push(Math.abs(peer.value! - centre));
      chances.push((peer.value! * (1 - peer.value!)) / peer.whole);
    }
  }
  if (deviations.length === 0) return 0;
  const observed = 1.4826 * median(deviations) * smallGroups;
  const chance = chances.reduce((sum, value) => sum + value, 0) / chances.length;
  return Math.sqrt(Math.max(0, observed * observed - chance));
}

/**
 * Her rate against the rest of the team's when it stands out: by at least `floor` points, and by
 * more than `z` times what a consultant without a weakness could show, which is chance in her
 * counts and the team's (the interval's width) plus how far consultants usually sit from each
 * other (`spread`). Answers how many of those it is (the finding's strength), or null.
 */
function standsOut(
  direction: 'higher' | 'lower',
  hers: DigestShare,
  others: DigestShare,
  spread: number,
  floor: number,
): number | null {
  const { z } = digestThresholds;
  const compared = compare(hers.part, hers.whole, others.part, others.whole);
  if (compared.value === null || compared.with.whole < minimumCount || compared.without.whole < minimumCount)
    return null;
  const gap = direction === 'higher' ? compared.value : -compared.value;
  const chance = (compared.high! - compared.low!) / (2 * z);
  const strength = gap / Math.sqrt(chance * chance + spread * spread);
  return gap >= floor && strength >= z ? strength : null;
}

/**
 * The reason for no sale that dominates her losses against the rest of the team: given often enough,
 * a large share of her losses, and a share that stands out from the team's. Every reason is looked
 * at (her most frequent one may be the whole team's most frequent too); the one that stands out most
 * is the finding.
 */
export function reasonFinding(hers: CoachingCounts, team: TeamContext, period: DigestPeriod): DigestFinding[] {
  const reasonShare = (reason: NoSaleReason) => (counts: CoachingCounts) =>
    share(counts.reasons[reason], counts.noSales);
  const spread = peerSpread(noSaleReasons.map((reason) => team.peers.map(reasonShare(reason))));
  const found = noSaleReasons.flatMap((reason): DigestFinding[] => {
    if (hers.reasons[reason] < digestThresholds.minimumReasonCount) return [];
    const [own, rest] = [reasonShare(reason)(hers), reasonShare(reason)(team.others)];
    if (
      own.value! < digestThresholds.dominantShare ||
      own.value! < (rest.value ?? 0) * digestThresholds.dominantTimes
    ) {
      return [];
    }
    const strength = standsOut('higher', own, rest, spread, digestThresholds.dominantGap);
    return strength === null
      ? []
      : [{ kind: 'no_sale_reason', strength, hers: { ...own, period }, others: rest, reason }];
  });
  return found.sort((a, b) => b.strength - a.strength).slice(0, 1);
}

const yesRate = (counts: CoachingCounts, key: string): DigestShare => {
  const behaviour = counts.behaviours[key];
  return behaviour ? share(behaviour.yes, behaviour.yes + behaviour.no) : share(0, 0);
};

/** Each behaviour she answers yes to clearly less often than the rest of the team: one she skips. */
export function behaviourFindings(
  hers: CoachingCounts,
  team: TeamContext,
  behaviours: readonly ScoreCardBehaviour[],
  period: DigestPeriod,
): DigestFinding[] {
  const spread = peerSpread(behaviours.map(({ key }) => team.peers.map((peer) => yesRate(peer, key))));
  return behaviours.flatMap(({ key, label }): DigestFinding[] => {
    const [own, rest] = [yesRate(hers, key), yesRate(team.others, key)];
    if (own.value === null || rest.value === null || own.value > rest.value * digestThresholds.skippedShare) return [];
    const strength = standsOut('lower', own, rest, spread, digestThresholds.skippedGap);
    if (strength === null) return [];
    return [{ kind: 'behaviour_skipped', strength, hers: { ...own, period }, others: rest, behaviour: { key, label } }];
  });
}

/** How far below its target a level is, in standard errors, when the counts say it is far off (else null). */
function shortfallOf(
  goal: GoalProgress['goal'],
  current: GoalProgress['current'],
  z: number = digestThresholds.goalZ,
): number | null {
  if (current.value === null || current.whole < minimumCount) return null;
  if (goal.measure === 'average_sale') {
    // No interval without each sale's amount: the shortfall against the average's usual error.
    const shortfall = 1 - current.value / goal.target;
    const strength = (shortfall * Math.sqrt(current.whole)) / digestThresholds.saleAmountSpread;
    return shortfall >= digestThresholds.averageSaleShortfall && strength >= z ? strength : null;
  }
  const interval = wilson(current.part, current.whole, z);
  const gap = goal.target - current.value;
  if (interval.high! >= goal.target || gap < digestThresholds.goalGap) return null;
  return strengthOf(gap, interval.low!, interval.high!, z);
}

/** Whether a level is as far below the target as a far goal must be, whatever the counts behind it. */
function looksFar(goal: GoalProgress['goal'], value: number | null): boolean {
  if (value === null) return true;
  return goal.measure === 'average_sale'
    ? 1 - value / goal.target >= digestThresholds.averageSaleShortfall
    : goal.target - value >= digestThresholds.goalGap;
}

/** A goal as the digest names it. */
export const goalRef = ({ goal }: GoalProgress, label: string): DigestGoalRef => ({
  goalId: goal.id,
  measure: goal.measure,
  behaviourKey: goal.behaviourKey,
  label,
  target: goal.target,
  dueOn: goal.dueOn,
});

/** Her counts over the digest's 12 weeks: the longer record a recent goal is also read against. */
export interface RecentRecord {
  counts: CoachingCounts;
  period: DigestPeriod;
}

/**
 * Each goal she is far from. The counts over the goal's own period decide when they can. A goal set
 * within the 12 weeks often has too few behind it (a quiet consultant sells a handful of dresses in
 * a month); then her level over the 12 weeks, which hold the goal's period and the weeks just before
 * it, is read as well, and names the goal only when the goal's own period does not say otherwise
 * (its level, however thin, is as far below the target). The finding then gives the 12 weeks as its
 * period, so the digest says what it was measured over.
 */
export function goalFindings(
  goals: readonly { progress: GoalProgress; label: string }[],
  recent: RecentRecord,
): DigestFinding[] {
  return goals.flatMap(({ progress, label }): DigestFinding[] => {
    const { goal, current, period } = progress;
    const own = shortfallOf(goal, current);
    const evidence =
      own !== null
        ? { strength: own, level: current, period }
        : goal.startsOn > recent.period.from && looksFar(goal, current.value)
          ? (() => {
              const level = measureValue(recent.counts, goal.measure, goal.behaviourKey);
              const strength = shortfallOf(goal, level, digestThresholds.recentGoalZ);
              return strength === null ? null : { strength, level, period: recent.period };
            })()
          : null;
    if (evidence === null) return [];
    const { part, whole, value } = evidence.level;
    return [
      {
        kind: 'goal_behind',
        strength: evidence.strength,
        hers: { part, whole, value, period: evidence.period },
        goal: goalRef(progress, label),
      },
    ];
  });
}

/** Her outcomes recorded late: under the line, and clearly fewer on time than the rest of the team. */
export function lateOutcomesFinding(hers: CoachingCounts, team: TeamContext, period: DigestPeriod): DigestFinding[] {
  const onTime = (counts: CoachingCounts) => share(counts.outcomesOnTime, counts.outcomes);
  const [own, rest] = [onTime(hers), onTime(team.others)];
  if (own.value === null || own.value >= digestThresholds.onTimeBelow) return [];
  const strength = standsOut('lower', own, rest, peerSpread([team.peers.map(onTime)]), digestThresholds.lateGap);
  return strength === null ? [] : [{ kind: 'late_outcomes', strength, hers: { ...own, period }, others: rest }];
}

/** Her closing last week clearly below the week before (only with enough appointments in both). */
export function closingDownFinding(
  lastWeek: CoachingCounts,
  weekBefore: CoachingCounts,
  periods: { lastWeek: DigestPeriod; weekBefore: DigestPeriod },
): DigestFinding[] {
  const [last, before] = [share(lastWeek.sales, lastWeek.completed), share(weekBefore.sales, weekBefore.completed)];
  const strength = standsOut('lower', last, before, 0, digestThresholds.closingDrop);
  if (strength === null) return [];
  return [
    {
      kind: 'closing_down',
      strength,
      hers: { ...last, period: periods.lastWeek },
      before: { ...before, period: periods.weekBefore },
    },
  ];
}

/**
 * Strongest first; a fall in one week's closing comes after every weakness of the 12 weeks and the
 * goals, as one week is the least a digest can tell from.
 */
export function rankFindings(findings: DigestFinding[]): DigestFinding[] {
  const tier = (finding: DigestFinding) =>
    finding.kind === 'closing_down' || finding.kind === 'late_outcomes' ? 1 : 0;
  return [...findings].sort((a, b) => tier(a) - tier(b) || b.strength - a.strength);
}
