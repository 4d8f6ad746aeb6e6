import { Counter, type Registry } from 'prom-client';
import type { TokenUsage } from '../analysis/analysis-provider';
import {
  ProviderAnswerError,
  ProviderRateLimitError,
  ProviderUnavailableError,
} from '../analysis/openai/provider-errors';

/** Calls to an AI provider (the model or the built-in analyst), the tokens they spent, and why they failed. */
export interface AiMetrics {
  calls: Counter<'provider' | 'kind' | 'outcome'>;
  tokens: Counter<'provider' | 'kind' | 'type'>;
  failures: Counter<'provider' | 'kind' | 'reason'>;
}

export function createAiMetrics(registry: Registry): AiMetrics {
  return {
    calls: new Counter({
      name: 'bridal_ai_calls_total',
      help: 'Calls to an AI provider, by provider, analysis step or advice kind, and outcome (ok, failed).',
      labelNames: ['provider', 'kind', 'outcome'],
      registers: [registry],
    }),
    tokens: new Counter({
      name: 'bridal_ai_tokens_total',
      help: 'Tokens the model spent (prompt, completion), answered or not, by provider and step or advice kind.',
      labelNames: ['provider', 'kind', 'type'],
      registers: [registry],
    }),
    failures: new Counter({
      name: 'bridal_ai_failures_total',
      help: 'Failed AI provider calls by reason: rate_limited (429), timeout, unavailable, invalid_answer, error.',
      labelNames: ['provider', 'kind', 'reason'],
      registers: [registry],
    }),
  };
}

/** A few reasons an operator can act on; the error's name is not read by callers, only classified here. */
export function aiFailureReasonOf(error: unknown): string {
  if (error instanceof ProviderRateLimitError) return 'rate_limited';
  if (error instanceof ProviderAnswerError) return 'invalid_answer';
  if (error instanceof ProviderUnavailableError) {
    const cause = error.cause as { name?: string } | undefined;
    return cause?.name === 'APIConnectionTimeoutError' ? 'timeout' : 'unavailable';
  }
  return 'error';
}

export type AiCall = { provider: string; kind: string } & (
  { ok: true; usage?: TokenUsage } | { ok: false; error: unknown }
);

/** Counts one call; tokens come from its answer, or from the error when the model answered unusably. */
export function recordAiCall(ai: AiMetrics, call: AiCall): void {
  const { provider, kind } = call;
  ai.calls.inc({ provider, kind, outcome: call.ok ? 'ok' : 'failed' });
  if (!call.ok) ai.failures.inc({ provider, kind, reason: aiFailureReasonOf(call.error) });
  const usage = call.ok ? call.usage : call.error instanceof ProviderAnswerError ? call.error.usage : undefined;
  if (usage) {
    ai.tokens.inc({ provider, kind, type: 'prompt' }, usage.promptTokens);
    ai.tokens.inc({ provider, kind, type: 'completion' }, usage.completionTokens);
  }
}
