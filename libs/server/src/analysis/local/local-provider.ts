import type { AnalysisContext, AnalysisProvider, StepOutput } from '../analysis-provider';
import type { AnalysisStep, StepResults } from '../../plans/analysis-schemas';
import { analyzeStyle } from './analyze-style';
import { analyzeVenue } from './analyze-venue';
import { completeContext } from './complete-context';
import { planStrategy } from './plan-strategy';
import { rankInventory } from './rank-inventory';
import { recommendTopSellers } from './recommend-top-sellers';

// Each step validates its own result against its schema, so a bug surfaces as an error here.
const steps: { [S in AnalysisStep]: (context: AnalysisContext) => StepResults[S] } = {
  venue: analyzeVenue,
  style: analyzeStyle,
  strategy: planStrategy,
  inventory: rankInventory,
  'top-sellers': recommendTopSellers,
};

/** The built-in analyst: computes every step from the bride's data and the inventory, with no network. */
export function createLocalProvider(): AnalysisProvider {
  return {
    name: 'local',
    async run<S extends AnalysisStep>(step: S, context: AnalysisContext): Promise<StepOutput<S>> {
      const run = steps[step] as (context: AnalysisContext) => StepResults[S];
      if (!run) throw new Error(`The local analyst has no step named "${String(step)}".`);
      return { result: run(completeContext(context)) };
    },
  };
}
