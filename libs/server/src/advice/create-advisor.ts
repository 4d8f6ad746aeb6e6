import { aiProviderOf, type ServerEnv } from '../config/server-env';
import type { Advisor } from './advisor';
import { createLocalAdvisor } from './local-advisor';
import { adviceTimeoutMs, createOpenAiAdvisor } from './openai-advisor';

export interface Advisors {
  advisor: Advisor;
  /** The built-in advisor, which answers whenever the model fails. */
  fallback: Advisor;
}

/** The model when a key is configured (AI_PROVIDER auto|openai), the built-in advisor otherwise. */
export function createAdvisors(env: ServerEnv): Advisors {
  const fallback = createLocalAdvisor();
  if (aiProviderOf(env) === 'local') return { advisor: fallback, fallback };
  if (!env.OPENAI_API_KEY) throw new Error('AI_PROVIDER is openai but OPENAI_API_KEY is not set');
  const advisor = createOpenAiAdvisor({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL,
    // Well inside the HTTP request, even when OPENAI_TIMEOUT_MS allows the worker a minute.
    timeoutMs: Math.min(env.OPENAI_TIMEOUT_MS, adviceTimeoutMs),
  });
  return { advisor, fallback };
}
