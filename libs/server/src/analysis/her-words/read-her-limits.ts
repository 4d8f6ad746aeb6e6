import type { BrideProfile } from '../../plans/bride-profile';
import type { Exclusion, HerLimits } from './her-limits';
import { findLimitTerms, herTexts } from './her-texts';
import { readAskedFor } from './read-asked-for';
import { readBump } from './read-bump';
import { readColourWish } from './read-colour-wish';
import { readCoverage } from './read-coverage';
import { readExclusions } from './read-exclusions';
import { readMusts } from './read-musts';

const keyOf = (exclusion: Exclusion): string => `${exclusion.attribute}:${exclusion.value}`;

/**
 * Her limits, read from her own words: what she rules out, the least a dress must cover, the
 * colour she asks for, a bump, and the pieces she names. `today` only resolves a due month
 * given without a year.
 */
export function readHerLimits(bride: BrideProfile, today: Date): HerLimits {
  const texts = herTexts(bride);
  const hits = findLimitTerms(texts);
  const venueHits = findLimitTerms([bride.answers.weddingVenue ?? '', bride.weddingVenue ?? '']);
  const exclusions = readExclusions(hits);
  const { coverage, exclusions: covered } = readCoverage(hits, venueHits);
  const seen = new Set(exclusions.map(keyOf));
  for (const exclusion of covered) {
    if (!seen.has(keyOf(exclusion))) exclusions.push(exclusion);
    seen.add(keyOf(exclusion));
  }
  const ruledOut = new Set(exclusions.map(keyOf));
  return {
    exclusions,
    musts: readMusts(hits).filter((must) => !ruledOut.has(keyOf(must))),
    coverage,
    colour: readColourWish(hits, exclusions),
    bump: readBump(texts, bride.weddingDate ?? (bride.answers.weddingDate || null), today),
    askedFor: readAskedFor(hits),
  };
}
