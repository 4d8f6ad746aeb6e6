import { describe, expect, it } from '@jest/globals';
import { describePlanRefresh } from './describe-plan-refresh';

describe('describePlanRefresh', () => {
  it('says how many plans are being refreshed, one or many', () => {
    expect(describePlanRefresh({ refreshed: 1, busy: 0 })).toEqual({
      title: 'Refreshing Plans',
      description:
        'Picking dresses again for 1 plan from the current inventory. Each profile shows its new dresses in a minute or two.',
    });
    expect(describePlanRefresh({ refreshed: 3, busy: 0 }).description).toMatch(/^Picking dresses again for 3 plans /);
  });

  it('says when nothing needed refreshing, and mentions plans still being prepared', () => {
    expect(describePlanRefresh({ refreshed: 0, busy: 0 })).toEqual({
      title: 'Plans Up to Date',
      description: "Every upcoming bride's dresses already come from the current inventory.",
    });
    expect(describePlanRefresh({ refreshed: 0, busy: 2 }).description).toBe(
      "Every upcoming bride's dresses already come from the current inventory. 2 plans still being prepared will use the current inventory as they finish.",
    );
    expect(describePlanRefresh({ refreshed: 2, busy: 1 }).description).toMatch(
      /1 plan still being prepared will use the current inventory as it finishes\.$/,
    );
  });
});
