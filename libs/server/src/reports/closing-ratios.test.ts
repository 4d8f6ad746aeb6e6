import { describe, expect, it } from '@jest/globals';
import { appointmentRatio, contactRatio, emptyCounts, noShowRate, ratio, toFigures } from './closing-ratios';

describe('the closing ratios', () => {
  it('counts one bride with two visits and one purchase as 100 % contact-based and 50 % appointment-based', () => {
    const counts = { ...emptyCounts, bridesSeen: 1, bridesBought: 1, completed: 2, sales: 1 };
    expect(contactRatio(counts)).toBe(1);
    expect(appointmentRatio(counts)).toBe(0.5);
  });

  it('counts 8 brides seen and 5 sales as 62.5 % contact-based', () => {
    expect(contactRatio({ bridesSeen: 8, bridesBought: 5 })).toBe(0.625);
  });

  it('answers null, not zero or NaN, when nothing was there to divide by', () => {
    expect(ratio(0, 0)).toBeNull();
    expect(contactRatio({ bridesSeen: 0, bridesBought: 0 })).toBeNull();
    expect(appointmentRatio({ sales: 0, completed: 0 })).toBeNull();
    expect(noShowRate({ noShows: 0, completed: 0 })).toBeNull();
    expect(ratio(0, 4)).toBe(0);
  });

  it('counts no-shows over the appointments that were due', () => {
    expect(noShowRate({ noShows: 1, completed: 3 })).toBe(0.25);
  });

  it('averages the sales that have an amount', () => {
    const figures = toFigures({
      ...emptyCounts,
      completed: 3,
      sales: 3,
      pricedSales: 2,
      salesTotalCents: 500_001,
      salesOnPullList: 2,
    });
    expect(figures.averageSaleCents).toBe(250_001);
    expect(figures.pullListRate).toBeCloseTo(2 / 3);
    expect(toFigures(emptyCounts)).toMatchObject({ averageSaleCents: null, pullListRate: null, contactRatio: null });
  });
});
