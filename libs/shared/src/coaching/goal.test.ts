import { describe, expect, it } from '@jest/globals';
import { type ConsultantGoal, goalImprovement, goalProgress, goalStatus } from './goal';
import { type CoachingCounts, emptyCoachingCounts } from './measures';

const goal = (change: Partial<ConsultantGoal> = {}): ConsultantGoal => ({
  id: 'g1',
  consultantId: 'c1',
  measure: 'contact_ratio',
  behaviourKey: null,
  target: 0.4,
  startsOn: '2025-06-01',
  dueOn: '2025-06-30',
  ...change,
});
const counts = (change: Partial<CoachingCounts>): CoachingCounts => ({ ...emptyCoachingCounts(), ...change });
const june = { from: '2025-06-01', to: '2025-06-15' };

describe('how a goal stands', () => {
  it('has nothing to say before anything is counted', () => {
    const progress = goalProgress(goal(), emptyCoachingCounts(), june, '2025-06-15');
    expect(progress).toMatchObject({ current: { value: null, part: 0, whole: 0 }, met: null, ended: false });
    expect(goalStatus(progress)).toBe('no_data');
  });

  it('is met at the target: 4 brides of 10 is 40 %', () => {
    const progress = goalProgress(goal(), counts({ bridesSeen: 10, bridesBought: 4 }), june, '2025-06-15');
    expect(progress.current).toEqual({ value: 0.4, part: 4, whole: 10 });
    expect(goalStatus(progress)).toBe('met');
  });

  it('is not yet met at 3 of 10, and has ended unmet once its date passed', () => {
    const three = counts({ bridesSeen: 10, bridesBought: 3 });
    expect(goalStatus(goalProgress(goal(), three, june, '2025-06-15'))).toBe('not_yet');
    expect(goalStatus(goalProgress(goal(), three, june, '2025-06-30'))).toBe('not_yet');
    const ended = goalProgress(goal(), three, { from: '2025-06-01', to: '2025-06-30' }, '2025-07-01');
    expect(ended.ended).toBe(true);
    expect(goalStatus(ended)).toBe('ended');
  });

  it('stays met after its date, and ended with nothing counted is ended', () => {
    const met = goalProgress(goal(), counts({ bridesSeen: 5, bridesBought: 5 }), june, '2025-07-02');
    expect(goalStatus(met)).toBe('met');
    expect(goalStatus(goalProgress(goal(), emptyCoachingCounts(), june, '2025-07-02'))).toBe('ended');
  });

  it("reads an average sale in cents and a behaviour's rate by its key", () => {
    const sale = goalProgress(
      goal({ measure: 'average_sale', target: 250_000 }),
      counts({ sales: 3, pricedSales: 2, salesTotalCents: 560_000 }),
      june,
      '2025-06-15',
    );
    expect(sale.current.value).toBe(280_000);
    expect(sale.met).toBe(true);
    const asked = goalProgress(
      goal({ measure: 'behaviour', behaviourKey: 'askedForSale', target: 0.8 }),
      counts({ behaviours: { askedForSale: { yes: 3, no: 1, notRelevant: 2, yesSold: 1, noSold: 0 } } }),
      june,
      '2025-06-15',
    );
    expect(asked.current).toEqual({ value: 0.75, part: 3, whole: 4 });
    expect(asked.met).toBe(false);
  });
});

describe('improvement against her own starting point', () => {
  it('is the share of the way from her baseline to the target', () => {
    // From 25 % toward 40 %: at 31 % she has come 40 % of the way.
    expect(goalImprovement(0.4, 0.25, 0.31)).toBeCloseTo(0.4);
    expect(goalImprovement(0.4, 0.25, 0.25)).toBe(0);
    // An average sale from $2,000 toward $2,500, now $2,250: half way.
    expect(goalImprovement(250_000, 200_000, 225_000)).toBe(0.5);
  });

  it('counts a target reached or passed as 1, never more', () => {
    expect(goalImprovement(0.4, 0.25, 0.4)).toBe(1);
    expect(goalImprovement(0.4, 0.25, 0.9)).toBe(1);
  });

  it('goes below 0 when she slipped back, at most -1', () => {
    expect(goalImprovement(0.4, 0.3, 0.25)).toBeCloseTo(-0.5);
    expect(goalImprovement(0.4, 0.3, 0)).toBe(-1);
  });

  it('counts a target she already stood at as 1 while she holds it, and the shortfall once she slips', () => {
    expect(goalImprovement(0.4, 0.5, 0.45)).toBe(1);
    expect(goalImprovement(0.4, 0.4, 0.4)).toBe(1);
    expect(goalImprovement(0.4, 0.5, 0.3)).toBeCloseTo(-0.25);
  });

  it('claims nothing without a baseline or without anything counted since', () => {
    expect(goalImprovement(0.4, null, 0.5)).toBeNull();
    expect(goalImprovement(0.4, 0.2, null)).toBeNull();
  });
});
