import { indexPhrases } from './index-phrases';
import { matchPhraseAt } from './match-phrase-at';
import { normalizeText } from '../text/normalise-text';

export interface Term {
  id: string;
  /** Normalised phrases (see normalizeText), e.g. 'open back', 'a line'; '*' stands for any one word ('long * sleeves'). */
  phrases: readonly string[];
}

export interface TermHit {
  id: string;
  phrase: string;
  /** True when a negation ('no', "don't want", 'not', 'nothing'...) governs the phrase. */
  negated: boolean;
  /** A few of her own words around the phrase, for quoting back to the consultant. */
  fragment: string;
  /** The whole clause it was found in (clipped), to quote a thought rather than a word. */
  clause: string;
}

// A negation rarely reaches across a comma or a 'but': "no sparkle, but lace sleeves".
const clauseBreak = /[.;!?\n,()[\]]+|\s(?:but|though|although|however|except|whereas)\s/i;
const negationCues = new Set([
  'no',
  'not',
  'dont',
  'never',
  'nothing',
  'without',
  'avoid',
  'avoiding',
  'hate',
  'hates',
  'dislike',
  'dislikes',
  'isnt',
  'arent',
  'doesnt',
  'wont',
  'nor',
  'neither',
  'against',
  'none',
  'skip',
]);
// "not sure", "not negotiable" are hedges or emphasis, not a rejection.
const notNegating = new Set(['sure', 'negotiable', 'optional', 'only', 'just', 'necessarily']);
const negationWindow = 4;

// Maps each token back to the word of the original clause it came from, for quoting.
function mapToWords(clause: string): { words: string[]; wordOf: number[] } {
  const words = clause.split(/\s+/).filter(Boolean);
  const wordOf: number[] = [];
  words.forEach((word, index) => {
    const count = normalizeText(word).split(' ').filter(Boolean).length;
    for (let n = 0; n < count; n += 1) wordOf.push(index);
  });
  return { words, wordOf };
}

function isNegatedBefore(tokens: string[], start: number): boolean {
  for (let index = Math.max(0, start - negationWindow); index < start; index += 1) {
    const token = tokens[index] ?? '';
    if (negationCues.has(token) && !notNegating.has(tokens[index + 1] ?? '')) return true;
  }
  return false;
}

// "strapless is a no", "lace is not my thing".
function isNegatedAfter(tokens: string[], end: number): boolean {
  const after = tokens.slice(end, end + 3);
  if (!['is', 'are', 'its', 'a', 'feels', 'looks'].includes(after[0] ?? '')) return false;
  const cue = after.findIndex((text) => text === 'no' || text === 'not' || text === 'never');
  return cue > 0 && !notNegating.has(tokens[end + cue + 1] ?? '');
}

function quote(words: string[], first: number, last: number): string {
  const from = Math.max(0, first - 4);
  const to = Math.min(words.length, last + 4);
  const text = words.slice(from, to).join(' ');
  return `${from > 0 ? '…' : ''}${text}${to < words.length ? '…' : ''}`;
}

function literalPositions(start: number, parts: string[]): number[] {
  return parts.flatMap((part, offset) => (part === '*' ? [] : [start + offset]));
}

function clip(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
}

/**
 * Every occurrence of the terms' phrases in free text, with negation. A phrase inside a longer
 * matched phrase ("sleeves" in "long sleeves") is dropped, so one mention counts once. Without
 * `quote`, fragments are left empty: scanning 300 dress descriptions needs no quotes.
 */
export function findTerms(text: string, terms: readonly Term[], options: { quote?: boolean } = {}): TermHit[] {
  const quoting = options.quote !== false;
  const hits: TermHit[] = [];
  for (const clause of text.split(clauseBreak)) {
    if (!clause || !clause.trim()) continue;
    const normalized = normalizeText(clause);
    if (!normalized) continue;
    const tokens = normalized.split(' ');
    const byFirstWord = indexPhrases(terms);
    const found: { id: string; phrase: string; start: number; end: number; literal: number[] }[] = [];
    tokens.forEach((token, start) => {
      for (const candidate of byFirstWord.get(token) ?? []) {
        if (matchPhraseAt(tokens, start, candidate.parts)) {
          found.push({
            id: candidate.id,
            phrase: candidate.phrase,
            start,
            end: start + candidate.parts.length,
            literal: literalPositions(start, candidate.parts),
          });
        }
      }
    });
    if (found.length === 0) continue;
    found.sort((a, b) => a.start - b.start);
    const { words, wordOf } = quoting ? mapToWords(clause) : { words: [], wordOf: [] };
    const seen = new Set<string>();
    for (const hit of found) {
      // "sleeves" inside "long lace sleeves" is the same mention; "lace" (the wildcard word) is its own.
      const covered = found.some(
        (other) =>
          other !== hit &&
          other.end - other.start > hit.end - hit.start &&
          hit.literal.every((position) => other.literal.includes(position)),
      );
      if (covered || seen.has(hit.id)) continue;
      seen.add(hit.id);
      hits.push({
        id: hit.id,
        phrase: hit.phrase,
        negated: isNegatedBefore(tokens, hit.start) || isNegatedAfter(tokens, hit.end),
        fragment: quoting ? quote(words, wordOf[hit.start] ?? 0, (wordOf[hit.end - 1] ?? 0) + 1) : '',
        clause: quoting ? clip(clause, 100) : '',
      });
    }
  }
  return hits;
}
