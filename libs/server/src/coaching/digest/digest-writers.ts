import type { DigestContent, DigestFacts, DigestWriter } from '@bridal/shared/coaching/digest';
import type { TokenUsage } from '../../analysis/analysis-provider';
import type { Logger } from '../../logging/create-logger';
import type { DigestWordsContext } from './check-digest-words';
import { wordDigest } from './coach-words';

/** Who words a digest: the built-in coach, or the model from the same facts. */
export interface DigestWordsWriter {
  readonly name: DigestWriter;
  write(facts: DigestFacts, context: DigestWordsContext): Promise<{ content: DigestContent; usage?: TokenUsage }>;
}

export interface DigestWriters {
  writer: DigestWordsWriter;
  /** The built-in coach, which words the digest whenever the model fails or its words are refused. */
  fallback: DigestWordsWriter;
}

export const coachWriter: DigestWordsWriter = {
  name: 'coach',
  write: async (facts) => ({ content: wordDigest(facts) }),
};

/** The digest's words and who wrote them: the model's, or the coach's when the model fails (logged). */
export async function writeDigestWords(
  writers: DigestWriters,
  facts: DigestFacts,
  context: DigestWordsContext,
  logger: Logger,
): Promise<{ content: DigestContent; writtenBy: DigestWriter }> {
  const { writer, fallback } = writers;
  try {
    const { content } = await writer.write(facts, context);
    return { content, writtenBy: writer.name };
  } catch (error) {
    if (writer === fallback) throw error;
    logger.warn(
      { err: error, kind: facts.kind, weekStart: facts.weekStart },
      'the model could not word the coaching digest: the built-in coach words it instead',
    );
    return { content: (await fallback.write(facts, context)).content, writtenBy: fallback.name };
  }
}
