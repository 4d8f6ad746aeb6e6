import { aiProviderOf, type ServerEnv } from '../config/server-env';
import type { AnalysisProvider } from './analysis-provider';
import { createLocalProvider } from './local/local-provider';
import { createOpenAiProvider } from './openai/openai-provider';

/** The model when a key is configured, the built-in analyst otherwise (and always as fallback). */
export function createAnalysisProviders(env: ServerEnv): { provider: AnalysisProvider; fallback: AnalysisProvider } {
  const fallback = createLocalProvider();
  if (aiProviderOf(env) === 'local') return { provider: fallback, fallback };
  if (!env.OPENAI_API_KEY) throw new Error('AI_PROVIDER is openai but OPENAI_API_KEY is not set');
  const provider = createOpenAiProvider({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL,
    visionModel: env.OPENAI_VISION_MODEL,
    timeoutMs: env.OPENAI_TIMEOUT_MS,
  });
  return { provider, fallback };
}
