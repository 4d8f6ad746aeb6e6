import type { CompletionUsage } from 'openai/resources/completions';
import type { TokenUsage } from '../analysis-provider';

/** Adds up the tokens of every call one step makes, retries included: they are all billed. */
export class UsageMeter {
  private promptTokens = 0;
  private completionTokens = 0;
  private calls = 0;

  constructor(readonly model: string) {}

  add(usage: CompletionUsage | undefined): void {
    this.calls += 1;
    // Some OpenAI-compatible servers leave usage out; count the call, not invented tokens.
    this.promptTokens += usage?.prompt_tokens ?? 0;
    this.completionTokens += usage?.completion_tokens ?? 0;
  }

  /** Undefined when the step made no call at all. */
  total(): TokenUsage | undefined {
    if (this.calls === 0) return undefined;
    return { model: this.model, promptTokens: this.promptTokens, completionTokens: this.completionTokens };
  }
}
