import { describe, expect, it } from '@jest/globals';
import { countsLine, describeStanding, improvementLine, isOpenGoal, periodLine } from './describe-goal';
import { standingOf } from './standing-fixture';

describe("a goal's lines", () => {
  it('says what each measure was divided from, in the singular for one', () => {
    expect(countsLine('contact_ratio', { value: 0.4, part: 2, whole: 5 })).toBe('2 of 5 brides bought');
    expect(countsLine('contact_ratio', { value: 1, part: 1, whole: 1 })).toBe('1 of 1 bride bought');
    expect(countsLine('appointment_ratio', { value: 0.5, part: 1, whole: 2 })).toBe('1 sale in 2 appointments');
    expect(countsLine('average_sale', { value: 225_000, part: 450_000, whole: 2 })).toBe('$4,500 over 2 sales');
    expect(countsLine('average_sale', { value: null, part: 0, whole: 0 })).toBe('no sale with an amount');
    expect(countsLine('pull_list_rate', { value: 0, part: 0, whole: 3 })).toBe('0 of 3 sales from her pull list');
    expect(countsLine('win_back_rate', { value: 0.25, part: 1, whole: 4 })).toBe('1 won back of 4 brides written to');
    expect(countsLine('outcomes_on_time', { value: 1, part: 6, whole: 6 })).toBe('6 of 6 outcomes within 24 h');
    expect(countsLine('behaviour', { value: 0.75, part: 3, whole: 4 })).toBe('yes on 3 of 4 score cards');
  });

  it('writes the period as its days, or the one day', () => {
    expect(periodLine({ from: '2025-06-01', to: '2025-06-15' })).toBe('Jun 1, 2025 – Jun 15, 2025');
    expect(periodLine({ from: '2025-06-01', to: '2025-06-01' })).toBe('Jun 1, 2025');
  });

  it('says how far from the starting point, reached, slipped back, or nothing to compare', () => {
    expect(improvementLine(1)).toBe('Target reached from the starting point');
    expect(improvementLine(0.4)).toBe('40 % of the way from the starting point');
    expect(improvementLine(0)).toBe('0 % of the way from the starting point');
    expect(improvementLine(-0.25)).toBe('25 % back from the starting point');
    expect(improvementLine(null)).toBe('Nothing to compare with before yet');
  });

  it('describes a goal met, one not met, one ended and one with nothing counted', () => {
    expect(describeStanding(standingOf())).toEqual({
      value: '40 %',
      target: '40 %',
      counts: '2 of 5 brides bought',
      period: 'Jun 1, 2025 – Jun 15, 2025',
      due: 'Jun 30, 2025',
      baseline: '25 % before (1 of 4 brides bought, May 2, 2025 – May 31, 2025)',
      improvement: 'Target reached from the starting point',
      status: 'Met',
    });
    const notYet = standingOf({
      current: { value: 0.3, part: 3, whole: 10 },
      met: false,
      improvement: 1 / 3,
      status: 'not_yet',
    });
    expect(describeStanding(notYet)).toMatchObject({
      value: '30 %',
      status: 'Not yet',
      improvement: '33 % of the way from the starting point',
    });
    expect(describeStanding(standingOf({ ended: true, met: false, status: 'ended' })).status).toBe('Ended, not met');
    const none = standingOf(
      {
        current: { value: null, part: 0, whole: 0 },
        met: null,
        improvement: null,
        status: 'no_data',
        baseline: { value: { value: null, part: 0, whole: 0 }, period: { from: '2025-05-02', to: '2025-05-31' } },
      },
      { measure: 'average_sale', target: 250_000 },
    );
    expect(describeStanding(none)).toMatchObject({
      value: '—',
      target: '$2,500',
      counts: 'no sale with an amount',
      baseline: '— before (no sale with an amount, May 2, 2025 – May 31, 2025)',
      status: 'Nothing measured yet',
    });
  });

  it('knows a suggestion that is already an open goal, and not one that ended', () => {
    const goals = [
      standingOf(),
      standingOf({ ended: true }, { id: 'g2', measure: 'behaviour', behaviourKey: 'askedForSale' }),
    ];
    expect(isOpenGoal(goals, { measure: 'contact_ratio', behaviourKey: null })).toBe(true);
    expect(isOpenGoal(goals, { measure: 'behaviour', behaviourKey: 'askedForSale' })).toBe(false);
    expect(isOpenGoal(goals, { measure: 'average_sale', behaviourKey: null })).toBe(false);
  });
});
