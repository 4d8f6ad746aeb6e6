import { type NoSaleReason, noSaleReasonLabels, noSaleReasons } from '../appointments/appointment';
import {
  type CoachingCounts,
  emptyBehaviourCounts,
  emptyCoachingCounts,
  emptyReasonCounts,
  formatMeasure,
} from './measures';
import type { ScoreCardBehaviour } from './score-card';
import { type Difference, type DifferenceVerdict, difference } from './statistics';
import { countOf } from '../wording/count-of';

/**
 * What a consultant's own record says, as facts advice may cite: each one a proportion of hers
 * against the same proportion for the rest of the team, with both counts and the verdict of
 * statistics.ts. A fact is made only when the counts support it (DESIGN.md section 12: the coach
 * never names a weakness the data cannot support), so a short record makes none.
 */
export type RecordFact =
  | (RecordFigure & { kind: 'loss_reason'; reason: Exclude<NoSaleReason, 'other'> })
  | (RecordFigure & { kind: 'skipped_behaviour'; behaviour: ScoreCardBehaviour })
  | (RecordFigure & { kind: 'closing_ratio' })
  | (RecordFigure & { kind: 'pull_list_rate' });

export interface RecordFigure {
  /** Hers, and the rest of the team's (everyone else's appointments in the same days). */
  part: number;
  whole: number;
  teamPart: number;
  teamWhole: number;
  /** Hers against the rest of the team's, never outrunning the counts. */
  verdict: Exclude<DifferenceVerdict, 'too_few'>;
  /** The figure in words, to cite as it stands: "6 of your 14 no-sales in the last 90 days were …". */
  evidence: string;
}

export interface ConsultantRecord {
  /** The boutique-local days read, today included. */
  days: number;
  /** Strongest first: her dominant loss reason, the behaviours she skips, then her ratios. */
  facts: RecordFact[];
}

export interface ReadRecordFactsOptions {
  own: CoachingCounts | undefined;
  team: CoachingCounts;
  /** The boutique's score-card behaviours (their labels name what she skips). */
  behaviours: readonly ScoreCardBehaviour[];
  days: number;
}

/** At most this many behaviours she skips: the advice has room for a couple of lines. */
const maxSkippedBehaviours = 2;

/** The rest of the team: the team's counts less hers (the fields the facts compare). */
function restOf(team: CoachingCounts, own: CoachingCounts): CoachingCounts {
  const rest = emptyCoachingCounts();
  rest.completed = team.completed - own.completed;
  rest.sales = team.sales - own.sales;
  rest.salesOnPullList = team.salesOnPullList - own.salesOnPullList;
  rest.noSales = team.noSales - own.noSales;
  rest.reasons = emptyReasonCounts();
  for (const reason of noSaleReasons) rest.reasons[reason] = team.reasons[reason] - own.reasons[reason];
  for (const [key, counts] of Object.entries(team.behaviours)) {
    const hers = own.behaviours[key] ?? emptyBehaviourCounts();
    rest.behaviours[key] = { ...counts, yes: counts.yes - hers.yes, no: counts.no - hers.no };
  }
  return rest;
}

/** '42.9 %', as every coaching page shows a share. */
const percent = (value: number | null) => formatMeasure('appointment_ratio', value);

/** A fact's figure from a difference whose verdict is not "too few to tell"; undefined otherwise. */
function figure(compared: Difference, evidence: (team: string) => string): RecordFigure | undefined {
  if (compared.verdict === 'too_few') return undefined;
  const { with: hers, without: rest } = compared;
  return {
    part: hers.part,
    whole: hers.whole,
    teamPart: rest.part,
    teamWhole: rest.whole,
    verdict: compared.verdict,
    evidence: evidence(`the rest of the team: ${percent(rest.value)}, ${rest.part} of ${rest.whole}`),
  };
}

