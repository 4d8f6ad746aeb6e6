/*
 * The two ways text is folded before it is compared with a word list. Both drop accents and case;
 * they differ on purpose: `words()` reads boutique spreadsheets (plurals, camel case, "&" and
 * phrase boundaries matter there), `normalizeText()` reads what a bride or a consultant typed
 * (apostrophes dropped, "$" kept for budgets).
 */

/**
 * Marks the end of a sentence, cell or list item so that a phrase is never matched across it
 * ("... lace, up to size 20" must not read as "lace up").
 */
export const boundaryToken = '.';

/**
 * Drops a plural "s" so that "sleeves", "sequins" and "Sizes" meet their singular spelling. Words
 * ending in "ss", "us" or "is" keep it ("dress", "glamorous", "this"); short words are left alone
 * ("ots", "yes").
 */
function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith('s')) return word;
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  return word.slice(0, -1);
}

interface WordsOptions {
  /** Insert `boundaryToken` where punctuation ends a phrase (free text, not header names). */
  boundaries?: boolean;
}

/** Punctuation that ends a phrase: . , ; : ! ? ( ) [ ] { } | • · and line breaks and tabs. */
function isBoundary(code: number): boolean {
  switch (code) {
    case 9:
    case 10:
    case 13:
    case 33:
    case 40:
    case 41:
    case 44:
    case 46:
    case 58:
    case 59:
    case 63:
    case 91:
    case 93:
    case 123:
    case 124:
    case 125:
    case 0x2022:
    case 0xb7:
      return true;
    default:
      return false;
  }
}

const isLower = (code: number) => code >= 97 && code <= 122;
const isUpper = (code: number) => code >= 65 && code <= 90;
const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * Splits text into comparable words: accents, case, hyphenation, camel case, "&" and plurals do
 * not matter, so "Fit & Flare", "fit-and-flare" and "FitAndFlare" all give fit/and/flare.
 * A hand-written scanner: it runs over every cell of every row, where a chain of regular
 * expressions cost most of the parse time.
 */
export function words(text: string, options: WordsOptions = {}): string[] {
  let source = /[\u0080-\uffff]/.test(text) ? text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : text;
  // "3/4 sleeves" and "¾ sleeves" (3⁄4 once decomposed) are a sleeve length, not two numbers.
  if (source.includes('/') || source.includes('\u2044')) {
    source = source.replace(/\b3\s*[/\u2044]\s*4\b/g, ' three quarter ');
  }
  const result: string[] = [];
  // Closures are avoided here: this runs for every cell of every row.
  let start = -1;
  let previous = 0;
  for (let index = 0; index <= source.length; index += 1) {
    const code = index < source.length ? source.charCodeAt(index) : 32;
    const letterOrDigit = isLower(code) || isDigit(code) || isUpper(code);
    // A word ends at anything but a letter or digit, and where camel case starts a new one.
    if (start >= 0 && (!letterOrDigit || (isUpper(code) && isLower(previous)))) {
      result.push(singular(source.slice(start, index).toLowerCase()));
      start = -1;
    }
    if (letterOrDigit) {
      if (start < 0) start = index;
    } else if (code === 38 || code === 43) {
      result.push('and');
    } else if (
      options.boundaries &&
      isBoundary(code) &&
      result.length > 0 &&
      result[result.length - 1] !== boundaryToken
    ) {
      result.push(boundaryToken);
    }
    previous = code;
  }
  if (result[result.length - 1] === boundaryToken) result.pop();
  return result;
}

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
