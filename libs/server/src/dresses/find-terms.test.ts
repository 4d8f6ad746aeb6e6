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

  it('reads the many ways of saying no, and the phrases that only look like one', () => {
    expect(read("I can't stand strapless")).toEqual(['not strapless']);
    expect(read('I’m really not a huge fan of mermaid')).toEqual(['not mermaid']);
    expect(read('anything but mermaid')).toEqual(['not mermaid']);
    expect(read("I'd rather die than wear a mermaid")).toEqual(['not mermaid']);
    expect(read("I don't mind a train")).toEqual(['train']);
    expect(read('nothing beats lace')).toEqual(['lace']);
    expect(read("I can't live without lace")).toEqual(['lace']);
    expect(read("I don't hate strapless")).toEqual(['strapless']);
    expect(read("never thought I'd love a mermaid")).toEqual(['mermaid']);
  });

  it('ends a negation where a new thought starts', () => {
    expect(read('I hate strapless and love lace')).toEqual(['not strapless', 'lace']);
    expect(read('I hate my arms so long sleeves')).toEqual(['long-sleeves']);
  });

  it('runs a negation through a list joined by "or" or opened by a colon', () => {
    expect(read('No strapless, mermaid or sequins')).toEqual(['not strapless', 'not mermaid', 'not sequin']);
    expect(read('Dislikes: strapless, mermaid')).toEqual(['not strapless', 'not mermaid']);
    expect(read('No sparkle, lace sleeves')).toEqual(['not sparkle', 'lace', 'sleeves']);
  });

  it('asks without ruling out in a question, unless it is a request', () => {
    expect(findTerms('Is strapless not a good idea?', styleTerms)[0]).toMatchObject({ negated: false, question: true });
    expect(read('Can we skip anything strapless?')).toEqual(['not strapless']);
  });

  it('marks a negation of degree', () => {
    const [hit] = findTerms('not too much tulle', styleTerms);
    expect(hit).toMatchObject({ negated: true, onlyInDegree: true });
    expect(findTerms('no tulle', styleTerms)[0]?.onlyInDegree).toBe(false);
  });
});
