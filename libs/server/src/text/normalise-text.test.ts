import { describe, expect, it } from '@jest/globals';
import { boundaryToken, normalizeText, words } from './normalise-text';

describe('words', () => {
  it('folds accents, case, hyphens, camel case, "&" and plurals', () => {
    expect(words('Fit & Flare')).toEqual(['fit', 'and', 'flare']);
    expect(words('fit-and-flare')).toEqual(['fit', 'and', 'flare']);
    expect(words('FitAndFlare')).toEqual(['fit', 'and', 'flare']);
    expect(words('Off-the-Shoulders Crêpe')).toEqual(['off', 'the', 'shoulder', 'crepe']);
    expect(words('dress glamorous this yes Ruffles')).toEqual(['dress', 'glamorous', 'this', 'yes', 'ruffle']);
  });

  it('reads 3/4 and ¾ as a sleeve length', () => {
    expect(words('3/4 sleeves')).toEqual(['three', 'quarter', 'sleeve']);
    expect(words('¾ sleeves')).toEqual(['three', 'quarter', 'sleeve']);
  });

  it('marks phrase boundaries only when asked, never at either end', () => {
    expect(words('lace, up to size 20.')).toEqual(['lace', 'up', 'to', 'size', '20']);
    expect(words('lace, up to size 20.', { boundaries: true })).toEqual([
      'lace',
      boundaryToken,
      'up',
      'to',
      'size',
      '20',
    ]);
  });
});

describe('normalizeText', () => {
  it('gives plain lower-case words without accents, apostrophes or hyphens, keeping "$"', () => {
    expect(normalizeText('Château')).toBe('chateau');
    expect(normalizeText("Don't tell my parents'")).toBe('dont tell my parents');
    expect(normalizeText('  A-line, under $2,000!  ')).toBe('a line under $2 000');
  });
});
