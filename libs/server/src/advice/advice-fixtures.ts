import type { StepResults } from '../analysis/analysis-schemas';
import type { BrideProfile } from '../analysis/bride-profile';
import type { Dress } from '../analysis/dress';
import { inventory, today } from '../analysis/local/analysis-fixtures';
import { analyzeStyle } from '../analysis/local/analyze-style';
import { analyzeVenue } from '../analysis/local/analyze-venue';
import { completeContext } from '../analysis/local/complete-context';
import { planStrategy } from '../analysis/local/plan-strategy';
import { rankInventory } from '../analysis/local/rank-inventory';
import { recommendTopSellers } from '../analysis/local/recommend-top-sellers';
import type { AdviceContext } from './advice-context';

/** The analysis fixtures' brides with every step finished by the built-in analyst, as they reach the advisor. */
export function adviceContextFor(bride: BrideProfile, dresses: Dress[] = inventory): AdviceContext {
  const analysis = completeContext({ bride, inventory: dresses, today });
  const results: StepResults = {
    venue: analyzeVenue(analysis),
    style: analyzeStyle(analysis),
    strategy: planStrategy(analysis),
    inventory: rankInventory(analysis),
    'top-sellers': recommendTopSellers(analysis),
  };
  return { bride, results, inventory: dresses, today };
}

/** The same bride before any analysis has finished. */
export const unanalysedContextFor = (bride: BrideProfile, dresses: Dress[] = inventory): AdviceContext => ({
  bride,
  results: {},
  inventory: dresses,
  today,
});
