import { describe, expect, it } from '@jest/globals';
import { styleResultSchema } from '../../plans/analysis-schemas';
import { contextFor, emma, makeBride, maya, nameOnly, photo, sofia } from '@bridal/testing/fixtures/analysis-fixtures';
import { analyzeStyle } from './analyze-style';
import { profileStyle } from './profile-style';

describe('the style profile', () => {
  it('combines her vibes, her words and her photos, and remembers where each like came from', () => {
    const profile = profileStyle(emma);
    const aLine = profile.likeIndex.get('silhouette:a-line');
    expect(aLine?.sources.map((source) => source.source)).toEqual(
      expect.arrayContaining(['her Garden Party vibe', 'her Classic vibe']),
    );
    expect(profile.likeIndex.get('sleeves:long-sleeves')?.sources[0]?.source).toMatch(
      /^her vision \(".*long lace sleeves/,
    );
    expect(profile.dislikeIndex.has('neckline:strapless')).toBe(true);
    expect(profile.palette.slice(0, 2)).toEqual(['ivory', 'white']);
    expect(profile.certainty).toBe('high');
  });

  it('lets her own "no" override what a vibe would suggest', () => {
    const bride = makeBride({
      answers: { weddingVibes: ['classic'], specificVision: 'Classic, but no sweetheart neckline.' },
    });
    const profile = profileStyle(bride);
    expect(profile.likeIndex.has('neckline:sweetheart')).toBe(false);
    expect(profile.dislikeIndex.has('neckline:sweetheart')).toBe(true);
  });

  it('reads a warm blush photo as romantic and a dark high-contrast one as glam', () => {
    const blush = profileStyle(
      makeBride({
        photos: [
          photo({
            brightness: 0.7,
            saturation: 0.35,
            warmth: 0.75,
            dominantColours: [
              { hex: '#f4c2c2', name: 'blush', share: 0.4 },
              { hex: '#f7e7ce', name: 'champagne', share: 0.3 },
            ],
          }),
        ],
      }),
    );
    expect(blush.likes[0]).toMatchObject({ kind: 'style', value: 'romantic' });
    expect(blush.palette).toEqual(['blush', 'champagne']);
    expect(
      profileStyle(sofia)
        .likeIndex.get('style:glam')
        ?.sources.map((source) => source.source),
    ).toContain('her inspiration photos');
  });
});

describe('the style step', () => {
  it('reports her photos, vision, likes and avoids for the classic winter bride', () => {
    const result = analyzeStyle(contextFor(emma));
    expect(styleResultSchema.safeParse(result).success).toBe(true);
    expect(result.keywords.slice(0, 3)).toEqual(expect.arrayContaining(['classic', 'romantic']));
    expect(result.preferredSilhouettes[0]).toBe('a-line');
    expect(result.preferredFabrics).toContain('lace');
    expect(result.palette).toContain('ivory');
    expect(result.styleSummary).toMatch(/^Emma's style is classic/);
    expect(result.styleSummary).toMatch(/no strapless/);
    const analysis = result.enhancedImageAnalysis;
    expect(analysis).toMatch(/Photo 1: portrait, bright \(brightness 84%\), muted.*ivory 48%/);
    expect(analysis).toMatch(/full-length dress shots/);
    expect(analysis).toMatch(/"No strapless": avoid strapless/);
    expect(analysis).toMatch(/## Avoid\n\n- strapless neckline \(she said "No strapless"\)/);
    expect(analysis).toMatch(/No Pinterest board was shared/);
  });

  it('reads the Pinterest link text for the boho beach bride, and says the board itself was not opened', () => {
    const result = analyzeStyle(contextFor(maya));
    expect(result.keywords.slice(0, 2)).toEqual(expect.arrayContaining(['boho', 'beach']));
    expect(result.preferredFabrics[0]).toBe('chiffon');
    expect(result.enhancedImageAnalysis).toMatch(
      /cannot be opened from here, so this reading uses the words of its link only: "boho beach dresses"/,
    );
    expect(result.enhancedImageAnalysis).toMatch(/No inspiration photos were uploaded/);
  });

  it('is honest about a bride who told us nothing', () => {
    const result = analyzeStyle(contextFor(nameOnly));
    expect(result).toMatchObject({ keywords: [], preferredSilhouettes: [], preferredFabrics: [], palette: [] });
    expect(result.styleSummary).toMatch(/gave no vibes, style words or photos yet/);
    expect(result.enhancedImageAnalysis).toMatch(/She did not describe her vision in words/);
    expect(result.enhancedImageAnalysis).toMatch(/\*\*Low\.\*\*/);
  });
});