/** Her most frequent no-sale reason, when its share is clearly above the rest of the team's. */
function dominantLossReason(own: CoachingCounts, rest: CoachingCounts, days: number): RecordFact | undefined {
  const [top] = noSaleReasons
    .filter((reason): reason is Exclude<NoSaleReason, 'other'> => reason !== 'other' && own.reasons[reason] > 0)
    .sort((a, b) => own.reasons[b] - own.reasons[a]);
  if (!top) return undefined;
  // Another reason as frequent: none of them dominates.
  if (noSaleReasons.some((reason) => reason !== top && own.reasons[reason] === own.reasons[top])) return undefined;
  const compared = difference(own.reasons[top], own.noSales, rest.reasons[top], rest.noSales);
  if (compared.verdict !== 'higher') return undefined;
  const found = figure(
    compared,
    (team) =>
      `${own.reasons[top]} of your ${countOf(own.noSales, 'no-sale')} in the last ${days} days were '${noSaleReasonLabels[top]}' (${percent(compared.with.value)}; ${team})`,
  );
  return found && { ...found, kind: 'loss_reason', reason: top };
}

/** The behaviours she answers yes to clearly less often than the rest of the team, most under first. */
function skippedBehaviours(
  own: CoachingCounts,
  rest: CoachingCounts,
  behaviours: readonly ScoreCardBehaviour[],
  days: number,
): RecordFact[] {
  const skipped: { fact: RecordFact; by: number }[] = [];
  for (const behaviour of behaviours) {
    const hers = own.behaviours[behaviour.key] ?? emptyBehaviourCounts();
    const others = rest.behaviours[behaviour.key] ?? emptyBehaviourCounts();
    const compared = difference(hers.yes, hers.yes + hers.no, others.yes, others.yes + others.no);
    if (compared.verdict !== 'lower') continue;
    const found = figure(
      compared,
      (team) =>
        `'${behaviour.label}' was a yes on ${hers.yes} of your ${countOf(hers.yes + hers.no, 'score card')} in the last ${days} days (${percent(compared.with.value)}; ${team})`,
    );
    if (found) skipped.push({ fact: { ...found, kind: 'skipped_behaviour', behaviour }, by: compared.value ?? 0 });
  }
  return skipped
    .sort((a, b) => a.by - b.by)
    .slice(0, maxSkippedBehaviours)
    .map((entry) => entry.fact);
}

/** Her closing ratio (sales over completed appointments), whatever its verdict, once there are enough. */
function closingRatio(own: CoachingCounts, rest: CoachingCounts, days: number): RecordFact | undefined {
  const compared = difference(own.sales, own.completed, rest.sales, rest.completed);
  const found = figure(
    compared,
    (team) =>
      `you closed ${own.sales} of your ${countOf(own.completed, 'appointment')} in the last ${days} days (${percent(compared.with.value)}; ${team})`,
  );
  return found && { ...found, kind: 'closing_ratio' };
}

/** Her sales whose dress was on the bride's pull list, once there are enough. */
function pullListRate(own: CoachingCounts, rest: CoachingCounts, days: number): RecordFact | undefined {
  const compared = difference(own.salesOnPullList, own.sales, rest.salesOnPullList, rest.sales);
  const found = figure(
    compared,
    (team) =>
      `${own.salesOnPullList} of your ${countOf(own.sales, 'sale')} in the last ${days} days were a dress from the bride's pull list (${percent(compared.with.value)}; ${team})`,
  );
  return found && { ...found, kind: 'pull_list_rate' };
}

/** A consultant's record, read into the facts advice may cite (none when the counts are too few). */
export function readRecordFacts({ own, team, behaviours, days }: ReadRecordFactsOptions): ConsultantRecord {
  if (!own) return { days, facts: [] };
  const rest = restOf(team, own);
  const facts = [
    dominantLossReason(own, rest, days),
    ...skippedBehaviours(own, rest, behaviours, days),
    closingRatio(own, rest, days),
    pullListRate(own, rest, days),
  ].filter((fact): fact is RecordFact => fact !== undefined);
  return { days, facts };
}
