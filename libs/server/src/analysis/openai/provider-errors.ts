import type { TokenUsage } from '../analysis-provider';

/** The model kept answering something we cannot use (not JSON, off-schema, invented dresses). */
export class ProviderAnswerError extends Error {
  override name = 'ProviderAnswerError';
  /** Tokens spent on the failed step, so they can still be billed to the boutique. */
  readonly usage?: TokenUsage;

  constructor(message: string, options: { usage?: TokenUsage; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.usage = options.usage;
  }
}

/**
 * The provider still answered 429 after the SDK's own retries. The worker should slow its
 * limiter down for `retryAfterMs` (when the server said) instead of hammering it again.
 */
export class ProviderRateLimitError extends Error {
  override name = 'ProviderRateLimitError';
  readonly retryAfterMs?: number;

  constructor(message: string, options: { retryAfterMs?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.retryAfterMs = options.retryAfterMs;
  }
}

/** The provider could not be reached, timed out, or refused the request (status when it answered). */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
  readonly status?: number;

  constructor(message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.status = options.status;
  }
}
