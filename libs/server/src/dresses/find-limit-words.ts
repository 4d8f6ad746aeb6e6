import { findTerms, type Term } from './find-terms';
import type { ColumnTopic } from './limit-columns';
import { type LimitWordGroupName, limitWordGroups } from './limit-words';
import { words } from '../text/normalise-text';

/** The values of each group a text names, and those it rules out ("no slit", "without beading"). */
export interface LimitWordsFound {
  named: Map<LimitWordGroupName, Set<string>>;
  ruledOut: Map<LimitWordGroupName, Set<string>>;
}

/** A phrase folded as `words()` folds a text, the '*' wildcard kept. */
const foldPhrase = (phrase: string) =>
  phrase
    .split(' ')
    .map((part) => (part === '*' ? part : words(part).join(' ')))
    .join(' ');

const groupNames = Object.keys(limitWordGroups) as LimitWordGroupName[];
const idOf = (group: LimitWordGroupName, value: string) => `${group}|${value}`;

/**
 * The terms of free text, or of a column about `topic`: there the topic's short words count too,
 * and take a word from any other group ("Corset" in a Back column is the back, not the bodice).
 */
function termsFor(topic: ColumnTopic | null): Term[] {
  const columnWords = new Set(
    groupNames.flatMap((group) =>
      topic !== null && limitWordGroups[group].topic === topic
        ? limitWordGroups[group].words.flatMap((entry) => (entry.column ?? []).map(foldPhrase))
        : [],
    ),
  );
  return groupNames.flatMap((group) => {
    const { topic: groupTopic, words: entries } = limitWordGroups[group];
    const own = topic !== null && topic === groupTopic;
    return entries.map((entry) => ({
      id: idOf(group, entry.value),
      phrases: [
        ...entry.phrases.map(foldPhrase).filter((phrase) => own || !columnWords.has(phrase)),
        ...(own ? (entry.column ?? []).map(foldPhrase) : []),
      ],
    }));
  });
}

// Built once: findTerms indexes each list by identity, so a list must not be rebuilt per dress.
const freeTerms = termsFor(null);
const columnTerms = new Map<ColumnTopic, Term[]>();
function termsOf(topic: ColumnTopic | null): Term[] {
  if (topic === null) return freeTerms;
  let terms = columnTerms.get(topic);
  if (!terms) {
    terms = termsFor(topic);
    columnTerms.set(topic, terms);
  }
  return terms;
}

/** A text folded the stock reader's way (plurals, "3/4", hyphens), with its sentence and cell breaks kept. */
export const foldText = (text: string) => words(text.replace(/['\u2018\u2019`]/g, ''), { boundaries: true }).join(' ');

export function emptyFound(): LimitWordsFound {
  return { named: new Map(), ruledOut: new Map() };
}

/**
 * Adds the limit words of one text to `found`. In a column about `topic` its short words count too
 * ("Open" in a Back column). A phrase inside a longer one counts once, as the longer one: "corset
 * back" is a back, not a corset bodice.
 */
export function findLimitWords(found: LimitWordsFound, text: string, topic: ColumnTopic | null = null): void {
  for (const hit of findTerms(foldText(text), termsOf(topic), { quote: false })) {
    const [group, value] = hit.id.split('|') as [LimitWordGroupName, string];
    const into = hit.negated ? found.ruledOut : found.named;
    const values = into.get(group) ?? new Set<string>();
    values.add(value);
    into.set(group, values);
  }
}

/** The values of a group the texts named (not ruled out). */
export function namedValues<V extends string>(found: LimitWordsFound, group: LimitWordGroupName): Set<V> {
  return (found.named.get(group) ?? new Set()) as Set<V>;
}

/** Whether the texts named a value of a group, or only ruled it out, or said nothing of it. */
export function flagOf(found: LimitWordsFound, group: LimitWordGroupName, value: string): boolean | null {
  if (found.named.get(group)?.has(value)) return true;
  if (found.ruledOut.get(group)?.has(value)) return false;
  return null;
}
