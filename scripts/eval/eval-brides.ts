import type { SurveyAnswers } from '@bridal/shared/survey/survey-schema';
import type { Fabric, Neckline, Silhouette, SleeveStyle } from '@bridal/server/dresses/dress';
import type { VenueType } from '@bridal/server/analysis/local/classify-venue';
import brides from './eval-brides.json' with { type: 'json' };

/** What a dress must have (any one) or must not have to answer what she said, read by hand from her answers. */
export interface StatedStyle {
  silhouettes?: Silhouette[];
  necklines?: Neckline[];
  fabrics?: Fabric[];
  sleeves?: SleeveStyle[];
}

/**
 * A bride written for the evaluation: her survey answers, and the truth the scores are measured
 * against, written by hand from those answers (not read by the code under test): her US sizes,
 * her stated style and what she ruled out, and the kind of venue she named.
 */
export interface EvalBride {
  key: string;
  answers: Partial<SurveyAnswers> & { dressSize?: string };
  truth: {
    /** Null: she gave no size anywhere, so nothing can be excluded. */
    sizes: number[] | null;
    /** Null: a vague bride who stated no style. */
    style: StatedStyle | null;
    avoid?: StatedStyle;
    venue: VenueType;
  };
}

/** The brides themselves are data (eval-brides.json): each a different size, budget, style and venue. */
export const evalBrides = brides as EvalBride[];
