import { describe, expect, it } from '@jest/globals';
import { chooseSlug, slugify } from './make-boutique-slug';

describe('boutique slugs', () => {
  it('makes a readable, URL-safe slug', () => {
    expect(slugify('Belle & Veil, Portland')).toBe('belle-veil-portland');
    expect(slugify('Crème de la Crème Bridal')).toBe('creme-de-la-creme-bridal');
    expect(slugify('!!!')).toBe('boutique');
  });

  it('adds a suffix when the slug is taken and never hands out a reserved word', () => {
    expect(chooseSlug('Belle', new Set(['belle']))).toBe('belle-2');
    expect(chooseSlug('Belle', new Set(['belle', 'belle-2']))).toBe('belle-3');
    expect(chooseSlug('Demo', new Set())).toBe('demo-2');
  });
});
