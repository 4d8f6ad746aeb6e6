import { keepAllowedLinks } from '@bridal/shared/markdown/keep-allowed-links';
import type { TokenUsage } from '../analysis/analysis-provider';
import { ProviderAnswerError } from '../analysis/openai/provider-errors';
import type { Logger } from '../logging/create-logger';
import type { AdviceOutput, Advisor } from './advisor';
import type { Advisors } from './create-advisor';

export type AdviceProvider = 'local' | 'openai' | 'local-fallback';

export interface AdviceOutcome {
  advice: string;
  provider: AdviceProvider;
  /** Tokens the model spent, answered or not: they are billed either way. */
  usage?: TokenUsage;
}

// Advice quotes her answers, the consultant's note and the inventory, and a model writes what it
// likes: no link or picture in it is ours to show, so none renders.
const withoutLinks = (advice: string): string => keepAllowedLinks(advice, []);

/** Asks the advisor; on any failure of the model the built-in advisor answers, and says so. */
export async function adviseWithFallback(
  advisors: Advisors,
  ask: (advisor: Advisor) => Promise<AdviceOutput>,
  logger: Logger,
): Promise<AdviceOutcome> {
  const { advisor, fallback } = advisors;
  try {
    const output = await ask(advisor);
    return { advice: withoutLinks(output.advice), provider: advisor.name, usage: output.usage };
  } catch (error) {
    if (advisor === fallback) throw error;
    logger.warn({ err: error }, 'the model could not advise: the built-in advisor answers instead');
    const output = await ask(fallback);
    const usage = error instanceof ProviderAnswerError ? error.usage : undefined;
    return { advice: withoutLinks(output.advice), provider: 'local-fallback', usage };
  }
}
