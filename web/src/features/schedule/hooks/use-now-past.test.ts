import { describe, expect, it } from '@jest/globals';
import { nextBoundary } from './use-now-past';

describe('the next boundary of a schedule', () => {
  const now = Date.parse('2027-03-10T10:00:00Z');

  it('is the first start still to come', () => {
    expect(nextBoundary(['2027-03-10T09:00:00Z', '2027-03-10T12:00:00Z', '2027-03-10T10:30:00Z'], now)).toBe(
      Date.parse('2027-03-10T10:30:00Z'),
    );
  });

  it('is none when every start has passed (or there is none)', () => {
    expect(nextBoundary(['2027-03-10T09:00:00Z', '2027-03-10T10:00:00Z'], now)).toBeNull();
    expect(nextBoundary([], now)).toBeNull();
  });
});
