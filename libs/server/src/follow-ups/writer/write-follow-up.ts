import { ProviderAnswerError } from '../../analysis/openai/provider-errors';
import type { Logger } from '../../logging/create-logger';
import type { FollowUpFacts, FollowUpWriters, WrittenFollowUp } from './follow-up-writer';

/** Drafts with the writer; on any failure of the model the built-in writer drafts, marked as such. */
export async function writeFollowUp(
  writers: FollowUpWriters,
  facts: FollowUpFacts,
  logger: Logger,
): Promise<WrittenFollowUp> {
  const { writer, fallback } = writers;
  try {
    const { draft, usage } = await writer.write(facts);
    return { draft, writer: writer.name, usage };
  } catch (error) {
    if (writer === fallback) throw error;
    logger.warn(
      { err: error, followUpId: facts.followUpId },
      'the model could not write the follow-up: the built-in writer drafts it instead',
    );
    const { draft } = await fallback.write(facts);
    // Tokens of a refused answer are billed all the same.
    const usage = error instanceof ProviderAnswerError ? error.usage : undefined;
    return { draft, writer: 'local-fallback', usage };
  }
}
