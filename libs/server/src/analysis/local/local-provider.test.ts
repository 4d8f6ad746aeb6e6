import { describe, expect, it } from '@jest/globals';
import { type AnalysisStep, analysisSteps, resultSchemaOf } from '../../plans/analysis-schemas';
import type { Dress } from '../../dresses/dress';
import { contextFor, emma, inventory, maya, nameOnly, sofia } from '@bridal/testing/fixtures/analysis-fixtures';
import { createLocalProvider } from './local-provider';

const provider = createLocalProvider();
const brides = [emma, maya, sofia, nameOnly];

describe('the local analyst', () => {
  it('answers every step for every bride with a result that passes the step’s schema', async () => {
    expect(provider.name).toBe('local');
    for (const bride of brides) {
      for (const dresses of [inventory, []]) {
        for (const step of analysisSteps) {
          const { result, usage } = await provider.run(step, contextFor(bride, dresses));
          expect(resultSchemaOf[step].safeParse(result).success).toBe(true);
          expect(usage).toBeUndefined();
        }
      }
    }
  });

  it('is deterministic: the same bride and day give the same answers', async () => {
    for (const step of analysisSteps) {
      const first = await provider.run(step, contextFor(sofia));
      const second = await provider.run(step, contextFor(sofia));
      expect(second).toEqual(first);
    }
  });

  it('gives contrasting brides different venue, style and dress answers', async () => {
    const answers = async (bride: typeof emma) => ({
      venue: (await provider.run('venue', contextFor(bride))).result,
      style: (await provider.run('style', contextFor(bride))).result,
      inventory: (await provider.run('inventory', contextFor(bride))).result,
    });
    const [a, b] = [await answers(emma), await answers(maya)];
    expect([a.venue.venueType, b.venue.venueType]).toEqual(['church', 'beach']);
    expect(a.style.keywords[0]).not.toBe(b.style.keywords[0]);
    expect(a.inventory.picks.map((pick) => pick.dressId)).not.toEqual(b.inventory.picks.map((pick) => pick.dressId));
  });

  it('does not fail on a stored record with missing answers or lists', async () => {
    const partial = {
      ...emma,
      answers: { name: 'Emma', weddingVibes: ['classic'], shoppingParty: null } as unknown as typeof emma.answers,
    };
    const odd = [{ ...inventory[0]!, sizes: null, tags: undefined } as unknown as Dress];
    for (const step of analysisSteps) {
      const { result } = await provider.run(step, contextFor(partial, odd));
      expect(resultSchemaOf[step].safeParse(result).success).toBe(true);
    }
  });

  it('refuses a step it does not know', async () => {
    await expect(provider.run('palm-reading' as AnalysisStep, contextFor(emma))).rejects.toThrow(
      /no step named "palm-reading"/,
    );
  });

  it('ranks a 300-dress inventory and still picks only dresses from it', async () => {
    // Its speed is measured by `npm run bench`, not asserted here.
    const bigInventory: Dress[] = Array.from({ length: 300 }, (_, index) => {
      const dress = inventory[index % inventory.length]!;
      return {
        ...dress,
        id: `20000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        price: dress.price === null ? null : dress.price + (index % 7) * 50,
      };
    });
    const { result } = await provider.run('inventory', contextFor(emma, bigInventory));
    const ids = new Set(bigInventory.map((dress) => dress.id));
    expect(result.picks).toHaveLength(3);
    for (const pick of result.picks) expect(ids.has(pick.dressId)).toBe(true);
  });
});
