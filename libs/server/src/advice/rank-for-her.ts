import type { DressPick } from '../plans/analysis-schemas';
import type { Dress } from '../dresses/dress';
import type { FitCriteria } from '../analysis/local/build-fit-criteria';
import { describeDressPick } from '../analysis/local/describe-dress-pick';
import type { ScoredDress } from '../analysis/local/score-dress';
import type { PullPool } from '../analysis/pull-rules/apply-pull-rules';
import { pickUnderRules } from '../analysis/pull-rules/pick-under-rules';

export interface Ranked {
  chosen: ScoredDress[];
  picks: DressPick[];
  /** What the size and budget rules let through and left out. */
  pool?: PullPool;
}

/**
 * The built-in analyst's own ranking (budget, style, venue, season, stock) over the dresses that
 * pass `keep` and the pull rules (her size; her budget but for one labelled stretch), best first,
 * with silhouettes varied after the first.
 */
export function rankForHer(
  inventory: readonly Dress[],
  criteria: FitCriteria,
  count: number,
  keep: (dress: Dress) => boolean = () => true,
): Ranked {
  const { chosen, pool } = pickUnderRules(inventory, criteria, count, { keep });
  return { chosen, picks: chosen.map(describeDressPick), pool };
}
