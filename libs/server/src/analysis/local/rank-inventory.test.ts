import { describe, expect, it } from '@jest/globals';
import { type InventoryResult, inventoryResultSchema } from '../../plans/analysis-schemas';
import type { Dress } from '../../dresses/dress';
import { contextFor, emma, inventory, makeBride, maya, sofia } from '@bridal/testing/fixtures/analysis-fixtures';
import { buildFitCriteria } from './build-fit-criteria';
import { formatMoney } from '@bridal/shared/format/money';
import { rankInventory } from './rank-inventory';
import { scoreDress } from './score-dress';

const byId = new Map(inventory.map((dress) => [dress.id, dress]));
const picked = (result: InventoryResult): Dress[] => result.picks.map((pick) => byId.get(pick.dressId)!);

describe('ranking the boutique’s inventory', () => {
  it('only ever names dresses of the inventory, and never one listed with no sizes', () => {
    for (const bride of [emma, maya, sofia]) {
      const result = rankInventory(contextFor(bride));
      expect(inventoryResultSchema.safeParse(result).success).toBe(true);
      expect(result.picks).toHaveLength(3);
      for (const pick of result.picks) {
        expect(byId.has(pick.dressId)).toBe(true);
        expect(pick.label).toBe(
          `${byId.get(pick.dressId)!.name} (${byId.get(pick.dressId)!.designer}, style ${byId.get(pick.dressId)!.styleNumber})`,
        );
      }
      expect(result.picks.map((pick) => byId.get(pick.dressId)!.name)).not.toContain('Sold Out');
    }
  });

  it('gives the winter church bride sleeves and weight, within her budget, and nothing strapless', () => {
    const result = rankInventory(contextFor(emma));
    const dresses = picked(result);
    expect(dresses[0]!.price).toBeGreaterThanOrEqual(1000);
    expect(dresses[0]!.price).toBeLessThanOrEqual(2000);
    for (const dress of dresses) {
      expect(
        ['long', 'three-quarter', 'bell'].includes(dress.sleeves ?? '') ||
          ['satin', 'mikado', 'velvet'].includes(dress.fabric ?? ''),
      ).toBe(true);
      expect(dress.neckline).not.toBe('strapless');
    }
    expect(result.suggestedDresses).toMatch(/^## 3 Suggested Dresses to Pull/);
    expect(result.suggestedDresses).toMatch(/long sleeves suit a December church ceremony/);
  });

  it('gives the July beach bride light fabrics and no long train, within her budget', () => {
    const dresses = picked(rankInventory(contextFor(maya)));
    expect(dresses[0]!.price).toBeGreaterThanOrEqual(3000);
    expect(dresses[0]!.price).toBeLessThanOrEqual(5000);
    for (const dress of dresses) {
      expect(['chiffon', 'crepe', 'tulle', 'organza']).toContain(dress.fabric);
      expect(['cathedral', 'royal', 'chapel']).not.toContain(dress.train);
    }
  });

  it('reads a custom budget as a band around her amount, and answers a black-tie ballroom with glam', () => {
    const result = rankInventory(contextFor(sofia));
    const [top] = picked(result);
    expect(top!.price).toBeGreaterThanOrEqual(6500 * 0.85);
    expect(top!.price).toBeLessThanOrEqual(6500 * 1.15);
    expect(result.picks[0]!.reasons[0]).toBe(`${formatMoney(top!.price!)} fits her $6,500 budget`);
    expect(result.suggestedDresses).toMatch(/answers a black-tie ballroom/);
    expect(picked(result).every((dress) => dress.styles.includes('glam'))).toBe(true);
  });

  it('writes reasons from the attributes that scored, naming the dress’s own price, fabric or silhouette', () => {
    for (const bride of [emma, maya, sofia]) {
      for (const pick of rankInventory(contextFor(bride)).picks) {
        const dress = byId.get(pick.dressId)!;
        const text = pick.reasons.join(' ').toLowerCase();
        expect(text).toContain(formatMoney(dress.price!).toLowerCase());
        expect(
          text.includes(dress.fabric!) ||
            text.includes(dress.silhouette!.replace('-', ' ').replace('a line', 'a-line')),
        ).toBe(true);
      }
    }
    expect(rankInventory(contextFor(emma)).picks[0]!.reasons).toEqual(
      expect.arrayContaining([
        '$1,850 fits her $1,000 - $2,000 budget',
        'long sleeves suit a December church ceremony',
      ]),
    );
  });

  it('gives two different brides different dresses', () => {
    const ids = (bride: typeof emma) => rankInventory(contextFor(bride)).picks.map((pick) => pick.dressId);
    const [a, b, c] = [ids(emma), ids(maya), ids(sofia)];
    expect(a.filter((id) => b.includes(id))).toEqual([]);
    expect(a.filter((id) => c.includes(id))).toEqual([]);
    expect(b.filter((id) => c.includes(id))).toEqual([]);
  });

  it('varies the silhouette when the alternatives score close, but not for a much weaker dress', () => {
    const plain = (n: number, fields: Partial<Dress>): Dress => ({
      ...inventory[0]!,
      id: `10000000-0000-4000-8000-00000000000${n}`,
      name: `Gown ${n}`,
      styleNumber: `G${n}`,
      designer: 'Atelier',
      styles: [],
      isTopSeller: false,
      ...fields,
    });
    const aLines = [1, 2, 3, 4].map((n) => plain(n, { silhouette: 'a-line', price: 1500 + n * 10 }));
    const sheath = plain(9, { silhouette: 'sheath', fabric: 'satin', price: 1600 });
    const silhouettesOf = (result: InventoryResult, dresses: Dress[]) =>
      result.picks.map((pick) => dresses.find((dress) => dress.id === pick.dressId)!.silhouette);

    const close = rankInventory(contextFor(emma, [...aLines, sheath]));
    expect(silhouettesOf(close, [...aLines, sheath])).toEqual(['a-line', 'sheath', 'a-line']);

    const farOver = { ...sheath, price: 9000 };
    const weak = rankInventory(contextFor(emma, [...aLines, farOver]));
    expect(silhouettesOf(weak, [...aLines, farOver])).toEqual(['a-line', 'a-line', 'a-line']);
  });

  it('makes strapless dresses score lower for a bride who said "no strapless"', () => {
    const strapless = inventory.find((dress) => dress.name === 'Seraphina')!;
    const without = makeBride({
      ...emma,
      answers: { ...emma.answers, specificVision: 'Timeless and elegant with long lace sleeves.' },
    });
    const scoreWith = scoreDress(strapless, buildFitCriteria(contextFor(emma))).score;
    const scoreWithout = scoreDress(strapless, buildFitCriteria(contextFor(without))).score;
    expect(scoreWith).toBeLessThan(scoreWithout - 2);
    expect(rankInventory(contextFor(without)).picks).toHaveLength(3);
  });

  it('pulls nothing far above her budget when nothing fits it, and says so', () => {
    const expensive = inventory.filter((dress) => (dress.price ?? 0) > 4000);
    const result = rankInventory(contextFor(emma, expensive));
    expect(result.picks).toEqual([]);
    expect(result.suggestedDresses).toMatch(/No dress in stock fits her \$1,000 - \$2,000 budget, even 15 % over/);
    expect(result.suggestedDresses).toContain('Her size is not known: ask her before pulling.');
  });

  it('gives style guidance instead of dresses when the boutique has no inventory', () => {
    const result = rankInventory(contextFor(emma, []));
    expect(result.picks).toEqual([]);
    expect(result.guidance).toMatch(/\*\*Silhouettes:\*\* A-line and ball gown/);
    expect(result.guidance).toMatch(/\*\*Avoid:\*\* strapless neckline/);
    expect(result.suggestedDresses).toMatch(/The boutique has not uploaded an inventory yet/);
    expect(result.suggestedDresses).toContain(result.guidance!);
    const beach = rankInventory(contextFor(maya, []));
    expect(beach.guidance).toMatch(/light enough for a July beach ceremony/);
    expect(beach.guidance).toMatch(/sweep or none on the sand/);
  });
});
