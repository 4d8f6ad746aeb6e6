import type { AnalysisContext } from '../analysis-provider';
import type { Dress } from '../../dresses/dress';
import type { FitCriteria } from '../local/build-fit-criteria';
import { applyPullRules, type PullPool, pullRulesOf, type RuledDress } from './apply-pull-rules';

export interface RuledTopSellers {
  pool: PullPool;
  /** The stocked top sellers in her size and within her budget. */
  stocked: RuledDress[];
  /** The documents' top sellers the boutique does not stock, within her budget when they carry a price. */
  documents: Dress[];
  /** Top sellers the rules leave out (not her size, over her budget, sizes not listed). */
  ruledOut: Dress[];
}

/**
 * The Top Sellers card pulls under the same rules as every pull, for the built-in
 * analyst and the model alike. A stretch is the inventory card's to offer, not this one's. A
 * document's list gives no sizes (its pick says to check them); its price, when given, keeps to
 * her budget.
 */
export function ruleTopSellers(context: AnalysisContext, criteria: FitCriteria): RuledTopSellers {
  const stockedTopSellers = context.inventory.filter((dress) => dress.isTopSeller);
  const pool = applyPullRules(stockedTopSellers, pullRulesOf(criteria));
  const allowed = new Set(pool.allowed.map((entry) => entry.dress));
  const maxPrice = criteria.budget?.max ?? null;
  const affordable = (dress: Dress) => maxPrice === null || dress.price === null || dress.price <= maxPrice;
  const documentItems = context.topSellerItems ?? [];
  return {
    pool,
    stocked: pool.allowed,
    documents: documentItems.filter(affordable),
    ruledOut: [
      ...stockedTopSellers.filter((dress) => !allowed.has(dress)),
      ...documentItems.filter((dress) => !affordable(dress)),
    ],
  };
}
