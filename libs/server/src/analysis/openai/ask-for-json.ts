import type OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import { invalidAnswerMessage } from './prompts/correction-messages';
import { ProviderAnswerError, ProviderUnavailableError } from './provider-errors';
import type { JsonSchema, StrictJsonSchema } from './strict-json-schema';
import { toProviderError } from './to-provider-error';
import { UsageMeter } from './usage-meter';

export interface AskForJsonOptions<T> {
  client: OpenAI;
  model: string;
  timeoutMs: number;
  /** The schema's name for the server: letters, digits, _ and - only. */
  name: string;
  messages: ChatCompletionMessageParam[];
  /** The contract the answer is held to. */
  schema: z.ZodType<T>;
  format: StrictJsonSchema;
  /** Sent instead of `format.schema` when a step narrows it (to the dresses it offered, say). */
  requestSchema?: JsonSchema;
  /** Problems zod cannot see; they get the same corrective retry. */
  check?: (value: T) => string[];
  /** Corrective retries after an unusable answer. */
  corrections?: number;
  meter: UsageMeter;
  /** Ends the request, the SDK's retries included; its end reads as the server not answering in time. */
  signal?: AbortSignal;
}

export interface JsonAnswer<T> {
  value: T;
  /** The conversation with the accepted answer last, to continue it with a follow-up. */
  conversation: ChatCompletionMessageParam[];
}

type Reading<T> = { ok: true; value: T } | { ok: false; problems: string[] };

const maxProblems = 8;

/** Some local servers wrap the JSON in a markdown fence even when asked for a schema. */
const withoutFence = (text: string) => /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(text.trim())?.[1] ?? text;

function readAnswer<T>(choice: ChatCompletion.Choice | undefined, options: AskForJsonOptions<T>): Reading<T> {
  const content = choice?.message.content;
  if (!content?.trim()) {
    const refusal = choice?.message.refusal;
    return { ok: false, problems: [refusal ? `you refused ("${refusal.slice(0, 300)}")` : 'the answer was empty'] };
  }
  let json: unknown;
  try {
    json = JSON.parse(withoutFence(content));
  } catch (error) {
    const cutOff = choice?.finish_reason === 'length' ? ' (it was cut off: keep it shorter)' : '';
    return { ok: false, problems: [`it is not JSON${cutOff}: ${(error as Error).message}`] };
  }
  const parsed = options.schema.safeParse(options.format.fromStrict(json));
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues
        .slice(0, maxProblems)
        .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`),
    };
  }
  const problems = options.check?.(parsed.data) ?? [];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: parsed.data };
}

async function complete<T>(options: AskForJsonOptions<T>, messages: ChatCompletionMessageParam[]) {
  try {
    const completion = await options.client.chat.completions.create(
      {
        model: options.model,
        messages,
        response_format: {
          type: 'json_schema',
          json_schema: { name: options.name, strict: true, schema: options.requestSchema ?? options.format.schema },
        },
      },
      options.signal ? { signal: options.signal } : undefined,
    );
    options.meter.add(completion.usage);
    return completion.choices[0];
  } catch (error) {
    if (options.signal?.aborted) {
      throw new ProviderUnavailableError(`the model server did not answer within ${options.timeoutMs} ms`, {
        cause: error,
      });
    }
    throw toProviderError(error, options.timeoutMs);
  }
}

/**
 * Asks for a structured answer and holds it to the zod schema. An answer that is not JSON or
 * misses the schema gets one corrective retry (by default) before the step gives up.
 */
export async function askForJson<T>(options: AskForJsonOptions<T>): Promise<JsonAnswer<T>> {
  const corrections = options.corrections ?? 1;
  let conversation = options.messages;
  for (let attempt = 0; ; attempt += 1) {
    const choice = await complete(options, conversation);
    const answered: ChatCompletionMessageParam = {
      role: 'assistant',
      content: choice?.message.content || choice?.message.refusal || '(no answer)',
    };
    const reading = readAnswer(choice, options);
    if (reading.ok) return { value: reading.value, conversation: [...conversation, answered] };
    if (attempt >= corrections) {
      throw new ProviderAnswerError(
        `the model's ${options.name} answer was not valid after ${attempt + 1} tries: ${reading.problems.join('; ')}`,
        { usage: options.meter.total() },
      );
    }
    conversation = [...conversation, answered, { role: 'user', content: invalidAnswerMessage(reading.problems) }];
  }
}

/**
 * `askForJson` for someone waiting on the answer (a consultant, the follow-up drafter): held to
 * its timeout as a whole, the SDK's retries included, with its own meter. The value and its cost.
 */
export async function askWithinTimeout<T>(
  options: Omit<AskForJsonOptions<T>, 'meter' | 'signal'>,
): Promise<{ value: T; usage: ReturnType<UsageMeter['total']> }> {
  const meter = new UsageMeter(options.model);
  const { value } = await askForJson({ ...options, signal: AbortSignal.timeout(options.timeoutMs), meter });
  return { value, usage: meter.total() };
}
