import { type NoSaleReason, noSaleReasons } from '../appointments/appointment';
import type { ScoreCardAnswer } from './score-card';

/**
 * The coaching measures, defined once (DESIGN.md section 12): every goal, score-card figure,
 * digest and piece of advice reads a consultant's record through these, and shows each figure with
 * its count and period. Counts come from libs/server/src/coaching/read-coaching-counts.ts.
 */

/** One behaviour's answers on the period's score cards, and the sales among them. */
export interface BehaviourCounts {
  yes: number;
  no: number;
  notRelevant: number;
  /** Cards answered yes whose appointment ended in a sale. */
  yesSold: number;
  noSold: number;
}

/** What the database counts for one consultant (or the team) over a period. */
export interface CoachingCounts {
  bridesSeen: number;
  bridesBought: number;
  completed: number;
  sales: number;
  salesTotalCents: number;
  /** Sales with an amount (the average's denominator). */
  pricedSales: number;
  salesOnPullList: number;
  /** Brides written to by a follow-up in the period, and sales within 30 days after one. */
  bridesFollowedUp: number;
  followUpSales: number;
  /** Outcomes of the period's completed appointments, and those recorded within 24 h of the start. */
  outcomes: number;
  outcomesOnTime: number;
  /** Outcomes that were not a sale, and each reason given on them. */
  noSales: number;
  reasons: Record<NoSaleReason, number>;
  /** Score cards of the period's appointments. */
  scoreCards: number;
  behaviours: Record<string, BehaviourCounts>;
}

export const emptyReasonCounts = (): Record<NoSaleReason, number> =>
  Object.fromEntries(noSaleReasons.map((reason) => [reason, 0])) as Record<NoSaleReason, number>;

export const emptyCoachingCounts = (): CoachingCounts => ({
  bridesSeen: 0,
  bridesBought: 0,
  completed: 0,
  sales: 0,
  salesTotalCents: 0,
  pricedSales: 0,
  salesOnPullList: 0,
  bridesFollowedUp: 0,
  followUpSales: 0,
  outcomes: 0,
  outcomesOnTime: 0,
  noSales: 0,
  reasons: emptyReasonCounts(),
  scoreCards: 0,
  behaviours: {},
});

export const emptyBehaviourCounts = (): BehaviourCounts => ({ yes: 0, no: 0, notRelevant: 0, yesSold: 0, noSold: 0 });

/** Adds one card's answer to a behaviour's counts. */
export function countAnswer(counts: BehaviourCounts, answer: ScoreCardAnswer, sold: boolean): void {
  if (answer === 'yes') {
    counts.yes += 1;
    if (sold) counts.yesSold += 1;
  } else if (answer === 'no') {
    counts.no += 1;
    if (sold) counts.noSold += 1;
  } else counts.notRelevant += 1;
}

export const measureLabels = {
  contact_ratio: 'Closing ratio (brides)',
  appointment_ratio: 'Closing ratio (appointments)',
  average_sale: 'Average sale',
  pull_list_rate: 'Sold from her pull list',
  win_back_rate: 'Follow-up win-back',
  outcomes_on_time: 'Outcomes recorded within 24 h',
  behaviour: 'Score-card behaviour',
} as const;
export type Measure = keyof typeof measureLabels;
export const measures = Object.keys(measureLabels) as Measure[];

/** How each measure is counted, word for word on the goal and report pages. */
export const measureDefinitions: Record<Measure, string> = {
  contact_ratio: 'Brides who bought, over brides with at least one completed appointment.',
  appointment_ratio: 'Sales over completed appointments.',
  average_sale: 'The sales total over the sales with an amount.',
  pull_list_rate: 'Sales whose dress was on her pull list, over sales.',
  win_back_rate: 'Sales within 30 days after a follow-up, over the brides written to.',
  outcomes_on_time: 'Outcomes recorded within 24 hours of the appointment’s start, over outcomes.',
  behaviour: 'Score cards that answered yes, over cards that answered yes or no.',
};

/** A ratio is a share from 0 to 1; an average sale is in cents. */
export const measureUnit = (measure: Measure): 'ratio' | 'cents' => (measure === 'average_sale' ? 'cents' : 'ratio');

/** A measure of one record: its value, and the counts it was divided from. */
export interface MeasureValue {
  value: number | null;
  /** The numerator (a count, or the sales total in cents) and the denominator (what was counted). */
  part: number;
  whole: number;
}

const share = (part: number, whole: number): MeasureValue => ({ value: whole > 0 ? part / whole : null, part, whole });

/** The value of a measure in a record (a behaviour's rate needs its key). */
export function measureValue(counts: CoachingCounts, measure: Measure, behaviourKey?: string | null): MeasureValue {
  switch (measure) {
    case 'contact_ratio':
      return share(counts.bridesBought, counts.bridesSeen);
    case 'appointment_ratio':
      return share(counts.sales, counts.completed);
    case 'average_sale':
      return {
        value: counts.pricedSales > 0 ? Math.round(counts.salesTotalCents / counts.pricedSales) : null,
        part: counts.salesTotalCents,
        whole: counts.pricedSales,
      };
    case 'pull_list_rate':
      return share(counts.salesOnPullList, counts.sales);
    case 'win_back_rate':
      return share(counts.followUpSales, counts.bridesFollowedUp);
    case 'outcomes_on_time':
      return share(counts.outcomesOnTime, counts.outcomes);
    case 'behaviour': {
      const behaviour = counts.behaviours[behaviourKey ?? ''] ?? emptyBehaviourCounts();
      return share(behaviour.yes, behaviour.yes + behaviour.no);
    }
  }
}

/** '40 %', '$2,450', or '—' when there was nothing to measure. */
export function formatMeasure(measure: Measure, value: number | null): string {
  if (value === null) return '—';
  if (measureUnit(measure) === 'cents') return `$${Math.round(value / 100).toLocaleString('en-US')}`;
  return `${Math.round(value * 1000) / 10} %`;
}
