import type { BudgetFrame } from '../local/resolve-budget';

/** A stretch pick is never more than 15 % over her maximum. */
export const stretchShare = 0.15;

/**
 * The most she said she would spend: the amount she typed, or the top of the range she chose;
 * null when her budget has no ceiling. The analyst's scoring reads a typed amount as a target
 * with room around it, but a pull never goes above what she stated unless it is the stretch.
 */
export const statedMaximum = (budget: BudgetFrame): number | null => budget.amount ?? budget.max;

/** The highest price a stretch pick may have: 15 % over her stated maximum; null when there is none. */
export function stretchCeiling(budget: BudgetFrame): number | null {
  const max = statedMaximum(budget);
  return max === null ? null : Math.round(max * (1 + stretchShare));
}
