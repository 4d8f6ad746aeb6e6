import type { Exclusion } from './her-limits';
import type { LimitHit } from './her-texts';
import { withQuote } from './limit-terms';
import { namesGarment } from './names-garment';
import { isHerDressColour } from './read-colour-wish';
import { isHers } from './whose-words';

const isStatement = (hit: LimitHit): boolean =>
  isHers(hit) && !hit.question && namesGarment(hit) && (!hit.term.colour || isHerDressColour(hit));

/**
 * What she rules out: each thing negated firmly in her own words ("no strapless", "anything but
 * mermaid"), with the clause as her quote. "Not too much lace" is a taste, not a rule; a thing she
 * also asks for elsewhere ("no lace skirt ... lace sleeves") is not ruled out.
 */
export function readExclusions(hits: readonly LimitHit[]): Exclusion[] {
  const wanted = new Set(hits.filter((hit) => !hit.negated && isStatement(hit)).map((hit) => hit.id));
  const exclusions = new Map<string, Exclusion>();
  for (const hit of hits) {
    if (!hit.negated || hit.onlyInDegree || wanted.has(hit.id) || !isStatement(hit)) continue;
    for (const ruled of hit.term.rulesOut) {
      const key = `${ruled.attribute}:${ruled.value}`;
      if (!exclusions.has(key)) exclusions.set(key, withQuote(ruled, hit.clause));
    }
  }
  return [...exclusions.values()];
}
