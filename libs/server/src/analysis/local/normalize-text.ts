/**
 * Folds text to plain lower-case words separated by single spaces: accents dropped ("Château" ->
 * "chateau"), apostrophes removed ("don't" -> "dont", "parents'" -> "parents") and hyphens split
 * ("A-line" -> "a line"), so every word list can be written once in that one form.
 */
export function normalizeText(text: string): string {
  // eslint-disable-next-line no-control-regex
  const ascii = /^[\x00-\x7f]*$/.test(text);
  return (ascii ? text : text.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
    .toLowerCase()
    .replace(/['\u2018\u2019\u02bc`]/g, '')
    .replace(/[^a-z0-9$]+/g, ' ')
    .trim();
}
