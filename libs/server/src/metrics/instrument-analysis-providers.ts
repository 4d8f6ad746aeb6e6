import type { AnalysisProvider } from '../analysis/analysis-provider';
import { type AiMetrics, recordAiCall } from './ai-metrics';

function instrument(provider: AnalysisProvider, ai: AiMetrics): AnalysisProvider {
  return {
    name: provider.name,
    async run(step, context) {
      try {
        const output = await provider.run(step, context);
        recordAiCall(ai, { provider: provider.name, kind: step, ok: true, usage: output.usage });
        return output;
      } catch (error) {
        recordAiCall(ai, { provider: provider.name, kind: step, ok: false, error });
        throw error;
      }
    },
  };
}

/**
 * The same providers, counting every step they run. When the model is not configured the provider
 * is its own fallback, and stays so (runAnalysisStep tells them apart by identity).
 */
export function instrumentAnalysisProviders(
  providers: { provider: AnalysisProvider; fallback: AnalysisProvider },
  ai: AiMetrics,
): { provider: AnalysisProvider; fallback: AnalysisProvider } {
  const fallback = instrument(providers.fallback, ai);
  const provider = providers.provider === providers.fallback ? fallback : instrument(providers.provider, ai);
  return { provider, fallback };
}
