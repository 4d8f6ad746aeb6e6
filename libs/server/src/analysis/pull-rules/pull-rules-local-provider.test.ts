import { describe, expect, it } from '@jest/globals';
import { contextFor, makeBride, maya, ruledDress } from '@bridal/testing/fixtures/analysis-fixtures';
import type { InventoryResult } from '../../plans/analysis-schemas';
import type { Dress } from '../../dresses/dress';
import { createLocalProvider } from '../local/local-provider';

const provider = createLocalProvider();
const boho: Partial<Dress> = { silhouette: 'a-line', fabric: 'chiffon', styles: ['boho', 'beach'], train: 'sweep' };

/** The pull rules' bride: size 20 in her own words, under $1,000, bohemian on a beach. */
const sizeTwenty = makeBride({
  ...maya,
  name: 'Dana',
  answers: {
    ...maya.answers,
    name: 'Dana',
    budget: 'under-1000',
    additionalNotes:
      'I wear a size 20 and I have been shown dresses I could not get into before: please only pull dresses that come in my size.',
  },
});

/**
 * Many dresses that suit her style better (top sellers, her vibe) but do not come in size 20 or
 * cost too much, and exactly three in her size within her budget.
 */
const inventory: Dress[] = [
  ruledDress(1, { ...boho, price: 890, sizes: ['16', '18', '20'], silhouette: 'sheath' }),
  ruledDress(2, { ...boho, price: 940, sizes: ['6', '8'], sampleSizes: ['20'], silhouette: 'empire' }),
  ruledDress(3, { ...boho, price: 760, sizes: ['10'], orderRange: { min: 0, max: 30 } }),
  ...Array.from({ length: 12 }, (_, index) =>
    ruledDress(10 + index, {
      ...boho,
      price: 700 + index * 20,
      sizes: ['2', '4', '6', '8', '10'],
      orderRange: { min: 0, max: 16 },
      isTopSeller: true,
      tags: ['flowy', 'open back'],
    }),
  ),
  ruledDress(30, { ...boho, price: 1150, sizes: ['20', '22'], isTopSeller: true, tags: ['flowy', 'open back'] }),
  ruledDress(31, { ...boho, price: 1400, sizes: ['20'], isTopSeller: true }),
  ruledDress(32, { ...boho, price: 2600, sizes: ['18', '20', '22'], isTopSeller: true }),
];
const byId = new Map(inventory.map((dress) => [dress.id, dress]));
const pulled = (result: InventoryResult) => result.picks.map((pick) => byId.get(pick.dressId)!);
const run = async (bride: typeof sizeTwenty, dresses = inventory) =>
  (await provider.run('inventory', contextFor(bride, dresses))).result;

describe('pull lists under the size and budget rules, through the built-in analyst', () => {
  it('pulls only the in-size, in-budget dresses for the size-20 bride, each saying how', async () => {
    const result = await run(sizeTwenty);
    expect(
      pulled(result)
        .map((dress) => dress.name)
        .sort(),
    ).toEqual(['Gown 1', 'Gown 2', 'Gown 3']);
    for (const dress of pulled(result)) expect(dress.price).toBeLessThanOrEqual(1000);
    const reasons = Object.fromEntries(result.picks.map((pick) => [byId.get(pick.dressId)!.name, pick.reasons]));
    expect(reasons['Gown 1']).toContain('in stock in 20');
    expect(reasons['Gown 2']).toContain('sample in 20');
    expect(reasons['Gown 3']).toContain('orders 0-30');
    expect(result.picks.some((pick) => pick.stretch)).toBe(false);
    expect(result.suggestedDresses).toMatch(/Every dress here comes in her size \(US 20\)/);
    expect(result.suggestedDresses).toMatch(/\d+ dresses that do not, or list no sizes, were left out/);
  });

  it('never gives the under-$1,000 bride a $1,150 dress while in-budget dresses of her style exist', async () => {
    const noSize = makeBride({ ...maya, answers: { ...maya.answers, budget: 'under-1000' } });
    const result = await run(noSize);
    expect(result.picks).toHaveLength(3);
    for (const dress of pulled(result)) expect(dress.price).toBeLessThanOrEqual(1000);
    expect(result.suggestedDresses).toContain('Her size is not known: ask her before pulling.');
  });

  it('adds one labelled stretch, at most 15 % over, when fewer than three in her size fit her budget', async () => {
    const fewer = inventory.filter((dress) => dress.name !== 'Gown 2' && dress.name !== 'Gown 3');
    const result = await run(sizeTwenty, fewer);
    expect(pulled(result).map((dress) => dress.name)).toEqual(['Gown 1', 'Gown 30']);
    expect(result.picks[1]!.stretch).toBe(true);
    expect(result.picks[1]!.reasons[0]).toMatch(/^stretch pick: \$1,150 is 15% over her under \$1,000 budget/);
    expect(result.suggestedDresses).toMatch(/\*\*Gown 30 \(Atelier Rules, style PR30\)\*\* \*\(stretch pick/);
    expect(result.suggestedDresses).toMatch(/One stretch pick, above her under \$1,000 budget/);
  });

  it('pulls nothing rather than break the rules, and says why', async () => {
    const none = inventory.filter((dress) => !['Gown 1', 'Gown 2', 'Gown 3', 'Gown 30'].includes(dress.name));
    const result = await run(sizeTwenty, none);
    expect(result.picks).toEqual([]);
    expect(result.suggestedDresses).toMatch(/^## 0 Suggested Dresses to Pull/);
    expect(result.suggestedDresses).toMatch(
      /No dress in stock in her size \(US 20\) fits her under \$1,000 budget, even 15 % over/,
    );
  });

  it('says in the strategy whether her size is known', async () => {
    const known = (await provider.run('strategy', contextFor(sizeTwenty, inventory))).result.consultationStrategy;
    expect(known).toMatch(/### Size\n- She wears US 20 \(her own words\): every dress pulled comes in it/);
    const unknown = (await provider.run('strategy', contextFor(maya, inventory))).result.consultationStrategy;
    expect(unknown).toMatch(/### Size\n- Her size is not known: ask her before pulling\./);
  });

  it('holds the Top Sellers card to the same rules: no top seller outside her size or budget', async () => {
    const topSellers = async (bride: typeof sizeTwenty) =>
      (await provider.run('top-sellers', contextFor(bride, inventory))).result;
    const dana = await topSellers(sizeTwenty);
    expect(dana.picks).toEqual([]);
    expect(dana.topSellerRecommendation).toMatch(
      /None of the boutique's 15 top sellers is available in her size \(US 20\) and her under \$1,000 budget/,
    );
    expect(dana.topSellerRecommendation).toMatch(
      /\*\*Less suited for her:\*\*\n- Gown 10 \(Atelier Rules, style PR10\): /,
    );

    const sizeEight = makeBride({
      ...sizeTwenty,
      answers: { ...sizeTwenty.answers, additionalNotes: '', dressSize: '8' },
    });
    const eight = await topSellers(sizeEight);
    expect(eight.picks).toHaveLength(3);
    for (const pick of eight.picks) {
      const dress = byId.get(pick.dressId)!;
      expect(dress.isTopSeller).toBe(true);
      expect(dress.price).toBeLessThanOrEqual(1000);
      expect(dress.sizes).toContain('8');
    }
  });
});
