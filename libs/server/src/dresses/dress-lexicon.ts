import type { DressStyle, Fabric, Neckline, Silhouette, SleeveStyle, Train } from './dress';
import {
  type DressWords,
  fabricWords,
  necklineWords,
  silhouetteWords,
  sleeveWords,
  stockPhrases,
  stockStopPhrases,
  styleWords,
  trainWords,
} from './dress-vocabulary';

/**
 * The stock reader's view of the dress vocabulary (dresses/dress-vocabulary). Phrases are compared
 * word by word after `words()` (accents, case, hyphens, "&" and plurals already folded), so
 * "Off-the-Shoulder", "off the shoulders" and "OFF THE SHOULDER" need only one spelling.
 */
export interface LexiconEntry<V extends string> {
  /** `null` marks a phrase that must not count ("lace-up back" is not lace fabric). */
  value: V | null;
  /** Phrases that name the value wherever they appear. */
  phrases: readonly string[];
  /** Phrases used in free text only when nothing clearer is there ("illusion" may be the sleeves). */
  weak?: readonly string[];
  /** Phrases that mean the value only in a column about this attribute ("Chapel" in a Train column, not "chapel veil"). */
  column?: readonly string[];
}

/** One entry per value, in the vocabulary's order (the first phrase that fits wins a tie). */
function lexiconOf<V extends string>(vocabulary: Record<V, DressWords>): LexiconEntry<V>[] {
  return (Object.entries(vocabulary) as [V, DressWords][]).map(([value, words]) => ({
    value,
    phrases: stockPhrases(words),
    weak: words.weak,
    column: words.column,
  }));
}

export const silhouetteLexicon: readonly LexiconEntry<Silhouette>[] = lexiconOf(silhouetteWords);
export const necklineLexicon: readonly LexiconEntry<Neckline>[] = lexiconOf(necklineWords);
export const fabricLexicon: readonly LexiconEntry<Fabric>[] = [
  { value: null, phrases: stockStopPhrases.fabric },
  ...lexiconOf(fabricWords),
];
export const sleeveLexicon: readonly LexiconEntry<SleeveStyle>[] = lexiconOf(sleeveWords);
export const trainLexicon: readonly LexiconEntry<Train>[] = lexiconOf(trainWords);
export const styleLexicon: readonly LexiconEntry<DressStyle>[] = [
  { value: null, phrases: stockStopPhrases.style },
  ...lexiconOf(styleWords),
];
