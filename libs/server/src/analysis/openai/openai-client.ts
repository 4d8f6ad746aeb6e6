import OpenAI from 'openai';
import { aiProviderOf, type ServerEnv } from '../../config/server-env';

/** How to reach a model server, for the analysis steps and the advisors alike. */
export interface OpenAiConnection {
  apiKey: string;
  /** Any OpenAI-compatible server (Azure, Ollama, vLLM, LM Studio); OpenAI itself when absent. */
  baseURL?: string;
  model: string;
  timeoutMs: number;
  /** The SDK's own retries with backoff on 408, 409, 429, 5xx and connection errors. */
  maxRetries?: number;
  fetch?: typeof fetch;
}

/**
 * The model's connection when the model is to answer (AI_PROVIDER openai, or auto with a key), or
 * null for the built-in answers. Every model-backed service (analysis, advice, follow-up drafts) reads it here.
 */
type ConnectionEnv = Pick<
  ServerEnv,
  'AI_PROVIDER' | 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'OPENAI_TIMEOUT_MS'
>;

export function openAiConnectionOf(env: ConnectionEnv): OpenAiConnection | null {
  if (aiProviderOf(env) === 'local') return null;
  if (!env.OPENAI_API_KEY) throw new Error('AI_PROVIDER is openai but OPENAI_API_KEY is not set');
  return {
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL,
    timeoutMs: env.OPENAI_TIMEOUT_MS,
  };
}

/**
 * A model-backed service (analysis, advice, follow-up drafts): made by `create` from the connection
 * when the model is to answer, its timeout held to `maxTimeoutMs` when given; the built-in `fallback`
 * otherwise.
 */
export function modelOrFallback<T>(
  env: ConnectionEnv,
  fallback: T,
  create: (connection: OpenAiConnection) => T,
  maxTimeoutMs?: number,
): T {
  const connection = openAiConnectionOf(env);
  if (!connection) return fallback;
  if (maxTimeoutMs === undefined) return create(connection);
  return create({ ...connection, timeoutMs: Math.min(connection.timeoutMs, maxTimeoutMs) });
}

/** The official SDK's client for the connection; `defaultRetries` when it names none. */
export function createOpenAiClient(connection: OpenAiConnection, defaultRetries: number): OpenAI {
  return new OpenAI({
    apiKey: connection.apiKey,
    baseURL: connection.baseURL,
    timeout: connection.timeoutMs,
    maxRetries: connection.maxRetries ?? defaultRetries,
    fetch: connection.fetch,
  });
}
