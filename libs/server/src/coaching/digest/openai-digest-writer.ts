import { askWithinTimeout } from '../../analysis/openai/ask-for-json';
import { createOpenAiClient, type OpenAiConnection } from '../../analysis/openai/openai-client';
import { toStrictJsonSchema } from '../../analysis/openai/strict-json-schema';
import { checkDigestWords } from './check-digest-words';
import { wordDigest } from './coach-words';
import { describeDigestFacts } from './describe-digest-facts';
import { digestAnswerSchema } from './digest-answer-schema';
import type { DigestWordsWriter } from './digest-writers';
import { digestPrompt } from './prompts/digest-prompt';

/** Nobody waits on a digest, but a boutique's week has a dozen of them. */
export const digestTimeoutMs = 30_000;

export interface OpenAiDigestWriterOptions extends OpenAiConnection {
  /** For the whole call, retries included. */
  timeoutMs: number;
}

/**
 * A digest worded by a model through the official SDK: it is given the facts (never the raw data),
 * answers the schema, and its words are refused (one corrective retry, then the built-in coach) when
 * they hold a number, a name or a dress the facts do not, or another focus. The figures' lines under
 * the words are always the coach's.
 */
export function createOpenAiDigestWriter(options: OpenAiDigestWriterOptions): DigestWordsWriter {
  const client = createOpenAiClient(options, 1);
  const format = toStrictJsonSchema(digestAnswerSchema);
  return {
    name: 'model',
    async write(facts, context) {
      const described = describeDigestFacts(facts);
      const { value, usage } = await askWithinTimeout({
        client,
        model: options.model,
        timeoutMs: options.timeoutMs,
        name: 'coaching_digest',
        messages: digestPrompt(facts, described),
        schema: digestAnswerSchema,
        format,
        check: (answer) => checkDigestWords(answer, facts, described, context),
        corrections: 1,
      });
      return { content: { ...value, figures: wordDigest(facts).figures }, usage };
    },
  };
}
