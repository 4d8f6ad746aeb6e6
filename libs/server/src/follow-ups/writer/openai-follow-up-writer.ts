import { askWithinTimeout } from '../../analysis/openai/ask-for-json';
import { createOpenAiClient, type OpenAiConnection } from '../../analysis/openai/openai-client';
import { toStrictJsonSchema } from '../../analysis/openai/strict-json-schema';
import { checkFollowUpDraft } from './check-follow-up-draft';
import { followUpAnswerSchema } from './follow-up-answer-schema';
import type { FollowUpWriter } from './follow-up-writer';
import { followUpPrompt } from './prompts/follow-up-prompt';

/** The worker drafts in the background, but a draft is one short e-mail: it never needs long. */
export const followUpTimeoutMs = 30_000;

export interface OpenAiFollowUpWriterOptions extends OpenAiConnection {
  /** For the whole call, retries included. */
  timeoutMs: number;
}

/** Follow-ups written by a model through the official SDK, held to a schema and to her own dresses. */
export function createOpenAiFollowUpWriter(options: OpenAiFollowUpWriterOptions): FollowUpWriter {
  const client = createOpenAiClient(options, 1);
  const format = toStrictJsonSchema(followUpAnswerSchema);
  return {
    name: 'openai',
    async write(facts) {
      const { value, usage } = await askWithinTimeout({
        client,
        model: options.model,
        timeoutMs: options.timeoutMs,
        name: 'follow_up',
        messages: followUpPrompt(facts),
        schema: followUpAnswerSchema,
        format,
        check: (draft) => checkFollowUpDraft(draft, facts),
        // Nobody waits on a draft: one corrective retry before the built-in writer answers.
        corrections: 1,
      });
      return { draft: value, usage };
    },
  };
}
