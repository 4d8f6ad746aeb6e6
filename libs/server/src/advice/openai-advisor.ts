import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import type { TokenUsage } from '../analysis/analysis-provider';
import { dressLabel, type Dress } from '../analysis/dress';
import { ProviderAnswerError, ProviderUnavailableError } from '../analysis/openai/provider-errors';
import { type StrictJsonSchema, toStrictJsonSchema } from '../analysis/openai/strict-json-schema';
import { toProviderError } from '../analysis/openai/to-provider-error';
import { UsageMeter } from '../analysis/openai/usage-meter';
import type { AdviceContext, HelpQuestion } from './advice-context';
import { adviceAnswerSchema, dressAdviceAnswerSchema } from './advice-answer-schema';
import type { Advisor } from './advisor';
import { checkDressMentions } from './check-dress-mentions';
import { coachingAdvicePrompt } from './prompts/coaching-advice-prompt';
import { helpAdvicePrompt } from './prompts/help-advice-prompt';
import { rankNewDresses } from './rank-new-dresses';
import { readAdviceFacts } from './read-advice-facts';
import { readDetails } from './read-details';

/** The consultant is waiting in the appointment: the whole call, retries included, ends by then. */
export const adviceTimeoutMs = 20_000;
/** Enough choice for the model, already ranked for her, while the prompt stays small. */
export const maxAdviceCandidates = 8;

export interface OpenAiAdvisorOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** For the whole call, retries included. */
  timeoutMs: number;
  /** The SDK's retries with backoff on 408, 409, 429, 5xx and connection errors. */
  maxRetries?: number;
  fetch?: typeof fetch;
}

/** The dresses advice may name: the inventory, and the documents' top sellers her plan may hold. */
const namable = (context: AdviceContext): Dress[] => [...context.inventory, ...(context.topSellerItems ?? [])];

const withoutFence = (text: string) => /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(text.trim())?.[1] ?? text;

/** The candidate dresses a new recommendation may name: the inventory ranked again without what was suggested. */
export function newDressCandidates(context: AdviceContext, question: HelpQuestion): Dress[] {
  const ranking = rankNewDresses(readAdviceFacts(context), readDetails(question.details), maxAdviceCandidates);
  return ranking.chosen.map((entry) => entry.dress);
}

/** Help and coaching advice written by a model through the official SDK, held to a schema and to real dresses. */
export function createOpenAiAdvisor(options: OpenAiAdvisorOptions): Advisor {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries ?? 1,
    fetch: options.fetch,
  });
  const formats = {
    advice: toStrictJsonSchema(adviceAnswerSchema),
    dresses: toStrictJsonSchema(dressAdviceAnswerSchema),
  };

  async function ask<T>(
    name: string,
    messages: ChatCompletionMessageParam[],
    schema: z.ZodType<T>,
    format: StrictJsonSchema,
    check: (value: T) => string[],
  ): Promise<{ value: T; usage?: TokenUsage }> {
    const meter = new UsageMeter(options.model);
    const signal = AbortSignal.timeout(options.timeoutMs);
    let content: string | null | undefined;
    try {
      const completion = await client.chat.completions.create(
        {
          model: options.model,
          messages,
          response_format: { type: 'json_schema', json_schema: { name, strict: true, schema: format.schema } },
        },
        { signal },
      );
      meter.add(completion.usage);
      content = completion.choices[0]?.message.content;
    } catch (error) {
      if (signal.aborted) {
        throw new ProviderUnavailableError(`the model server did not answer within ${options.timeoutMs} ms`, {
          cause: error,
        });
      }
      throw toProviderError(error, options.timeoutMs);
    }
    const fail = (problem: string) =>
      new ProviderAnswerError(`the model's ${name} answer was not usable: ${problem}`, { usage: meter.total() });
    if (!content?.trim()) throw fail('it was empty');
    let json: unknown;
    try {
      json = JSON.parse(withoutFence(content));
    } catch {
      throw fail('it is not JSON');
    }
    const parsed = schema.safeParse(format.fromStrict(json));
    if (!parsed.success) {
      throw fail(
        parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; '),
      );
    }
    const problems = check(parsed.data);
    if (problems.length > 0) throw fail(problems.slice(0, 5).join('; '));
    return { value: parsed.data, usage: meter.total() };
  }

  return {
    name: 'openai',

    async helpAdvice(context, question) {
      if (question.problem !== 'new-dress-recommendations') {
        const { value, usage } = await ask(
          'help_advice',
          helpAdvicePrompt(context, question),
          adviceAnswerSchema,
          formats.advice,
          (answer) => checkDressMentions(answer.advice, namable(context), context.inventory),
        );
        return { advice: value.advice, usage };
      }
      const candidates = newDressCandidates(context, question);
      const { value, usage } = await ask(
        'new_dress_advice',
        helpAdvicePrompt(context, question, candidates),
        dressAdviceAnswerSchema,
        formats.dresses,
        (answer) => {
          const problems = checkDressMentions(answer.advice, candidates, context.inventory, answer.dressLabels);
          if (candidates.length > 0 && answer.dressLabels.length === 0)
            problems.push('no dress from the list was named');
          const text = answer.advice.toLowerCase();
          for (const dress of candidates) {
            const named = answer.dressLabels.some(
              (label) => label.trim().toLowerCase() === dressLabel(dress).toLowerCase(),
            );
            if (named && !text.includes((dress.name || dress.styleNumber).toLowerCase())) {
              problems.push(`${dressLabel(dress)} is listed in dressLabels but not named in the advice`);
            }
          }
          return problems;
        },
      );
      return { advice: value.advice, usage };
    },

    async coachingAdvice(context, question) {
      const { value, usage } = await ask(
        'coaching_advice',
        coachingAdvicePrompt(context, question),
        adviceAnswerSchema,
        formats.advice,
        (answer) => checkDressMentions(answer.advice, namable(context), context.inventory),
      );
      return { advice: value.advice, usage };
    },
  };
}
