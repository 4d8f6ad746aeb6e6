import { describe, expect, it } from '@jest/globals';
import { fabrics, necklines, silhouettes, sleeveStyles, trains } from './dress';
import { inferAttributes, normaliseAttribute } from './infer-attributes';

describe('inferAttributes', () => {
  it('finds every attribute a description mentions', () => {
    expect(inferAttributes('Romantic lace fit and flare gown with a plunging neckline and chapel train')).toEqual({
      silhouette: 'fit-and-flare',
      neckline: 'plunging',
      fabric: 'lace',
      sleeves: null,
      train: 'chapel',
      styles: ['romantic'],
    });
  });

  it('matches whole words only', () => {
    expect(inferAttributes('A plain, simple gown').silhouette).toBeNull();
    expect(inferAttributes('Sleek crepe with clean lines').styles).toEqual(['modern', 'minimalist']);
    expect(inferAttributes('Necklace not included').fabric).toBeNull();
    expect(inferAttributes('Chiffonier trim').fabric).toBeNull();
  });

  it('reads spelling variants, plurals and abbreviations', () => {
    expect(inferAttributes('ALINE tulle').silhouette).toBe('a-line');
    expect(inferAttributes('A-Line').silhouette).toBe('a-line');
    expect(inferAttributes('Ballgown').silhouette).toBe('ball-gown');
    expect(inferAttributes('Fit & Flare').silhouette).toBe('fit-and-flare');
    expect(inferAttributes('OTS neckline').neckline).toBe('off-the-shoulder');
    expect(inferAttributes('Deep-V neck').neckline).toBe('plunging');
    expect(inferAttributes('vneck').neckline).toBe('v-neck');
    expect(inferAttributes('Allover sequins').fabric).toBe('sequin');
    expect(inferAttributes('Hand beading').fabric).toBe('beaded');
    expect(inferAttributes('3/4 sleeves').sleeves).toBe('three-quarter');
    expect(inferAttributes('Long-sleeved').sleeves).toBe('long');
    expect(inferAttributes('Off-the-shoulder sleeves')).toMatchObject({
      neckline: 'off-the-shoulder',
      sleeves: 'off-the-shoulder',
    });
    expect(inferAttributes('Crêpe column').fabric).toBe('crepe');
    expect(inferAttributes('Monarch train').train).toBe('royal');
    expect(inferAttributes('Bohemian, 3D flowers, open back').styles).toEqual(['boho', 'garden', 'sexy']);
  });

  it('prefers a clear phrase over a vague word', () => {
    // "illusion" alone could be the sleeves; the neckline is said plainly.
    expect(inferAttributes('Illusion long sleeves and a V-neck').neckline).toBe('v-neck');
    expect(inferAttributes('Illusion back').neckline).toBe('illusion');
    // A princess ball gown in spirit, an A-line in cut.
    expect(inferAttributes('A princess-worthy A-line').silhouette).toBe('a-line');
    expect(inferAttributes('Princess gown').silhouette).toBe('ball-gown');
    expect(inferAttributes('Princess gown').styles).toEqual(['princess']);
  });

  it('ignores phrases that look like a value but are not', () => {
    expect(inferAttributes('Satin with lace-up back').fabric).toBe('satin');
    expect(inferAttributes('Crepe with a lace up back').fabric).toBe('crepe');
    expect(inferAttributes('Dry clean only').styles).toEqual([]);
    // A veil is not a train.
    expect(inferAttributes('Pairs with a cathedral veil').train).toBeNull();
    // Punctuation ends a phrase.
    expect(inferAttributes('Ivory lace, up to size 20').fabric).toBe('lace');
  });
});

describe('normaliseAttribute', () => {
  it('reads column values through the same lexicon', () => {
    expect(normaliseAttribute('silhouette', 'Ball Gown')).toBe('ball-gown');
    expect(normaliseAttribute('silhouette', 'Fit & Flare')).toBe('fit-and-flare');
    expect(normaliseAttribute('train', 'Chapel')).toBe('chapel');
    expect(normaliseAttribute('train', 'None')).toBe('none');
    expect(normaliseAttribute('sleeves', 'Long')).toBe('long');
    expect(normaliseAttribute('sleeves', 'Off the shoulder')).toBe('off-the-shoulder');
    expect(normaliseAttribute('neckline', 'Boat')).toBe('bateau');
    expect(normaliseAttribute('fabric', 'Silk Mikado')).toBe('mikado');
    expect(normaliseAttribute('silhouette', 'Unusual')).toBeNull();
  });

  it('knows every canonical value by its own name', () => {
    for (const value of silhouettes) expect(normaliseAttribute('silhouette', value)).toBe(value);
    for (const value of necklines) expect(normaliseAttribute('neckline', value)).toBe(value);
    for (const value of fabrics) expect(normaliseAttribute('fabric', value)).toBe(value);
    for (const value of sleeveStyles) expect(normaliseAttribute('sleeves', value)).toBe(value);
    for (const value of trains) expect(normaliseAttribute('train', value)).toBe(value);
  });
});
