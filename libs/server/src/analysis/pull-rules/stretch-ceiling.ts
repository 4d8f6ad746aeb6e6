import type { BudgetFrame } from '../local/resolve-budget';

/** Issue 18: a stretch pick is never more than 15 % over her maximum. */
export const stretchShare = 0.15;

/**
 * The highest price a stretch pick may have, or null when her budget has no ceiling. Her maximum
 * is the resolved one (a typed amount already fits up to 15 % over), and the analyst's own
 * "a little over" tolerance is never exceeded either.
 */
export function stretchCeiling(budget: BudgetFrame): number | null {
  if (budget.max === null) return null;
  const fifteenOver = Math.round(budget.max * (1 + stretchShare));
  return budget.tolerance === null ? fifteenOver : Math.min(budget.tolerance, fifteenOver);
}
