import OpenAI from 'openai';

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
