import { judgePrice } from '@bridal/shared/budget/judge-price';
import type { BudgetFrame } from '@bridal/shared/budget/resolve-budget';
import type { Dress } from '../../dresses/dress';
import { selectStocked } from '../../analysis/local/select-stocked';

// What a loved dress's attributes are worth in a likeness score: the shape she sees first counts most.
const weights = { silhouette: 3, neckline: 2, fabric: 2, sleeves: 1, style: 1 } as const;

/** How much a dress has of the dresses she loved: shape, neckline, fabric, sleeves, styles. */
export function likeness(dress: Dress, loved: readonly Dress[]): number {
  let score = 0;
  for (const other of loved) {
    if (dress.silhouette && dress.silhouette === other.silhouette) score += weights.silhouette;
    if (dress.neckline && dress.neckline === other.neckline) score += weights.neckline;
    if (dress.fabric && dress.fabric === other.fabric) score += weights.fabric;
    if (dress.sleeves && dress.sleeves === other.sleeves) score += weights.sleeves;
    score += dress.styles.filter((style) => other.styles.includes(style)).length * weights.style;
  }
  return score;
}

/**
 * Up to `count` stocked dresses priced within her budget (`judgePrice`: neither under her range
 * nor above her stated maximum, so an e-mail never calls a cheaper gown "within" it), leaving out the ones named in `exclude` (she loved them, or turned them down),
 * ranked towards what she loved, then towards the price of what she loved, top sellers first.
 */
export function rankWithinBudget(
  inventory: readonly Dress[],
  budget: BudgetFrame,
  loved: readonly Dress[],
  exclude: ReadonlySet<string>,
  count = 3,
): Dress[] {
  const lovedPrices = loved.map((dress) => dress.price).filter((price): price is number => price !== null);
  const target = lovedPrices.length > 0 ? Math.min(...lovedPrices) : budget.max;
  const within = selectStocked(inventory).filter(
    (dress) => dress.price !== null && !exclude.has(dress.id) && judgePrice(dress.price, budget) === 'within',
  );
  const scored = within.map((dress) => ({
    dress,
    likeness: likeness(dress, loved),
    distance: target === null ? 0 : Math.abs(target - dress.price!),
  }));
  scored.sort(
    (a, b) =>
      b.likeness - a.likeness ||
      a.distance - b.distance ||
      Number(b.dress.isTopSeller) - Number(a.dress.isTopSeller) ||
      // As far above her loved gown as below it: the gentler price, then the name, so every
      // database (whose ids differ) offers the same gown.
      a.dress.price! - b.dress.price! ||
      a.dress.name.localeCompare(b.dress.name) ||
      a.dress.id.localeCompare(b.dress.id),
  );
  return scored.slice(0, count).map((entry) => entry.dress);
}
