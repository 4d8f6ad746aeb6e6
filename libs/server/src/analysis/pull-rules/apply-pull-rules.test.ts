import { describe, expect, it } from '@jest/globals';
import { ruledDress } from '@bridal/testing/fixtures/analysis-fixtures';
import { resolveBudget } from '@bridal/shared/budget/resolve-budget';
import { applyPullRules, describeHerSizes } from './apply-pull-rules';
import { stretchCeiling } from '@bridal/shared/budget/judge-price';

const underThousand = resolveBudget({ budget: 'under-1000', customBudget: '' });
const ids = (entries: { dress: { name: string } }[]) => entries.map((entry) => entry.dress.name);

describe('the size rule', () => {
  const inStock = ruledDress(1, { sizes: ['18', '20', '22'] });
  const sample = ruledDress(2, { sizes: ['8'], sampleSizes: ['20'], orderRange: { min: 0, max: 30 } });
  const orderable = ruledDress(3, { sizes: ['6', '8'], orderRange: { min: 0, max: 30 } });
  const tooSmall = ruledDress(4, { sizes: ['2', '4', '6', '8', '10', '12'], orderRange: { min: 0, max: 16 } });
  const noSizes = ruledDress(5, { sizes: [] });

  it('keeps only dresses she can wear or order in her size, and says which', () => {
    const pool = applyPullRules([inStock, sample, orderable, tooSmall], { herSizes: [20], budget: null });
    expect(ids(pool.allowed)).toEqual(['Gown 1', 'Gown 2', 'Gown 3']);
    expect(pool.allowed.map((entry) => entry.sizeReason)).toEqual([
      'in stock in 20',
      'sample in 20, orders 0-30',
      'orders 0-30',
    ]);
    expect(pool.leftOut).toEqual({ size: 1, budget: 0, noSizes: 0, limits: [] });
    expect(pool.herSizeText).toBe('US 20');
  });

  it('leaves out a dress with no sizes when the sheet lists sizes for others, and counts it', () => {
    const pool = applyPullRules([inStock, noSizes], { herSizes: [20], budget: null });
    expect(ids(pool.allowed)).toEqual(['Gown 1']);
    expect(pool.leftOut.noSizes).toBe(1);
  });

  it('keeps dresses with no sizes when the sheet lists none at all, saying sizes are not listed', () => {
    const bare = [noSizes, ruledDress(6, { sizes: [] })];
    const pool = applyPullRules(bare, { herSizes: [20], budget: null });
    expect(ids(pool.allowed)).toEqual(['Gown 5', 'Gown 6']);
    for (const entry of pool.allowed) expect(entry.sizeReason).toMatch(/not listed/);
  });

  it('excludes nothing for her size when it is unknown, as before', () => {
    const pool = applyPullRules([inStock, sample, orderable, tooSmall], { herSizes: null, budget: null });
    expect(pool.allowed).toHaveLength(4);
    expect(pool.herSizeText).toBeNull();
    expect(pool.allowed.every((entry) => entry.sizeReason === null)).toBe(true);
    // An empty list of sizes is as unknown as none.
    expect(applyPullRules([tooSmall], { herSizes: [], budget: null }).allowed).toHaveLength(1);
  });

  it('still drops an unlisted dress where the boutique generally lists sizes, when her size is unknown', () => {
    const pool = applyPullRules([inStock, sample, noSizes], { herSizes: null, budget: null });
    expect(ids(pool.allowed)).toEqual(['Gown 1', 'Gown 2']);
    expect(pool.leftOut.noSizes).toBe(1);
  });

  it('reads either of two sizes she gave', () => {
    const pool = applyPullRules([tooSmall, inStock], { herSizes: [14, 16], budget: null });
    expect(ids(pool.allowed)).toEqual(['Gown 4']);
    expect(describeHerSizes([14, 16])).toBe('US 14 or 16');
    expect(describeHerSizes([12, 14, 16])).toBe('US 12, 14 or 16');
  });
});

describe('the budget rule', () => {
  const at = (n: number, price: number | null) => ruledDress(n, { price, sizes: ['20'] });

  it('never goes more than 15 % over her maximum', () => {
    expect(stretchCeiling(underThousand!)).toBe(1150);
    const pool = applyPullRules([at(1, 990), at(2, 1150), at(3, 1151), at(4, 2400)], {
      herSizes: [20],
      budget: underThousand,
    });
    expect(ids(pool.allowed)).toEqual(['Gown 1']);
    expect(ids(pool.stretch)).toEqual(['Gown 2']);
    expect(pool.stretch[0]!.stretch).toBe(true);
    expect(pool.leftOut.budget).toBe(2);
  });

  it('allows a stretch only when fewer than three dresses in her size are within her budget', () => {
    const three = [at(1, 900), at(2, 950), at(3, 1000), at(4, 1100)];
    const full = applyPullRules(three, { herSizes: [20], budget: underThousand });
    expect(full.withinBudget).toBe(3);
    expect(full.stretch).toEqual([]);
    expect(full.leftOut.budget).toBe(1);
    // In-budget dresses not in her size do not count.
    const others = [ruledDress(9, { price: 800, sizes: ['4'] }), ruledDress(10, { price: 700, sizes: ['6'] })];
    const few = applyPullRules([at(1, 900), at(2, 950), at(4, 1100), ...others], {
      herSizes: [20],
      budget: underThousand,
    });
    expect(few.withinBudget).toBe(2);
    expect(ids(few.stretch)).toEqual(['Gown 4']);
  });

  it('keeps an unpriced dress (its reason asks to confirm the price) without counting it as within budget', () => {
    const pool = applyPullRules([at(1, null), at(2, 1100)], { herSizes: [20], budget: underThousand });
    expect(ids(pool.allowed)).toEqual(['Gown 1']);
    expect(pool.withinBudget).toBe(0);
    expect(ids(pool.stretch)).toEqual(['Gown 2']);
  });

  it('holds a typed amount as her stated maximum: above it only as the stretch, at most 15 % over it', () => {
    const typed = resolveBudget({ budget: 'custom', customBudget: '$2,000' })!;
    // the analyst's scoring reads it the same way, as her ceiling.
    expect(typed.max).toBe(2000);
    expect(stretchCeiling(typed)).toBe(2300);
    const pool = applyPullRules([at(1, 2000), at(2, 2300), at(3, 2301)], { herSizes: null, budget: typed });
    expect(ids(pool.allowed)).toEqual(['Gown 1']);
    expect(ids(pool.stretch)).toEqual(['Gown 2']);
    expect(pool.stretch[0]!.stretchReason).toBe('$2,300 is 15% over her $2,000 budget');
  });

  it('has no budget rule without a budget or a ceiling', () => {
    const dresses = [at(1, 900), at(2, 12000)];
    expect(applyPullRules(dresses, { herSizes: null, budget: null }).allowed).toHaveLength(2);
    const noCeiling = resolveBudget({ budget: '5000-plus', customBudget: '' });
    expect(stretchCeiling(noCeiling!)).toBeNull();
    const pool = applyPullRules(dresses, { herSizes: null, budget: noCeiling });
    expect(pool.allowed).toHaveLength(2);
    expect(pool.stretch).toEqual([]);
  });
});
