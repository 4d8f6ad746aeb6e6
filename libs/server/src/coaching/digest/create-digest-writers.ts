import { modelOrFallback } from '../../analysis/openai/openai-client';
import type { ServerEnv } from '../../config/server-env';
import { coachWriter, type DigestWriters } from './digest-writers';
import { createOpenAiDigestWriter, digestTimeoutMs } from './openai-digest-writer';

/** The model when a key is configured (AI_PROVIDER auto|openai), the built-in coach otherwise. */
export function createDigestWriters(env: ServerEnv): DigestWriters {
  return {
    writer: modelOrFallback(env, coachWriter, createOpenAiDigestWriter, digestTimeoutMs),
    fallback: coachWriter,
  };
}
