import type { DressPick } from '../analysis/analysis-schemas';
import type { Dress } from '../analysis/dress';
import type { FitCriteria } from '../analysis/local/build-fit-criteria';
import { describeDressPick } from '../analysis/local/describe-dress-pick';
import { pickDresses } from '../analysis/local/pick-dresses';
import { type ScoredDress, scoreDress } from '../analysis/local/score-dress';
import { selectStocked } from '../analysis/local/select-stocked';

export interface Ranked {
  chosen: ScoredDress[];
  picks: DressPick[];
}

/**
 * The built-in analyst's own ranking (budget, style, venue, season, stock) over the dresses that
 * pass `keep`, best first, with silhouettes varied after the first.
 */
export function rankForHer(
  inventory: readonly Dress[],
  criteria: FitCriteria,
  count: number,
  keep: (dress: Dress) => boolean = () => true,
): Ranked {
  const pool = selectStocked(inventory).filter(keep);
  const chosen = pickDresses(
    pool.map((dress) => scoreDress(dress, criteria)),
    count,
  );
  return { chosen, picks: chosen.map(describeDressPick) };
}
