import { describe, expect, it } from '@jest/globals';
import { describeOver, judgePrice, percentOver, stretchCeiling } from './judge-price';
import { resolveBudget } from './resolve-budget';

describe('judgePrice: her stated maximum is the ceiling, up to 15 % over it a stretch', () => {
  const typed = resolveBudget({ budget: 'custom', customBudget: '$2,000' })!;
  const range = resolveBudget({ budget: '3000-5000', customBudget: '' })!;
  const under = resolveBudget({ budget: 'under-1000', customBudget: '' })!;
  const open = resolveBudget({ budget: '5000-plus', customBudget: '' })!;

  it('reads a typed amount as her ceiling, not a target with room above it', () => {
    expect(typed).toEqual({ label: '$2,000', min: 1700, max: 2000, amount: 2000 });
    expect(judgePrice(2000, typed)).toBe('within');
    expect(judgePrice(1700, typed)).toBe('within');
    expect(judgePrice(1699, typed)).toBe('under');
    // The sale: a $2,250 dress on a typed $2,000 budget is a 13 % stretch, never "within".
    expect(judgePrice(2250, typed)).toBe('stretch');
    expect(percentOver(2250, typed)).toBe(13);
    expect(judgePrice(2300, typed)).toBe('stretch');
    expect(judgePrice(2301, typed)).toBe('over');
    expect(stretchCeiling(typed)).toBe(2300);
  });

  it('reads a range from its floor to its top', () => {
    expect(judgePrice(2550, range)).toBe('under');
    expect(judgePrice(3000, range)).toBe('within');
    expect(judgePrice(5000, range)).toBe('within');
    expect(judgePrice(5750, range)).toBe('stretch');
    expect(judgePrice(5751, range)).toBe('over');
    expect(describeOver(5500, range)).toBe('$5,500 is 10% over her $3,000 - $5,000 budget');
    expect(describeOver(5000, range)).toBeNull();
  });

  it('has no floor under $1,000 and no ceiling from $5,000 up', () => {
    expect(under.label).toBe('under $1,000');
    expect(judgePrice(100, under)).toBe('within');
    expect(judgePrice(1150, under)).toBe('stretch');
    expect(judgePrice(4000, open)).toBe('under');
    expect(judgePrice(25000, open)).toBe('within');
    expect(stretchCeiling(open)).toBeNull();
    expect(percentOver(25000, open)).toBeNull();
  });

  it('finds no budget in a blank answer or words instead of a figure', () => {
    expect(resolveBudget({ budget: 'custom', customBudget: '' })).toBeNull();
    expect(resolveBudget({ budget: 'custom', customBudget: 'flexible, maybe 3k' })).toBeNull();
    expect(resolveBudget({ budget: '', customBudget: '' })).toBeNull();
  });
});
