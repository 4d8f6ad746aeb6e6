import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import type { TokenUsage } from '../analysis/analysis-provider';
import { dressLabel, type Dress } from '../dresses/dress';
import { askWithinTimeout } from '../analysis/openai/ask-for-json';
import { createOpenAiClient, type OpenAiConnection } from '../analysis/openai/openai-client';
import { type StrictJsonSchema, toStrictJsonSchema } from '../analysis/openai/strict-json-schema';
import type { AdviceContext, HelpQuestion } from './advice-context';
import { adviceAnswerSchema, dressAdviceAnswerSchema } from './advice-answer-schema';
import type { Advisor } from './advisor';
import { checkDressMentions } from '../dresses/check-dress-mentions';
import { coachingAdvicePrompt } from './prompts/coaching-advice-prompt';
import { helpAdvicePrompt } from './prompts/help-advice-prompt';
import { rankNewDresses } from './rank-new-dresses';
import { readAdviceFacts } from './read-advice-facts';
import { type DetailsReading, readDetails } from './read-details';
import { checkRecordFigures } from './check-record-figures';
import { type RecordLine, recordAdvice } from './record-advice';

/** The consultant is waiting in the appointment: the whole call, retries included, ends by then. */
export const adviceTimeoutMs = 20_000;
/** Enough choice for the model, already ranked for her, while the prompt stays small. */
export const maxAdviceCandidates = 8;

export interface OpenAiAdvisorOptions extends OpenAiConnection {
  /** For the whole call, retries included. */
  timeoutMs: number;
}

/** The dresses advice may name: the inventory, and the documents' top sellers her plan may hold. */
const namable = (context: AdviceContext): Dress[] => [...context.inventory, ...(context.topSellerItems ?? [])];

/** What of the consultant's record bears on this bride: the same lines the built-in advisor leads with. */
const recordLinesFor = (context: AdviceContext, details: DetailsReading | null): RecordLine[] =>
  recordAdvice(context.record, readAdviceFacts(context), details);

/** The candidate dresses a new recommendation may name: the inventory ranked again without what was suggested. */
export function newDressCandidates(context: AdviceContext, question: HelpQuestion): Dress[] {
  const ranking = rankNewDresses(readAdviceFacts(context), readDetails(question.details), maxAdviceCandidates);
  return ranking.chosen.map((entry) => entry.dress);
}

/** Help and coaching advice written by a model through the official SDK, held to a schema and to real dresses. */
export function createOpenAiAdvisor(options: OpenAiAdvisorOptions): Advisor {
  const client = createOpenAiClient(options, 1);
  const formats = {
    advice: toStrictJsonSchema(adviceAnswerSchema),
    dresses: toStrictJsonSchema(dressAdviceAnswerSchema),
  };

  // One try: the consultant is waiting, and the built-in advisor answers when the model cannot.
  async function ask<T>(
    name: string,
    messages: ChatCompletionMessageParam[],
    schema: z.ZodType<T>,
    format: StrictJsonSchema,
    check: (value: T) => string[],
  ): Promise<{ value: T; usage?: TokenUsage }> {
    return askWithinTimeout({
      client,
      model: options.model,
      timeoutMs: options.timeoutMs,
      name,
      messages,
      schema,
      format,
      check,
      corrections: 0,
    });
  }

  /** Advice in words, which may name only dresses she could be shown and figures of her record it was given. */
  async function plainAdvice(
    name: string,
    messages: ChatCompletionMessageParam[],
    context: AdviceContext,
    record: readonly RecordLine[],
  ) {
    const { value, usage } = await ask(name, messages, adviceAnswerSchema, formats.advice, (answer) => [
      ...checkDressMentions(answer.advice, namable(context), context.inventory),
      ...checkRecordFigures(answer.advice, record),
    ]);
    return { advice: value.advice, usage };
  }

  return {
    name: 'openai',

    async helpAdvice(context, question) {
      const record = recordLinesFor(context, readDetails(question.details));
      if (question.problem !== 'new-dress-recommendations') {
        return plainAdvice('help_advice', helpAdvicePrompt(context, question, record), context, record);
      }
      const candidates = newDressCandidates(context, question);
      const { value, usage } = await ask(
        'new_dress_advice',
        helpAdvicePrompt(context, question, record, candidates),
        dressAdviceAnswerSchema,
        formats.dresses,
        (answer) => {
          const problems = [
            ...checkDressMentions(answer.advice, candidates, context.inventory, answer.dressLabels),
            ...checkRecordFigures(answer.advice, record),
          ];
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
      const record = recordLinesFor(context, null);
      return plainAdvice('coaching_advice', coachingAdvicePrompt(context, question, record), context, record);
    },
  };
}
