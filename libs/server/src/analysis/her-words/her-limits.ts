import type { ColourFamily } from '../local/name-colour-family';
import type { Garment, LimitAttribute, LimitValues, SleeveLength } from '../../dresses/limit-vocabulary';

/** Something she ruled out in her own words: never pulled, like a dress outside her size. */
export type Exclusion = {
  [A in LimitAttribute]: {
    attribute: A;
    value: LimitValues[A];
    /** Her words, for the plan: "I would never wear a strapless gown". */
    quote: string;
  };
}[LimitAttribute];

/** The least a dress must cover, when she said so ("past the elbow", "covered shoulders", "no slit"). */
export interface CoverageMinimum {
  /** Sleeves at least this long. */
  sleeves: SleeveLength | null;
  shoulders: boolean;
  back: boolean;
  /** A high neckline (high neck, bateau, illusion to the collarbone). */
  highNeckline: boolean;
  noSlit: boolean;
  /** Her words, one per rule she stated. */
  quotes: string[];
}

/** What she said she wants in colour: the families, with her words. */
export interface ColourWish {
  families: ColourFamily[];
  /** The colour names she used ('blush', 'champagne'). */
  names: string[];
  quote: string;
}

/** She is expecting: her words, or a due date before or soon after the wedding. */
export interface Bump {
  /** For the plan: 'she is due in March, two months before the wedding'. */
  reason: string;
}

/** A piece she asked for by name. */
export interface AskedFor {
  garment: Exclude<Garment, 'gown'>;
  quote: string;
}

/** What she requires in so many words ("satin is a must", "I want a mermaid, no more doubts"). */
export type Must = Exclusion;

/** Her limits and named wishes, read from all of her answers and notes. */
export interface HerLimits {
  exclusions: Exclusion[];
  /** A silhouette, neckline, fabric, train or sleeve she requires: it leads her list. */
  musts: Must[];
  coverage: CoverageMinimum | null;
  colour: ColourWish | null;
  bump: Bump | null;
  askedFor: AskedFor[];
}

export const noLimits: HerLimits = {
  exclusions: [],
  musts: [],
  coverage: null,
  colour: null,
  bump: null,
  askedFor: [],
};
