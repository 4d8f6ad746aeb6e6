import { indexPhrases } from './index-phrases';
import { matchPhraseAt } from './match-phrase-at';
import {
  afterFillers,
  degreeWords,
  negationFillers,
  negationsAfter,
  negationsBefore,
  notNegations,
  notNegationsAfter,
  requestOpenings,
  scopeBreakers,
} from './negation-words';
import { normalizeText } from '../text/normalise-text';

export interface Term {
  id: string;
  /** Normalised phrases (see normalizeText), e.g. 'open back', 'a line'; '*' stands for any one word ('long * sleeves'). */
  phrases: readonly string[];
}

export interface TermHit {
  id: string;
  phrase: string;
  /** True when a negation ('no', "don't want", 'not', 'nothing'...) governs the phrase; never in a question. */
  negated: boolean;
  /** Found in a question ("Would a mermaid suit me?"): it asks, it does not state. */
  question: boolean;
  /** Negated in degree only ("not too much tulle"): a dislike, not a rule. */
  onlyInDegree: boolean;
  /** A few of her own words around the phrase, for quoting back to the consultant. */
  fragment: string;
  /** The whole clause it was found in (clipped), to quote a thought rather than a word. */
  clause: string;
  /** The clause's words (normalised) before, in and after the phrase, for readers that weigh its context. */
  before: string[];
  words: string[];
  after: string[];
}

// A negation rarely reaches across a comma or a 'but': "no sparkle, but lace sleeves". "Anything but
// mermaid" is one thought, so 'but' and 'except' after 'anything' do not break it.
const clauseBreak =
  /[;,()[\]]+|(?<!\b(?:anything|everything|something))\s(?:but|though|although|however|except|whereas)\s/i;
// Sentences are read whole first: a question rules nothing out.
const sentencePattern = /[^.!?\n]+[.!?\n]*/g;
const negationWindow = 3;

const split = (phrases: readonly string[]): string[][] =>
  phrases.map((phrase) => phrase.split(' ')).sort((a, b) => b.length - a.length);
const cuesBefore = split(negationsBefore);
const falseCues = split(notNegations);
const cuesAfter = split(negationsAfter);
const falseCuesAfter = split(notNegationsAfter);
const requests = split(requestOpenings);
// Words that join a list the negation runs through ("not white or ivory") or open a new thought.
const listWords = new Set([
  'or',
  'nor',
  'and',
  'either',
  'even',
  'any',
  'also',
  'too',
  'a',
  'an',
  'the',
  'please',
  'dress',
  'dresses',
  'gown',
  'gowns',
  'styles',
]);
const conjunctions = new Set(['and', 'or', 'so', 'plus', 'then', 'yet', 'though']);
const subjects = new Set(['i', 'we', 'id', 'ill', 'im', 'really', 'would', 'also', 'totally', 'absolutely', 'do']);
const tokensOf = (text: string): string[] => normalizeText(text).split(' ').filter(Boolean);

/** The length of the longest phrase matching at `start`, 0 when none does. */
function longestMatch(tokens: readonly string[], start: number, phrases: readonly string[][]): number {
  return phrases.find((parts) => matchPhraseAt(tokens, start, parts))?.length ?? 0;
}

interface Negation {
  start: number;
  end: number;
  cancelled: boolean;
}

// Every negation in a clause; "don't hate", "never without" cancel out.
function negationsIn(tokens: readonly string[]): Negation[] {
  const found: Negation[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    // "Can't live without", "nothing against": the whole phrase is read as one, not as two negations.
    const falseLength = longestMatch(tokens, index, falseCues);
    if (falseLength > 0) {
      index += falseLength - 1;
      continue;
    }
    const length = longestMatch(tokens, index, cuesBefore);
    if (length === 0) continue;
    const previous = found[found.length - 1];
    const negation = { start: index, end: index + length, cancelled: false };
    if (previous && !previous.cancelled && index - previous.end <= 1 && tokens[index] !== tokens[previous.start]) {
      previous.cancelled = true;
      negation.cancelled = true;
    }
    found.push(negation);
    index += length - 1;
  }
  return found;
}

