import { describe, expect, it } from '@jest/globals';
import { behaviourFiguresOf } from './behaviour-figures';
import { emptyCoachingCounts } from './measures';

describe('behaviourFiguresOf', () => {
  const behaviours = [
    { key: 'askedForSale', label: 'Asked for the sale' },
    { key: 'offeredAVeil', label: 'Offered a veil' },
  ];

  it("gives each of the boutique's behaviours, in its order, its rate and the closing ratio with and without it", () => {
    const counts = emptyCoachingCounts();
    counts.behaviours.askedForSale = { yes: 12, no: 8, notRelevant: 3, yesSold: 9, noSold: 1 };
    counts.behaviours.removedOne = { yes: 4, no: 0, notRelevant: 0, yesSold: 1, noSold: 0 };
    const [asked, veil, ...rest] = behaviourFiguresOf(counts, behaviours);
    expect(rest).toEqual([]);
    expect(asked).toMatchObject({ key: 'askedForSale', label: 'Asked for the sale', yes: 12, no: 8, notRelevant: 3 });
    expect(asked!.rate).toMatchObject({ part: 12, whole: 20, value: 0.6 });
    expect(asked!.rateTooFew).toBe(false);
    expect(asked!.closing.with).toMatchObject({ part: 9, whole: 12 });
    expect(asked!.closing.without).toMatchObject({ part: 1, whole: 8 });
    expect(asked!.closing.verdict).toBe('higher');
    // Nobody answered it: no rate, too few, and a comparison that says so.
    expect(veil).toMatchObject({ yes: 0, no: 0, notRelevant: 0, rateTooFew: true });
    expect(veil!.rate.value).toBeNull();
    expect(veil!.closing.verdict).toBe('too_few');
  });
});
