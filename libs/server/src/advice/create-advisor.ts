import { openAiConnectionOf } from '../analysis/openai/openai-client';
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
  const connection = openAiConnectionOf(env);
  if (!connection) return { advisor: fallback, fallback };
  const advisor = createOpenAiAdvisor({
    ...connection,
    // Well inside the HTTP request, even when OPENAI_TIMEOUT_MS allows the worker a minute.
    timeoutMs: Math.min(connection.timeoutMs, adviceTimeoutMs),
  });
  return { advisor, fallback };
}