// "I hate strapless and (I) love lace": a new positive verb after a conjunction ends the negation,
// as does a reason: "I hate my arms so sleeves would be great".
const reasons = new Set(['so', 'because', 'since', 'therefore', 'hence', 'cause']);
function opensNewThought(between: readonly string[]): boolean {
  return between.some((token, index) => {
    if (index > 0 && (token === 'yes' || token === 'just' || token === 'instead')) return true;
    // "Nothing so poufy", "I don't want it so poufy": 'so' right before the thing is a degree.
    const degree = index === between.length - 1 && (index === 0 || negationFillers.has(between[index - 1] ?? ''));
    if (reasons.has(token) && !degree) return true;
    if (!conjunctions.has(token)) return false;
    let next = index + 1;
    while (subjects.has(between[next] ?? '')) next += 1;
    return scopeBreakers.has(between[next] ?? '');
  });
}

type Reading = { negated: boolean; onlyInDegree: boolean };
const plain: Reading = { negated: false, onlyInDegree: false };

function negationBefore(tokens: readonly string[], negations: readonly Negation[], start: number): Reading {
  const nearest = negations.filter((negation) => negation.end <= start).pop();
  if (!nearest || nearest.cancelled) return plain;
  const between = tokens.slice(nearest.end, start);
  if (opensNewThought(between)) return plain;
  const counted = between.filter((token) => !negationFillers.has(token) && token !== 'or' && token !== 'nor');
  if (counted.length > negationWindow) return plain;
  return { negated: true, onlyInDegree: between.some((token) => degreeWords.includes(token)) };
}

// "strapless is a no", "lace is not my thing", "mermaids are out".
function isNegatedAfter(tokens: readonly string[], end: number): boolean {
  let at = end;
  while (at < end + 3 && afterFillers.has(tokens[at] ?? '')) at += 1;
  if (longestMatch(tokens, at, falseCuesAfter) > 0) return false;
  const word = tokens[at] ?? '';
  if (word === 'out') return at === tokens.length - 1 || tokens[at + 1] === 'for';
  // A bare 'no' or 'not' right after the thing belongs to the next one: "lace not tulle".
  if ((word === 'no' || word === 'not' || word === 'nope') && at === end) return false;
  return longestMatch(tokens, at, cuesAfter) > 0;
}

// A question asks; only a request ("Can we skip the train?") rules anything out.
function isQuestion(sentence: string): boolean {
  if (!sentence.trim().endsWith('?')) return false;
  const tokens = tokensOf(sentence);
  return !(tokens.includes('please') || requests.some((parts) => matchPhraseAt(tokens, 0, parts)));
}

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

interface Found {
  id: string;
  phrase: string;
  start: number;
  end: number;
  literal: number[];
}

// The terms' phrases in one clause, one hit per mention: "sleeves" inside "long lace sleeves" is the
// same mention; "lace" (the wildcard word) is its own.
function mentionsIn(tokens: readonly string[], terms: readonly Term[]): { all: Found[]; kept: Found[] } {
  const byFirstWord = indexPhrases(terms);
  const all: Found[] = [];
  tokens.forEach((token, start) => {
    for (const candidate of byFirstWord.get(token) ?? []) {
      if (matchPhraseAt(tokens, start, candidate.parts)) {
        all.push({
          id: candidate.id,
          phrase: candidate.phrase,
          start,
          end: start + candidate.parts.length,
          literal: literalPositions(start, candidate.parts),
        });
      }
    }
  });
  all.sort((a, b) => a.start - b.start);
  const seen = new Set<string>();
  const kept = all.filter((hit) => {
    const covered = all.some(
      (other) =>
        other !== hit &&
        other.end - other.start > hit.end - hit.start &&
        hit.literal.every((position) => other.literal.includes(position)),
    );
    if (covered || seen.has(hit.id)) return false;
    seen.add(hit.id);
    return true;
  });
  return { all, kept };
}

// A clause of nothing but things and list words ("mermaid or ball gown") after a negated one.
function isListItem(tokens: readonly string[], all: readonly Found[]): boolean {
  return tokens.every(
    (token, index) => listWords.has(token) || all.some((hit) => index >= hit.start && index < hit.end),
  );
}

