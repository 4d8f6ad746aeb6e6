import { describe, expect, it } from '@jest/globals';
import { articleFor, withArticle } from './with-article';

describe('withArticle: "a" or "an" by how the next word sounds', () => {
  it('reads a shape or neckline named by a letter as the letter sounds', () => {
    expect(withArticle('A-line')).toBe('an A-line');
    expect(withArticle('A-line in lace')).toBe('an A-line in lace');
    expect(withArticle('V-neck neckline')).toBe('a V-neck neckline');
    expect(withArticle('SUV')).toBe('an SUV');
    expect(withArticle('US 8')).toBe('a US 8');
  });

  it('puts "an" before a vowel sound and "a" before a consonant sound', () => {
    expect(withArticle('off-the-shoulder neckline')).toBe('an off-the-shoulder neckline');
    expect(withArticle('empire waist')).toBe('an empire waist');
    expect(withArticle('illusion back')).toBe('an illusion back');
    expect(withArticle('elegant ballroom')).toBe('an elegant ballroom');
    expect(withArticle('informal garden')).toBe('an informal garden');
    expect(withArticle('ball gown')).toBe('a ball gown');
    expect(withArticle('sweetheart neckline')).toBe('a sweetheart neckline');
    expect(withArticle('mermaid')).toBe('a mermaid');
  });

  it('knows the vowels that sound like consonants, and a silent h', () => {
    expect(withArticle('one-shoulder neckline')).toBe('a one-shoulder neckline');
    expect(withArticle('unique veil')).toBe('a unique veil');
    expect(withArticle('usual fitting')).toBe('a usual fitting');
    expect(withArticle('European lace')).toBe('a European lace');
    expect(withArticle('hour')).toBe('an hour');
    expect(withArticle('high neckline')).toBe('a high neckline');
    expect(withArticle('understated look')).toBe('an understated look');
  });

  it('reads numbers and markdown marks as they are said', () => {
    expect(articleFor('8-week order')).toBe('an');
    expect(articleFor('18-month wait')).toBe('an');
    expect(articleFor('12-week order')).toBe('a');
    expect(articleFor('**A-line**')).toBe('an');
  });
});
