import { aiProviderOf, type ServerEnv } from '../../config/server-env';
import type { FollowUpWriters } from './follow-up-writer';
import { createLocalFollowUpWriter } from './local-follow-up-writer';
import { createOpenAiFollowUpWriter, followUpTimeoutMs } from './openai-follow-up-writer';

/** The model when a key is configured (AI_PROVIDER auto|openai), the built-in writer otherwise. */
export function createFollowUpWriters(env: ServerEnv): FollowUpWriters {
  const fallback = createLocalFollowUpWriter();
  if (aiProviderOf(env) === 'local') return { writer: fallback, fallback };
  if (!env.OPENAI_API_KEY) throw new Error('AI_PROVIDER is openai but OPENAI_API_KEY is not set');
  const writer = createOpenAiFollowUpWriter({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL,
    // A draft sweep handles one follow-up at a time: a slow model must not hold the others up.
    timeoutMs: Math.min(env.OPENAI_TIMEOUT_MS, followUpTimeoutMs),
  });
  return { writer, fallback };
}
