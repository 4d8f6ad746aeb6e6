import { describe, expect, it } from '@jest/globals';
import { difference, wilson } from '@bridal/shared/coaching/statistics';
import { countsOf, coverageOf, describeDifference, formatShare, intervalOf } from './describe-figures';

describe('the score-card figures in words', () => {
  it('writes a share with its counts and its interval', () => {
    const half = wilson(5, 10);
    expect(formatShare(half)).toBe('50 %');
    expect(countsOf(half)).toBe('5 of 10');
    expect(intervalOf(half)).toBe('27–73 %');
  });

  it('writes a dash and no interval when there was nothing to count', () => {
    const none = wilson(0, 0);
    expect(formatShare(none)).toBe('—');
    expect(countsOf(none)).toBe('0 of 0');
    expect(intervalOf(none)).toBe('');
    expect(describeDifference(difference(3, 5, 0, 0))).toBe('—');
  });

  it('writes a difference in points with its range, signed', () => {
    expect(describeDifference(difference(40, 50, 20, 50))).toBe('+40 points (+24 to +53)');
    expect(describeDifference(difference(20, 50, 40, 50))).toBe('-40 points (-53 to -24)');
  });

  it('says how many completed appointments have a card', () => {
    expect(coverageOf(1, 3)).toBe('1 score card for 3 completed appointments');
    expect(coverageOf(0, 1)).toBe('0 score cards for 1 completed appointment');
  });
});
