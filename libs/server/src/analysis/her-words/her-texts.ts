import { findTerms, type TermHit } from '../../dresses/find-terms';
import type { BrideProfile } from '../../plans/bride-profile';
import { type LimitTerm, limitTermById, limitTerms } from './limit-terms';

/** A mention of one of the limit terms in her own words. */
export interface LimitHit extends TermHit {
  term: LimitTerm;
}

/** The answers she wrote in her own words. Her venue's name is read apart: it names a place, not a wish. */
export function herTexts(bride: BrideProfile): string[] {
  const { specificVision, additionalNotes, customFeeling, customIntention } = bride.answers;
  return [specificVision, additionalNotes, customFeeling, customIntention].filter((text) => text && text.trim());
}

/** Every mention of a limit term in the texts, with its negation and her words. */
export function findLimitTerms(texts: readonly string[]): LimitHit[] {
  return texts.flatMap((text) =>
    findTerms(text, limitTerms).flatMap((hit) => {
      const term = limitTermById.get(hit.id);
      return term ? [{ ...hit, term }] : [];
    }),
  );
}
