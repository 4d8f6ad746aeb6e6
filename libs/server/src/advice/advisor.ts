import type { TokenUsage } from '../analysis/analysis-provider';
import type { AdviceContext, CoachingQuestion, HelpQuestion } from './advice-context';

export interface AdviceOutput {
  /** Markdown for the consultant. */
  advice: string;
  usage?: TokenUsage;
}

/** Answers the two interactive calls: help in a hard moment, and coaching towards her goals. */
export interface Advisor {
  readonly name: 'local' | 'openai';
  helpAdvice(context: AdviceContext, question: HelpQuestion): Promise<AdviceOutput>;
  coachingAdvice(context: AdviceContext, question: CoachingQuestion): Promise<AdviceOutput>;
}
