import { formatMoney } from '../format/money';
import type { BudgetFrame } from './resolve-budget';

/** A stretch pick is never more than 15 % over her maximum. */
export const stretchShare = 0.15;

/**
 * A price against her budget: `under` her floor, `within` it, a `stretch` (over her stated maximum
 * by at most 15 %), or `over`. The one verdict the pull rules, the analyst, the advice, the
 * follow-ups and the report use.
 */
export type PriceVerdict = 'under' | 'within' | 'stretch' | 'over';

/** The highest price a stretch pick may have: 15 % over her stated maximum; null when there is none. */
export function stretchCeiling(budget: BudgetFrame): number | null {
  return budget.max === null ? null : Math.round(budget.max * (1 + stretchShare));
}

export function judgePrice(price: number, budget: BudgetFrame): PriceVerdict {
  if (budget.max !== null && price > budget.max) return price <= stretchCeiling(budget)! ? 'stretch' : 'over';
  if (budget.min !== null && price < budget.min) return 'under';
  return 'within';
}

/** How far over her stated maximum a price is, in whole percent (at least 1); null when it is not over. */
export function percentOver(price: number, budget: BudgetFrame): number | null {
  if (budget.max === null || price <= budget.max) return null;
  return Math.max(1, Math.round(((price - budget.max) / budget.max) * 100));
}

/** "$2,250 is 13% over her $2,000 budget": a stretch or over price, as every text says it. */
export function describeOver(price: number, budget: BudgetFrame): string | null {
  const over = percentOver(price, budget);
  return over === null ? null : `${formatMoney(price)} is ${over}% over her ${budget.label} budget`;
}
