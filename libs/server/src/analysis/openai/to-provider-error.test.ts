import { describe, expect, it } from '@jest/globals';
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { ProviderRateLimitError, ProviderUnavailableError } from './provider-errors';
import { retryAfterMsOf, toProviderError } from './to-provider-error';

describe('SDK errors as provider errors', () => {
  it('reads retry-after in milliseconds, seconds or as an HTTP date', () => {
    const now = Date.parse('2026-03-02T10:00:00Z');
    expect(retryAfterMsOf(new Headers({ 'retry-after-ms': '1500', 'retry-after': '9' }), now)).toBe(1500);
    expect(retryAfterMsOf(new Headers({ 'retry-after': '2' }), now)).toBe(2000);
    expect(retryAfterMsOf(new Headers({ 'retry-after': 'Mon, 02 Mar 2026 10:00:05 GMT' }), now)).toBe(5000);
    expect(retryAfterMsOf(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
    expect(retryAfterMsOf(new Headers(), now)).toBeUndefined();
  });

  it('turns a 429 into ProviderRateLimitError with the wait the server asked for', () => {
    const error = toProviderError(
      APIError.generate(429, { message: 'slow down' }, 'slow down', new Headers({ 'retry-after': '3' })),
      1000,
    );
    expect(error).toBeInstanceOf(ProviderRateLimitError);
    expect((error as ProviderRateLimitError).retryAfterMs).toBe(3000);
  });

  it('turns timeouts, connection failures and other statuses into ProviderUnavailableError', () => {
    const timeout = toProviderError(new APIConnectionTimeoutError(), 300);
    expect(timeout).toBeInstanceOf(ProviderUnavailableError);
    expect(timeout.message).toBe('the model server did not answer within 300 ms');

    expect(toProviderError(new APIConnectionError({ message: 'refused' }), 300).message).toMatch(
      /could not be reached/,
    );

    const unauthorized = toProviderError(APIError.generate(401, { message: 'bad key' }, 'bad key', new Headers()), 300);
    expect(unauthorized).toBeInstanceOf(ProviderUnavailableError);
    expect((unauthorized as ProviderUnavailableError).status).toBe(401);
  });
});
