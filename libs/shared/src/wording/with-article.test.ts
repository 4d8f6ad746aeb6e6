import { describe, expect, it } from '@jest/globals';
import { articleFor, withArticle } from './with-article';

// What follows, and the article it takes, by how it sounds.
const cases: Record<string, [string, 'a' | 'an'][]> = {
  'a shape or neckline named by a letter reads as the letter sounds': [
    ['A-line', 'an'],
    ['A-line in lace', 'an'],
    ['V-neck neckline', 'a'],
    ['SUV', 'an'],
    ['US 8', 'a'],
  ],
  'a vowel sound takes "an", a consonant sound "a"': [
    ['off-the-shoulder neckline', 'an'],
    ['empire waist', 'an'],
    ['illusion back', 'an'],
    ['elegant ballroom', 'an'],
    ['informal garden', 'an'],
    ['understated look', 'an'],
    ['ball gown', 'a'],
    ['sweetheart neckline', 'a'],
    ['high neckline', 'a'],
  ],
  'vowels that sound like consonants, and a silent h': [
    ['one-shoulder neckline', 'a'],
    ['unique veil', 'a'],
    ['usual fitting', 'a'],
    ['European lace', 'a'],
    ['hour', 'an'],
  ],
  'numbers and markdown marks as they are said': [
    ['8-week order', 'an'],
    ['18-month wait', 'an'],
    ['12-week order', 'a'],
    ['**A-line**', 'an'],
  ],
};

describe('withArticle: "a" or "an" by how the next word sounds', () => {
  it.each(Object.entries(cases))('%s', (_, entries) => {
    for (const [words, article] of entries) expect(articleFor(words)).toBe(article);
  });

  it('puts the article before the words', () => {
    expect(withArticle('A-line')).toBe('an A-line');
    expect(withArticle('V-neck')).toBe('a V-neck');
  });
});
