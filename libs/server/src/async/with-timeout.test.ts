import { describe, expect, it, jest } from '@jest/globals';
import { TimeoutError, withTimeout } from './with-timeout';

const never = () => new Promise<never>(() => undefined);
const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('withTimeout', () => {
  it('answers what the promise answers when it settles in time', async () => {
    await expect(withTimeout(Promise.resolve(42), 1_000, 'Redis')).resolves.toBe(42);
    await expect(withTimeout(after(5, 'late but in time'), 1_000, 'Redis')).resolves.toBe('late but in time');
  });

  it('passes a rejection in time through as it is', async () => {
    const failure = new Error('connection refused');
    await expect(withTimeout(Promise.reject(failure), 1_000, 'Redis')).rejects.toBe(failure);
  });

  it('rejects with a TimeoutError naming what did not answer, and how long it was given', async () => {
    const outcome = withTimeout(never(), 10, 'the queue');
    await expect(outcome).rejects.toBeInstanceOf(TimeoutError);
    await expect(outcome).rejects.toThrow('the queue did not answer within 10 ms');
  });

  it('clears its timer once the promise settles, and leaves no late failure unhandled', async () => {
    jest.useFakeTimers();
    try {
      const answer = withTimeout(Promise.resolve('ok'), 60_000, 'PostgreSQL');
      await expect(answer).resolves.toBe('ok');
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
    let fail: (error: Error) => void = () => undefined;
    const slow = new Promise<never>((_, reject) => (fail = reject));
    await expect(withTimeout(slow, 5, 'Redis')).rejects.toBeInstanceOf(TimeoutError);
    // Rejecting after the timeout must not surface as an unhandled rejection.
    fail(new Error('too late'));
    await new Promise((resolve) => setImmediate(resolve));
  });
});