interface ClauseHits {
  hits: TermHit[];
  tokens: string[];
  listItem: boolean;
  opensList: boolean;
}

/**
 * Every occurrence of the terms' phrases in free text, with negation. A phrase inside a longer
 * matched phrase ("sleeves" in "long sleeves") is dropped, so one mention counts once. Without
 * `quote`, fragments are left empty: scanning 300 dress descriptions needs no quotes.
 */
export function findTerms(text: string, terms: readonly Term[], options: { quote?: boolean } = {}): TermHit[] {
  const quoting = options.quote !== false;
  const hits: TermHit[] = [];
  for (const sentence of text.match(sentencePattern) ?? []) {
    const asking = isQuestion(sentence);
    const clauses: ClauseHits[] = [];
    for (const clause of sentence
      .replace(/[.!?\s]+$/, '')
      .split(clauseBreak)
      .flatMap((part) => splitAfterNamedColon(part, terms))) {
      if (!clause || !clause.trim()) continue;
      const tokens = tokensOf(clause);
      if (tokens.length === 0) continue;
      const { all, kept } = mentionsIn(tokens, terms);
      const negations = asking ? [] : negationsIn(tokens);
      const { words, wordOf } = quoting ? mapToWords(clause) : { words: [], wordOf: [] };
      clauses.push({
        tokens,
        listItem: kept.length > 0 && isListItem(tokens, all),
        opensList: clause.includes(':'),
        hits: kept.map((hit) => {
          const before = negationBefore(tokens, negations, hit.start);
          const after = !asking && !before.negated && isNegatedAfter(tokens, hit.end);
          return {
            id: hit.id,
            phrase: hit.phrase,
            negated: before.negated || after,
            question: asking,
            onlyInDegree: before.negated && before.onlyInDegree,
            fragment: quoting ? quote(words, wordOf[hit.start] ?? 0, (wordOf[hit.end - 1] ?? 0) + 1) : '',
            clause: quoting ? clip(clause, 100) : '',
            before: tokens.slice(0, hit.start),
            words: tokens.slice(hit.start, hit.end),
            after: tokens.slice(hit.end),
          };
        }),
      });
    }
    carryThroughLists(clauses);
    hits.push(...clauses.flatMap((clause) => clause.hits));
  }
  return hits;
}

/**
 * "No mermaid: I want lace" is two thoughts: a colon after something she ruled out ends it. A colon
 * after a bare heading opens a list ("Hard no: strapless, mermaid"), and after a wish it goes on
 * with the wish ("I'd love colour: sage green or dusty blue").
 */
function splitAfterNamedColon(clause: string, terms: readonly Term[]): string[] {
  const colon = clause.indexOf(':');
  if (colon < 0) return [clause];
  const head = tokensOf(clause.slice(0, colon));
  const ruledOutFirst = negationsIn(head).length > 0 && mentionsIn(head, terms).kept.length > 0;
  return ruledOutFirst ? [clause.slice(0, colon), clause.slice(colon + 1)] : [clause];
}

// "No strapless, mermaid or ball gowns", "Dislikes: strapless, mermaid, sequins": the negation runs
// through the list. Without an 'or' or a colon a list after it is read as new things she wants:
// "no strapless, lace sleeves".
function carryThroughLists(clauses: ClauseHits[]): void {
  for (let index = 0; index < clauses.length; index += 1) {
    const head = clauses[index];
    const last = head?.hits[head.hits.length - 1];
    if (!head || !last?.negated) continue;
    let end = index + 1;
    while (clauses[end]?.listItem) end += 1;
    const run = clauses.slice(index + 1, end);
    const joined = run.some((clause) => clause.tokens.includes('or') || clause.tokens.includes('nor'));
    if (run.length === 0 || !(joined || head.opensList)) continue;
    for (const clause of run) {
      for (const hit of clause.hits) {
        hit.negated = true;
        hit.onlyInDegree = last.onlyInDegree;
      }
    }
    index = end - 1;
  }
}
