import type { Difference, Proportion } from '@bridal/shared/coaching/statistics';
import { countOf } from '@bridal/shared/wording/count-of';

const percent = (share: number) => Math.round(share * 100);

/** '60 %', or '—' with nothing to divide. */
export const formatShare = (proportion: Proportion): string =>
  proportion.value === null ? '—' : `${percent(proportion.value)} %`;

/** The counts under a share: '12 of 20'. */
export const countsOf = (proportion: Proportion): string => `${proportion.part} of ${proportion.whole}`;

/** Its interval: '35–81 %', or '' with nothing to divide. */
export const intervalOf = (proportion: Proportion): string =>
  proportion.low === null || proportion.high === null ? '' : `${percent(proportion.low)}–${percent(proportion.high)} %`;

/** With less without in percentage points, and its interval: '+50 points (15 to 85)'; '—' when a side is empty. */
export function describeDifference(difference: Difference): string {
  if (difference.value === null || difference.low === null || difference.high === null) return '—';
  const signed = (share: number) => `${share > 0 ? '+' : ''}${percent(share)}`;
  return `${signed(difference.value)} points (${signed(difference.low)} to ${signed(difference.high)})`;
}

/** 'Score cards of 12 of 15 completed appointments'. */
export const coverageOf = (scoreCards: number, completed: number): string =>
  `${countOf(scoreCards, 'score card')} for ${countOf(completed, 'completed appointment')}`;
