import type { DressStyle, Fabric, Neckline, Silhouette, SleeveStyle, Train } from './dress';
import {
  fabricLexicon,
  necklineLexicon,
  type LexiconEntry,
  silhouetteLexicon,
  sleeveLexicon,
  styleLexicon,
  trainLexicon,
} from './dress-lexicon';
import { words } from '../text/normalise-text';

/** The attributes a dress has exactly one value of. */
export interface AttributeValues {
  silhouette: Silhouette;
  neckline: Neckline;
  fabric: Fabric;
  sleeves: SleeveStyle;
  train: Train;
}
export type SingleAttribute = keyof AttributeValues;

export type InferredAttributes = { [K in SingleAttribute]: AttributeValues[K] | null } & { styles: DressStyle[] };

const strong = 0;
const weak = 1;
const columnOnly = 2;

interface CompiledPhrase<V> {
  words: string[];
  value: V | null;
  tier: number;
}

/** Phrases by their first word, longest first, so the first phrase that fits is the most specific. */
type CompiledLexicon<V> = Map<string, CompiledPhrase<V>[]>;

function compile<V extends string>(entries: readonly LexiconEntry<V>[]): CompiledLexicon<V> {
  const byFirstWord: CompiledLexicon<V> = new Map();
  const add = (phrases: readonly string[] | undefined, value: V | null, tier: number) => {
    for (const phrase of phrases ?? []) {
      const phraseWords = words(phrase);
      const first = phraseWords[0];
      if (first === undefined) continue;
      const list = byFirstWord.get(first) ?? [];
      list.push({ words: phraseWords, value, tier });
      byFirstWord.set(first, list);
    }
  };
  for (const entry of entries) {
    add(entry.phrases, entry.value, strong);
    add(entry.weak, entry.value, weak);
    add(entry.column, entry.value, columnOnly);
  }
  for (const list of byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length || a.tier - b.tier);
  return byFirstWord;
}

const lexicons: { [K in SingleAttribute]: CompiledLexicon<AttributeValues[K]> } = {
  silhouette: compile(silhouetteLexicon),
  neckline: compile(necklineLexicon),
  fabric: compile(fabricLexicon),
  sleeves: compile(sleeveLexicon),
  train: compile(trainLexicon),
};
const styles = compile(styleLexicon);

interface Found<V> {
  value: V;
  tier: number;
  /** Where to go on looking. */
  next: number;
}

/**
 * The next phrase at or after `from`. A phrase's words are consumed, so "deep v neck" is not also
 * read as "v neck", and a stop phrase ("lace up") hides the words inside it. A plain loop rather
 * than a generator: it runs several times for every row.
 */
function nextPhrase<V>(
  tokens: readonly string[],
  lexicon: CompiledLexicon<V>,
  maxTier: number,
  from: number,
): Found<V> | null {
  let index = from;
  while (index < tokens.length) {
    const candidates = lexicon.get(tokens[index] ?? '');
    const found = candidates?.find(
      (phrase) => phrase.tier <= maxTier && phrase.words.every((word, offset) => tokens[index + offset] === word),
    );
    if (found === undefined) {
      index += 1;
    } else if (found.value === null) {
      index += found.words.length;
    } else {
      return { value: found.value, tier: found.tier, next: index + found.words.length };
    }
  }
  return null;
}

/** The first clear mention wins; a vague word counts only when nothing clearer is there. */
function firstInText<V>(tokens: readonly string[], lexicon: CompiledLexicon<V>): V | null {
  let fallback: V | null = null;
  for (
    let found = nextPhrase(tokens, lexicon, weak, 0);
    found !== null;
    found = nextPhrase(tokens, lexicon, weak, found.next)
  ) {
    if (found.tier === strong) return found.value;
    fallback ??= found.value;
  }
  return fallback;
}

/** Finds the canonical attributes a free-text description mentions. */
export function inferAttributes(text: string): InferredAttributes {
  const tokens = words(text, { boundaries: true });
  const found: DressStyle[] = [];
  for (
    let match = nextPhrase(tokens, styles, weak, 0);
    match !== null;
    match = nextPhrase(tokens, styles, weak, match.next)
  ) {
    if (!found.includes(match.value)) found.push(match.value);
  }
  return {
    silhouette: firstInText(tokens, lexicons.silhouette),
    neckline: firstInText(tokens, lexicons.neckline),
    fabric: firstInText(tokens, lexicons.fabric),
    sleeves: firstInText(tokens, lexicons.sleeves),
    train: firstInText(tokens, lexicons.train),
    styles: found,
  };
}

/**
 * Reads a column that is about one attribute ("Fit & Flare" in a Silhouette column). Short words
 * that would be too vague in a description count here ("Chapel" in a Train column).
 */
export function normaliseAttribute<K extends SingleAttribute>(attribute: K, text: string): AttributeValues[K] | null {
  const lexicon: CompiledLexicon<AttributeValues[K]> = lexicons[attribute];
  return nextPhrase(words(text, { boundaries: true }), lexicon, columnOnly, 0)?.value ?? null;
}
