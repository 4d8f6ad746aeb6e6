import { describe, expect, it } from '@jest/globals';
import { Registry } from 'prom-client';
import type { AdviceContext, CoachingQuestion, HelpQuestion } from '../advice/advice-context';
import type { Advisor } from '../advice/advisor';
import type { AnalysisContext, AnalysisProvider, StepOutput } from '../analysis/analysis-provider';
import type { AnalysisStep } from '../plans/analysis-schemas';
import {
  ProviderAnswerError,
  ProviderRateLimitError,
  ProviderUnavailableError,
} from '../analysis/openai/provider-errors';
import { aiFailureReasonOf, createAiMetrics } from './ai-metrics';
import { instrumentAdvisors } from './instrument-advisors';
import { instrumentAnalysisProviders } from './instrument-analysis-providers';

const context = {} as AnalysisContext;
const usage = { model: 'gpt-test', promptTokens: 120, completionTokens: 30 };

function fakeProvider(name: 'local' | 'openai', answer: (step: AnalysisStep) => Promise<unknown>): AnalysisProvider {
  return {
    name,
    run: async <S extends AnalysisStep>(step: S) => (await answer(step)) as StepOutput<S>,
  };
}

async function valueOf(registry: Registry, series: string): Promise<number | undefined> {
  const line = (await registry.metrics()).split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('AI provider metrics', () => {
  it('counts each step a provider runs, with its tokens, and each failure with its reason', async () => {
    const registry = new Registry();
    const ai = createAiMetrics(registry);
    const model = fakeProvider('openai', async (step) => {
      if (step === 'venue') return { result: {}, usage };
      if (step === 'style') throw new ProviderRateLimitError('429', { retryAfterMs: 1_000 });
      throw new ProviderAnswerError('not JSON twice', {
        usage: { model: 'gpt-test', promptTokens: 50, completionTokens: 7 },
      });
    });
    const { provider } = instrumentAnalysisProviders(
      { provider: model, fallback: fakeProvider('local', async () => ({})) },
      ai,
    );
    await provider.run('venue', context);
    await expect(provider.run('style', context)).rejects.toBeInstanceOf(ProviderRateLimitError);
    await expect(provider.run('strategy', context)).rejects.toBeInstanceOf(ProviderAnswerError);

    expect(await valueOf(registry, 'bridal_ai_calls_total{provider="openai",kind="venue",outcome="ok"}')).toBe(1);
    expect(await valueOf(registry, 'bridal_ai_tokens_total{provider="openai",kind="venue",type="prompt"}')).toBe(120);
    expect(await valueOf(registry, 'bridal_ai_tokens_total{provider="openai",kind="venue",type="completion"}')).toBe(
      30,
    );
    expect(await valueOf(registry, 'bridal_ai_calls_total{provider="openai",kind="style",outcome="failed"}')).toBe(1);
    expect(
      await valueOf(registry, 'bridal_ai_failures_total{provider="openai",kind="style",reason="rate_limited"}'),
    ).toBe(1);
    // An unusable answer still spent tokens, and they are counted.
    expect(
      await valueOf(registry, 'bridal_ai_failures_total{provider="openai",kind="strategy",reason="invalid_answer"}'),
    ).toBe(1);
    expect(await valueOf(registry, 'bridal_ai_tokens_total{provider="openai",kind="strategy",type="prompt"}')).toBe(50);
  });

  it('keeps a provider that is its own fallback one and the same object', () => {
    const ai = createAiMetrics(new Registry());
    const local = fakeProvider('local', async () => ({ result: {} }));
    const alone = instrumentAnalysisProviders({ provider: local, fallback: local }, ai);
    expect(alone.provider).toBe(alone.fallback);
    const model = fakeProvider('openai', async () => ({ result: {} }));
    const both = instrumentAnalysisProviders({ provider: model, fallback: local }, ai);
    expect(both.provider).not.toBe(both.fallback);
    expect(both.provider.name).toBe('openai');
  });

  it('classifies failures into a few reasons', () => {
    const timeout = Object.assign(new Error('timed out'), { name: 'APIConnectionTimeoutError' });
    expect(aiFailureReasonOf(new ProviderUnavailableError('slow', { cause: timeout }))).toBe('timeout');
    expect(aiFailureReasonOf(new ProviderUnavailableError('answered 503', { status: 503 }))).toBe('unavailable');
    expect(aiFailureReasonOf(new ProviderRateLimitError('429'))).toBe('rate_limited');
    expect(aiFailureReasonOf(new TypeError('bug'))).toBe('error');
    expect(aiFailureReasonOf('a string')).toBe('error');
  });

  it('counts advice by kind, and wraps the same advisors once per registry', async () => {
    const registry = new Registry();
    const ai = createAiMetrics(registry);
    const advisor: Advisor = {
      name: 'openai',
      helpAdvice: async () => ({ advice: '## Help', usage }),
      coachingAdvice: async () => {
        throw new ProviderUnavailableError('answered 500', { status: 500 });
      },
    };
    const local: Advisor = {
      name: 'local',
      helpAdvice: async () => ({ advice: 'x' }),
      coachingAdvice: async () => ({ advice: 'y' }),
    };
    const advisors = { advisor, fallback: local };
    const counted = instrumentAdvisors(advisors, ai);
    expect(instrumentAdvisors(advisors, ai)).toBe(counted);
    expect(instrumentAdvisors(advisors, undefined)).toBe(advisors);
    const alone = instrumentAdvisors({ advisor: local, fallback: local }, ai);
    expect(alone.advisor).toBe(alone.fallback);

    await counted.advisor.helpAdvice({} as AdviceContext, {} as HelpQuestion);
    await expect(counted.advisor.coachingAdvice({} as AdviceContext, {} as CoachingQuestion)).rejects.toThrow();
    await counted.fallback.coachingAdvice({} as AdviceContext, {} as CoachingQuestion);
    expect(await valueOf(registry, 'bridal_ai_calls_total{provider="openai",kind="help-advice",outcome="ok"}')).toBe(1);
    expect(await valueOf(registry, 'bridal_ai_tokens_total{provider="openai",kind="help-advice",type="prompt"}')).toBe(
      120,
    );
    expect(
      await valueOf(
        registry,
        'bridal_ai_failures_total{provider="openai",kind="coaching-advice",reason="unavailable"}',
      ),
    ).toBe(1);
    expect(await valueOf(registry, 'bridal_ai_calls_total{provider="local",kind="coaching-advice",outcome="ok"}')).toBe(
      1,
    );
  });
});
