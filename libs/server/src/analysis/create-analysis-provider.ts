import type { ServerEnv } from '../config/server-env';
import type { AnalysisProvider } from './analysis-provider';
import { createLocalProvider } from './local/local-provider';
import { modelOrFallback } from './openai/openai-client';
import { createOpenAiProvider } from './openai/openai-provider';

/** The model when a key is configured, the built-in analyst otherwise (and always as fallback). */
export function createAnalysisProviders(env: ServerEnv): { provider: AnalysisProvider; fallback: AnalysisProvider } {
  const fallback = createLocalProvider();
  const provider = modelOrFallback(env, fallback, (connection) =>
    createOpenAiProvider({ ...connection, visionModel: env.OPENAI_VISION_MODEL }),
  );
  return { provider, fallback };
}
