import { modelOrFallback } from '../../analysis/openai/openai-client';
import type { ServerEnv } from '../../config/server-env';
import type { FollowUpWriters } from './follow-up-writer';
import { createLocalFollowUpWriter } from './local-follow-up-writer';
import { createOpenAiFollowUpWriter, followUpTimeoutMs } from './openai-follow-up-writer';

/** The model when a key is configured (AI_PROVIDER auto|openai), the built-in writer otherwise. */
export function createFollowUpWriters(env: ServerEnv): FollowUpWriters {
  const fallback = createLocalFollowUpWriter();
  // A draft sweep handles one follow-up at a time: a slow model must not hold the others up.
  const writer = modelOrFallback(env, fallback, createOpenAiFollowUpWriter, followUpTimeoutMs);
  return { writer, fallback };
}
