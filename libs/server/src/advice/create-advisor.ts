import { modelOrFallback } from '../analysis/openai/openai-client';
import type { ServerEnv } from '../config/server-env';
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
  // Well inside the HTTP request, even when OPENAI_TIMEOUT_MS allows the worker a minute.
  const advisor = modelOrFallback(env, fallback, createOpenAiAdvisor, adviceTimeoutMs);
  return { advisor, fallback };
}
