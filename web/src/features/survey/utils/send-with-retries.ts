import { ApiError } from '../../../lib/api-client';
import { SurveyNetworkError } from '../api/survey-network-error';

/** The waits before the second, third and fourth try of her final send. */
export const finalSendWaitsMs = [2_000, 5_000, 10_000] as const;

/** No answer within this long is a lost connection: her answers are small, the photos went ahead. */
export const finalSendTimeoutMs = 30_000;

const gatewayStatuses = [502, 503, 504];

/**
 * Worth a try again: no answer at all, or a gateway's answer that the server was away. Her
 * survey may have arrived even so; its send key makes the next try give back that bride. Any
 * other answer is about her survey, and the same survey again would get it again.
 */
export function isWorthSendingAgain(error: unknown): boolean {
  if (error instanceof SurveyNetworkError) return true;
  return error instanceof ApiError && gatewayStatuses.includes(error.status);
}

/** The progress line's words while her survey waits for its next try. */
export function describeSendRetry(error: unknown): string {
  return error instanceof ApiError ? 'The server did not answer: trying again' : 'The connection dropped: trying again';
}

export interface SendWithRetriesOptions {
  /** One wait per try again, in order; when they run out the last error is hers to see. */
  waitsMs?: readonly number[];
  /** A try failed and another follows after `waitMs`. */
  onRetry?: (retry: { failedTries: number; waitMs: number; error: unknown }) => void;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends, and on a lost connection or an absent server sends again after each wait in turn. */
export async function sendWithRetries<T>(
  send: () => Promise<T>,
  { waitsMs = finalSendWaitsMs, onRetry, wait = sleep }: SendWithRetriesOptions = {},
): Promise<T> {
  for (let failedTries = 0; ;) {
    try {
      return await send();
    } catch (error) {
      const waitMs = waitsMs[failedTries++];
      if (waitMs === undefined || !isWorthSendingAgain(error)) throw error;
      onRetry?.({ failedTries, waitMs, error });
      await wait(waitMs);
    }
  }
}
