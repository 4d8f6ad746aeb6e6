import { apiPaths } from '@bridal/shared/api/api-paths';
import type { BehaviourFigures } from '@bridal/shared/coaching/behaviour-figures';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';

/** The SWR key of a period's figures: the closing report's days, or the last four weeks. */
export const behaviourFiguresKey = (period: { from?: string; to?: string }) =>
  period.from && period.to
    ? `${apiPaths.scoreCards.figures}?${new URLSearchParams({ from: period.from, to: period.to })}`
    : apiPaths.scoreCards.figures;

/** GET /api/score-cards/figures?from=&to=: each behaviour's rate and the closing ratio with and without it. */
export function useBehaviourFigures(period: { from?: string; to?: string }) {
  return useSWR<BehaviourFigures>(behaviourFiguresKey(period), fetcher, { keepPreviousData: true });
}
