import { describe, expect, it } from '@jest/globals';
import { findTerms } from './find-terms';
import { styleTerms } from './style-vocabulary';

const read = (text: string) => findTerms(text, styleTerms).map((hit) => `${hit.negated ? 'not ' : ''}${hit.id}`);

describe('reading a bride’s own words', () => {
  it('turns a negation within a few words into a dislike', () => {
    expect(read('No strapless, please.')).toEqual(['not strapless']);
    expect(read("I don't want anything strapless")).toEqual(['not strapless']);
    expect(read('I don’t want a mermaid')).toEqual(['not mermaid']);
    expect(read('nothing too sparkly')).toEqual(['not sparkle']);
    expect(read('strapless is a no for me')).toEqual(['not strapless']);
  });

  it('keeps a negation inside its clause', () => {
    expect(read('I love lace, not sparkle')).toEqual(['lace', 'not sparkle']);
    expect(read('no sparkle but lace sleeves')).toEqual(['not sparkle', 'lace', 'sleeves']);
  });

  it('does not read a hedge as a rejection', () => {
    expect(read('not sure about lace')).toEqual(['lace']);
    expect(read('sleeves are not negotiable')).toEqual(['sleeves']);
  });

  it('counts a longer phrase once, and keeps the word its wildcard spans', () => {
    expect(read('long lace sleeves')).toEqual(['long-sleeves', 'lace']);
    expect(read('an A-line with an open back')).toEqual(['a-line', 'open-back']);
  });

  it('quotes her words back', () => {
    const [hit] = findTerms('Timeless and elegant, with long lace sleeves for the church.', styleTerms).filter(
      (entry) => entry.id === 'long-sleeves',
    );
    expect(hit?.fragment).toContain('long lace sleeves');
    expect(hit?.clause).toBe('with long lace sleeves for the church');
  });
});
