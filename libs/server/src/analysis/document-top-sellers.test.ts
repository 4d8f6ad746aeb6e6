import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { type FakeOpenAi, startFakeOpenAi } from '@bridal/testing/fake-openai-server';
import { topSellerResultSchema } from '../plans/analysis-schemas';
import { type Dress, dressNamed } from '../dresses/dress';
import type { DocumentTopSeller } from './load-document-top-sellers';
import { contextFor, emma, inventory, maya } from '@bridal/testing/fixtures/analysis-fixtures';
import { recommendTopSellers } from './local/recommend-top-sellers';
import { mergeDocumentTopSellers } from './merge-document-top-sellers';
import { createOpenAiProvider } from './openai/openai-provider';

let nextId = 1;
function item(fields: Partial<DocumentTopSeller>): DocumentTopSeller {
  return {
    ...dressNamed({ id: `10000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`, name: '' }),
    isTopSeller: true,
    documentName: 'spring-top-sellers.csv',
    ...fields,
  };
}

const unflagged: Dress[] = inventory.map((dress) => ({ ...dress, isTopSeller: false }));
const aurora = unflagged.find((dress) => dress.name === 'Aurora')!;
const clara = unflagged.find((dress) => dress.name === 'Clara')!;

/** A boho beach gown the boutique does not stock: just what Maya asked for. */
const solenne = item({
  styleNumber: 'SOL-7',
  designer: 'Casa Marea',
  name: 'Solenne',
  price: 3400,
  silhouette: 'a-line',
  neckline: 'v-neck',
  fabric: 'chiffon',
  sleeves: 'sleeveless',
  train: 'sweep',
  styles: ['boho', 'beach'],
  tags: ['open back'],
  description: 'Flowy chiffon with an open back, made for the sand.',
});

describe('top sellers read from documents', () => {
  it('flags the inventory dresses a document names, by style number or by name, and keeps the others as items', () => {
    const byStyle = item({ styleNumber: ` ${aurora.styleNumber.toLowerCase().replace('bv', 'bv-')} `, designer: '' });
    const byName = item({ name: clara.name.toUpperCase(), designer: clara.designer });
    const otherDesigner = item({ styleNumber: aurora.styleNumber, designer: 'Someone Else', name: 'Lookalike' });
    const twice = [solenne, { ...solenne, id: item({}).id, documentName: 'older.csv' }];

    const merged = mergeDocumentTopSellers(unflagged, [byStyle, byName, otherDesigner, ...twice]);

    expect(merged.inventory.filter((dress) => dress.isTopSeller).map((dress) => dress.name)).toEqual([
      'Aurora',
      'Clara',
    ]);
    expect(merged.inventory).toHaveLength(unflagged.length);
    expect(merged.topSellerItems.map((entry) => entry.name)).toEqual(['Lookalike', 'Solenne']);
    expect(merged.topSellerItems[1]!.documentName).toBe('spring-top-sellers.csv');
  });

  it('does not match by name when both sides have different style numbers', () => {
    const renamed = item({ styleNumber: 'ZZ-1', name: 'Aurora', designer: aurora.designer });
    const merged = mergeDocumentTopSellers(unflagged, [renamed]);
    expect(merged.inventory.some((dress) => dress.isTopSeller)).toBe(false);
    expect(merged.topSellerItems).toEqual([renamed]);
  });

  it('lets the built-in analyst recommend a document top seller, saying where it comes from', () => {
    const merged = mergeDocumentTopSellers(unflagged, [item({ styleNumber: clara.styleNumber }), solenne]);
    const result = recommendTopSellers({
      ...contextFor(maya, merged.inventory),
      topSellerItems: merged.topSellerItems,
    });

    expect(topSellerResultSchema.safeParse(result).success).toBe(true);
    expect(result.picks.map((pick) => pick.dressId).sort()).toEqual([clara.id, solenne.id].sort());
    const fromDocument = result.picks.find((pick) => pick.dressId === solenne.id)!;
    expect(fromDocument.label).toBe('Solenne (Casa Marea, style SOL-7)');
    expect(fromDocument.price).toBe(3400);
    expect(fromDocument.reasons[0]).toBe(
      'from your top-sellers list "spring-top-sellers.csv"; not in the current inventory, so check it can be ordered or pulled',
    );
    expect(result.topSellerRecommendation).toMatch(/Of the boutique's 2 top sellers/);
    expect(result.topSellerRecommendation).toContain('Solenne (Casa Marea, style SOL-7)');
  });

  it('offers nothing from documents when there are none', () => {
    const result = recommendTopSellers({ ...contextFor(emma, unflagged), topSellerItems: [] });
    expect(result.picks).toEqual([]);
    expect(result.topSellerRecommendation).toMatch(/has not flagged any top sellers/);
  });

  describe('with the openai provider', () => {
    let fake: FakeOpenAi;
    beforeEach(async () => {
      fake = await startFakeOpenAi();
    });
    afterEach(async () => {
      await fake.stop();
    });
    const provider = () =>
      createOpenAiProvider({ apiKey: 'sk-test', baseURL: fake.baseURL, model: 'test-model', timeoutMs: 5_000 });
    const pick = (dressId: string) => ({
      dressId,
      label: 'as the model wrote it',
      price: 1,
      score: 90,
      reasons: ['Flowy'],
    });
    const answer = (picks: unknown[]) => ({
      content: JSON.stringify({ topSellerRecommendation: 'Show these.', picks }),
    });

    it('offers the document top sellers apart, and accepts one as a pick with our label and price', async () => {
      const merged = mergeDocumentTopSellers(unflagged, [item({ styleNumber: aurora.styleNumber }), solenne]);
      fake.respondWith(() => answer([pick(solenne.id), pick(aurora.id)]));

      const { result } = await provider().run('top-sellers', {
        ...contextFor(maya, merged.inventory),
        topSellerItems: merged.topSellerItems,
      });

      expect(result.picks.map(({ dressId, label, price }) => ({ dressId, label, price }))).toEqual([
        { dressId: solenne.id, label: 'Solenne (Casa Marea, style SOL-7)', price: 3400 },
        { dressId: aurora.id, label: 'Aurora (Maggie Sottero, style BV101)', price: 1850 },
      ]);
      const user = fake.requests[0]!.body.messages[1]!.content as string;
      const [stocked, listed] = user.split('not in its current\ninventory');
      expect(stocked).toContain(aurora.id);
      expect(stocked).not.toContain(solenne.id);
      expect(listed).toContain(solenne.id);
      expect(user).not.toContain(clara.id);
      const schema = fake.requests[0]!.body.response_format!.json_schema!.schema as { properties: any };
      expect(schema.properties.picks.items.properties.dressId.enum.sort()).toEqual([aurora.id, solenne.id].sort());
    });

    it('still refuses a dress that is neither a top seller nor in a document', async () => {
      fake.respondWith(() => answer([pick(clara.id)]));

      await expect(
        provider().run('top-sellers', { ...contextFor(maya, unflagged), topSellerItems: [solenne] }),
      ).rejects.toThrow(/not in the inventory/);
      expect(fake.requests).toHaveLength(2);
    });
  });
});
