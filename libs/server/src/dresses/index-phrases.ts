import type { Term } from './find-terms';

export interface IndexedPhrase {
  id: string;
  phrase: string;
  parts: string[];
}

export type PhraseIndex = Map<string, IndexedPhrase[]>;

// Vocabularies are module constants; indexing each once keeps a 300-dress ranking fast.
const indexes = new WeakMap<readonly Term[], PhraseIndex>();

/** The terms' phrases by their first word, so a text is scanned word by word instead of phrase by phrase. */
export function indexPhrases(terms: readonly Term[]): PhraseIndex {
  const cached = indexes.get(terms);
  if (cached) return cached;
  const index: PhraseIndex = new Map();
  for (const term of terms) {
    for (const phrase of term.phrases) {
      const parts = phrase.split(' ');
      const first = parts[0] ?? '';
      index.set(first, [...(index.get(first) ?? []), { id: term.id, phrase, parts }]);
    }
  }
  indexes.set(terms, index);
  return index;
}
