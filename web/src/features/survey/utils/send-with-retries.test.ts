import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError } from '../../../lib/api-client';
import { SurveyNetworkError } from '../api/survey-network-error';
import { describeSendRetry, finalSendWaitsMs, isWorthSendingAgain, sendWithRetries } from './send-with-retries';

const sent = { brideId: 'b1', bookingToken: null };
const refusal = (status: number) => new ApiError(status, JSON.stringify({ error: 'No.' }), '');

/** A send that fails with each error in turn, then answers. */
function sendFailing(...errors: unknown[]) {
  const failures = [...errors];
  return jest.fn(async () => {
    const failure = failures.shift();
    if (failure !== undefined) throw failure;
    return sent;
  });
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('her final send, tried again', () => {
  it('waits 2 s, then 5 s, between tries when the connection drops, and answers the try that got through', async () => {
    const send = sendFailing(new SurveyNetworkError(), new SurveyNetworkError());
    const retries: { failedTries: number; waitMs: number }[] = [];
    const result = sendWithRetries(send, {
      onRetry: ({ failedTries, waitMs }) => retries.push({ failedTries, waitMs }),
    });

    await jest.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1_999);
    expect(send).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(4_999);
    expect(send).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(sent);
    expect(send).toHaveBeenCalledTimes(3);
    expect(retries).toEqual([
      { failedTries: 1, waitMs: 2_000 },
      { failedTries: 2, waitMs: 5_000 },
    ]);
  });

  it.each([502, 503, 504])('tries again after a gateway answer %i', async (status) => {
    const send = sendFailing(refusal(status));
    const result = sendWithRetries(send);
    await jest.advanceTimersByTimeAsync(finalSendWaitsMs[0]);
    await expect(result).resolves.toBe(sent);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it.each([400, 404, 409, 413, 429, 500])(
    'never tries again after %i: the answer is about her survey',
    async (status) => {
      const send = sendFailing(refusal(status));
      const onRetry = jest.fn();
      const result = sendWithRetries(send, { onRetry });
      await expect(result).rejects.toMatchObject({ status });
      await jest.advanceTimersByTimeAsync(60_000);
      expect(send).toHaveBeenCalledTimes(1);
      expect(onRetry).not.toHaveBeenCalled();
    },
  );

  it('gives up after 2 s, 5 s and 10 s, with the last error for her message and Try again', async () => {
    const last = new SurveyNetworkError('The survey upload timed out');
    const send = sendFailing(new SurveyNetworkError(), refusal(503), new SurveyNetworkError(), last);
    const waits: number[] = [];
    const result = sendWithRetries(send, { onRetry: ({ waitMs }) => waits.push(waitMs) });
    const outcome = expect(result).rejects.toBe(last);
    await jest.advanceTimersByTimeAsync(2_000 + 5_000 + 10_000);
    await outcome;
    expect(send).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([2_000, 5_000, 10_000]);
  });

  it('says on the progress line why it is trying again', () => {
    expect(describeSendRetry(new SurveyNetworkError())).toBe('The connection dropped: trying again');
    expect(describeSendRetry(refusal(503))).toBe('The server did not answer: trying again');
    expect(isWorthSendingAgain(new Error('a bug of ours'))).toBe(false);
  });
});
