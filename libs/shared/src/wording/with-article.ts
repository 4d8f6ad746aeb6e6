// Letters whose names start with a vowel sound: "an A-line", "an SUV", but "a V-neck".
const vowelLetters = new Set('AEFHILMNORSX');
// Vowels that sound like a consonant ("a one-shoulder gown", "a unique veil") and a silent h ("an hour").
const consonantSound = /^(one\b|once|uni(?!n)|use|usu|uti|uto|ure|eu|ewe)/i;
const silentH = /^(hour|honest|honou?r|heir)/i;

/** "a" or "an" for what follows, by how it sounds. */
export function articleFor(words: string): 'a' | 'an' {
  const text = words.trim().replace(/^[*_"'(]+/, '');
  const first = /^[^\s-]+/.exec(text)?.[0] ?? '';
  // A letter or an acronym reads letter by letter.
  if (/^[A-Z]{1,4}$/.test(first)) return vowelLetters.has(first[0]!) ? 'an' : 'a';
  if (/^(8|11|18)(\D|$)/.test(first)) return 'an';
  if (silentH.test(first)) return 'an';
  if (consonantSound.test(first)) return 'a';
  return /^[aeiou]/i.test(first) ? 'an' : 'a';
}

/** "an A-line", "a V-neck", "an off-the-shoulder neckline", "a one-shoulder gown". */
export const withArticle = (words: string): string => `${articleFor(words)} ${words}`;
