import type { SurveyAnswers } from '@bridal/shared/survey/survey-schema';
import type { Fabric, Neckline, Silhouette, SleeveStyle, Train } from '@bridal/server/dresses/dress';
import type {
  BackStyle,
  DressLength,
  Embellishment,
  Garment,
  SleeveLength,
} from '@bridal/server/dresses/limit-vocabulary';
import type { VenueType } from '@bridal/server/analysis/local/classify-venue';
import type { EvalColourFamily } from './colour-truth';
import brides from './eval-brides.json' with { type: 'json' };

/** What a dress must have (any one) or must not have to answer what she said, read by hand from her answers. */
export interface StatedStyle {
  silhouettes?: Silhouette[];
  necklines?: Neckline[];
  fabrics?: Fabric[];
  sleeves?: SleeveStyle[];
  trains?: Train[];
}

/**
 * The limit a bride was written to test: each class has its own judge (judge-picks.ts) and its own
 * line in the report. A bride of none of them is judged on budget, size, style and venue only.
 */
export const limitClasses = ['exclusions', 'colour', 'coverage', 'bump', 'big-budget', 'by-name', 'no-size'] as const;
export type LimitClass = (typeof limitClasses)[number];

/** The values each kind of exclusion names, in the words the sheet truth is written in. */
interface ExcludedValues {
  silhouette: Silhouette;
  neckline: Neckline;
  /** How far a sleeve comes down the arm: "no long sleeves" is ['long']. */
  sleeves: SleeveLength;
  fabric: Fabric;
  /** A colour's own name, matched against each tone of the dress ('white' rules out Diamond White). */
  colour: string;
  train: Train;
  back: BackStyle;
  length: DressLength;
  embellishment: Embellishment;
}

/** Something she ruled out, scoped to one fact: a dress breaks it when that fact is one of the values. */
export type ExcludedTruth = {
  [A in keyof ExcludedValues]: { attribute: A; values: ExcludedValues[A][] };
}[keyof ExcludedValues];

/** The least a dress must cover, as she said it; every rule given must hold. */
export interface CoverageTruth {
  /** Sleeves at least this far down the arm. */
  sleeves?: SleeveLength;
  shoulders?: true;
  back?: true;
  highNeckline?: true;
  noSlit?: true;
}

/**
 * A bride written for the evaluation: her survey answers, and the truth the scores are measured
 * against, written by hand from those answers (not read by the code under test): her US sizes,
 * her stated style and what she ruled out, the kind of venue she named, and the limit she tests.
 */
export interface EvalBride {
  key: string;
  limitClass?: LimitClass;
  answers: Partial<SurveyAnswers> & { dressSize?: string };
  truth: {
    /** Null: she gave no size anywhere, so nothing can be excluded. */
    sizes: number[] | null;
    /** Null: a vague bride who stated no style. */
    style: StatedStyle | null;
    avoid?: StatedStyle;
    venue: VenueType;
    /** What she ruled out in her own words. */
    excluded?: ExcludedTruth[];
    /**
     * Her words that sound like a no and are not one ("I don't mind a train"): her stated style
     * asks for the very thing, so reading them as an exclusion misses her style.
     */
    falseFriend?: string;
    /** The colour families she asked for; 'unstated': she said nothing, so the first pick is a bridal shade. */
    colour?: EvalColourFamily[] | 'unstated';
    coverage?: CoverageTruth;
    /** She is expecting by the wedding. */
    bump?: true;
    /** The least a pick should cost for her big budget: half her typed amount, or the foot of an open band. */
    budgetFloor?: number;
    /** The piece she asked for by name. */
    askedFor?: Exclude<Garment, 'gown'>;
  };
}

/** The truth field each class is judged on: a bride of a class without it would be judged on nothing. */
const classTruth: Record<LimitClass, (truth: EvalBride['truth']) => boolean> = {
  exclusions: (truth) => (truth.excluded?.length ?? 0) > 0 || (truth.falseFriend !== undefined && truth.style !== null),
  colour: (truth) => truth.colour !== undefined,
  coverage: (truth) => truth.coverage !== undefined && Object.keys(truth.coverage).length > 0,
  bump: (truth) => truth.bump === true,
  'big-budget': (truth) => truth.budgetFloor !== undefined,
  'by-name': (truth) => truth.askedFor !== undefined,
  'no-size': (truth) => truth.sizes === null,
};

/** The brides, each checked to carry the truth her class is judged on (the JSON is not typed by itself). */
export function checkedBrides(list: readonly EvalBride[]): readonly EvalBride[] {
  const keys = new Set<string>();
  for (const bride of list) {
    if (keys.has(bride.key)) throw new Error(`Two eval brides are keyed ${bride.key}`);
    keys.add(bride.key);
    if (bride.limitClass === undefined) continue;
    const check = classTruth[bride.limitClass];
    if (!check) throw new Error(`${bride.key}: no limit class "${bride.limitClass}"`);
    if (!check(bride.truth)) throw new Error(`${bride.key}: a ${bride.limitClass} bride without its truth`);
  }
  return list;
}

/** The brides themselves are data (eval-brides.json): each a different size, budget, style and venue. */
export const evalBrides = checkedBrides(brides as EvalBride[]);
