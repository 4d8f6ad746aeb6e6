import type { LimitAttribute } from '../../dresses/limit-vocabulary';
import type { Must } from './her-limits';
import type { LimitHit } from './her-texts';
import { withQuote } from './limit-terms';
import { statesRequirement } from './read-coverage';
import { isHers } from './whose-words';

// What a dress is cut and made of: what "a must" can name.
const mustAttributes = new Set<LimitAttribute>(['silhouette', 'neckline', 'fabric', 'train', 'sleeves']);

// Words that make a wish what she came for: "exactly what I want", "the dream", "no more doubts".
const emphatic = ['exactly', 'dream', 'dreamed', 'dreaming', 'doubts', 'set', 'heart', 'only'];

/**
 * What she requires in so many words: a shape, neckline, fabric, train or sleeve named with "a
 * must", "need", "exactly what I want", "the dream". Not a taste ("I like lace"): a requirement,
 * which leads her list before look-alikes.
 */
export function readMusts(hits: readonly LimitHit[]): Must[] {
  const musts = new Map<string, Must>();
  for (const hit of hits) {
    if (hit.negated || hit.question || !isHers(hit)) continue;
    const ruled = hit.term.rulesOut.filter((entry) => mustAttributes.has(entry.attribute));
    // "Fitted" names two shapes: a must is one thing she named.
    if (ruled.length === 0 || (ruled.length > 1 && ruled[0]!.attribute !== 'train')) continue;
    const clause = [...hit.before, ...hit.words, ...hit.after];
    if (!statesRequirement(clause) && !clause.some((word) => emphatic.includes(word))) continue;
    for (const entry of ruled) {
      const key = `${entry.attribute}:${entry.value}`;
      if (!musts.has(key)) musts.set(key, withQuote(entry, hit.clause));
    }
  }
  return [...musts.values()];
}
