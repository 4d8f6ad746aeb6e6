import { describe, expect, it } from '@jest/globals';
import { topSellerResultSchema } from '../../plans/analysis-schemas';
import { contextFor, emma, inventory, maya } from '@bridal/testing/fixtures/analysis-fixtures';
import { recommendTopSellers } from './recommend-top-sellers';

describe('recommending from the top sellers', () => {
  it('ranks only the flagged top sellers, with reasons, and says which ones do not suit her', () => {
    const result = recommendTopSellers(contextFor(maya));
    expect(topSellerResultSchema.safeParse(result).success).toBe(true);
    const topSellerIds = new Set(inventory.filter((dress) => dress.isTopSeller).map((dress) => dress.id));
    expect(result.picks.length).toBeGreaterThan(0);
    expect(result.picks.every((pick) => topSellerIds.has(pick.dressId))).toBe(true);
    expect(result.picks[0]!.label).toMatch(/^Marina/);
    expect(result.topSellerRecommendation).toMatch(/Of the boutique's 7 top sellers, these 3 suit Maya best/);
    expect(result.topSellerRecommendation).toMatch(/chiffon breathes in a July beach ceremony/);
    expect(result.topSellerRecommendation).toMatch(
      /\*\*Less suited for her:\*\*\n- .*(drags on the sand|over her|above her)/,
    );
  });

  it('gives each bride the top sellers that suit her', () => {
    const labels = (bride: typeof emma) => recommendTopSellers(contextFor(bride)).picks.map((pick) => pick.label);
    expect(labels(emma)[0]).toMatch(/^Aurora/);
    expect(labels(maya)[0]).toMatch(/^Marina/);
  });

  it('says plainly when the boutique has flagged no top sellers, and suggests uploading a list', () => {
    const result = recommendTopSellers(
      contextFor(
        emma,
        inventory.map((dress) => ({ ...dress, isTopSeller: false })),
      ),
    );
    expect(result.picks).toEqual([]);
    expect(result.topSellerRecommendation).toMatch(
      /has not flagged any top sellers, so there are no top-seller recommendations for Emma/,
    );
    expect(result.topSellerRecommendation).toMatch(/Upload a top-sellers list/);
    expect(recommendTopSellers(contextFor(emma, [])).topSellerRecommendation).toMatch(
      /has not uploaded an inventory yet/,
    );
  });
});
