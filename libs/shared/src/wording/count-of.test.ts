import { describe, expect, it } from '@jest/globals';
import { countOf, nounFor } from './count-of';

describe('countOf', () => {
  it('says one of a thing in the singular, and none or many in the plural', () => {
    expect(countOf(1, 'sale')).toBe('1 sale');
    expect(countOf(0, 'sale')).toBe('0 sales');
    expect(countOf(2, 'no-show')).toBe('2 no-shows');
    expect(countOf(1, 'dress', 'dresses')).toBe('1 dress');
    expect(countOf(1500, 'dress', 'dresses')).toBe('1,500 dresses');
  });

  it('gives the noun alone for a count written elsewhere', () => {
    expect(nounFor(1, 'bride')).toBe('bride');
    expect(nounFor(3, 'bride')).toBe('brides');
  });
});
