/**
 * Words a message to a bride never uses, whatever a dress's tag, style or description says
 * (a follow-up once called a gown "sexy"). Staff texts may still name the style.
 */
export const wordsKeptFromBrides = [
  'sexy',
  'sultry',
  'seductive',
  'steamy',
  'skimpy',
  'provocative',
  'risqué',
  'risque',
  'naughty',
] as const;

const keptOut = new RegExp(`\\b(${wordsKeptFromBrides.join('|')})\\b`, 'gi');

/** The kept-out words a text uses, lower-cased, each once. */
export function findWordsKeptFromBrides(text: string): string[] {
  return [...new Set([...text.matchAll(keptOut)].map((match) => match[1]!.toLowerCase()))];
}

/** Whether a word or phrase may be said to a bride. */
export const mayTellBride = (words: string): boolean => findWordsKeptFromBrides(words).length === 0;
