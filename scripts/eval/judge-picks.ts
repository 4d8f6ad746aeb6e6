import type { VenueType } from '@bridal/server/analysis/local/classify-venue';
import { bridalShades } from './colour-truth';
import type { CoverageTruth, EvalBride, ExcludedTruth, LimitClass, StatedStyle } from './eval-brides';
import { type DressTruth, sleeveReaches } from './sheet-truth';

// What a venue rules out, as a consultant would say it: plain, independent of the analyst's scores.
const heavyFabrics = ['satin', 'mikado', 'velvet', 'taffeta', 'beaded', 'sequin'];
const grassAndGravel: VenueType[] = ['garden', 'vineyard', 'backyard', 'barn', 'mountain', 'estate', 'destination'];

/** Whether a dress suits the kind of venue she named. */
export function suitsVenue(dress: DressTruth, venue: VenueType): boolean {
  const longTrain = ['cathedral', 'royal'].includes(dress.train);
  switch (venue) {
    case 'beach':
      return (
        dress.silhouette !== 'ball-gown' &&
        !heavyFabrics.includes(dress.fabric) &&
        !['chapel', 'cathedral', 'royal'].includes(dress.train) &&
        !['long', 'bell'].includes(dress.sleeves)
      );
    case 'ballroom':
    case 'hotel':
      return !['tea-length', 'jumpsuit'].includes(dress.silhouette);
    case 'church':
      return dress.silhouette !== 'jumpsuit';
    case 'courthouse':
      return dress.silhouette !== 'ball-gown' && !['chapel', 'cathedral', 'royal'].includes(dress.train);
    case 'city':
      return dress.silhouette !== 'ball-gown';
    case 'barn':
    case 'backyard':
      return dress.silhouette !== 'ball-gown' && !longTrain;
    default:
      return grassAndGravel.includes(venue) ? !longTrain : true;
  }
}

const has = (dress: DressTruth, style: StatedStyle): boolean =>
  (style.silhouettes ?? []).some((value) => value === dress.silhouette) ||
  (style.necklines ?? []).some((value) => value === dress.neckline) ||
  (style.fabrics ?? []).some((value) => dress.fabrics.includes(value)) ||
  (style.sleeves ?? []).some((value) => value === dress.sleeves) ||
  (style.trains ?? []).some((value) => value === dress.train);

/** Whether a dress answers her stated style: one of the things she asked for, none she ruled out. */
export const matchesStyle = (dress: DressTruth, style: StatedStyle, avoid: StatedStyle | undefined): boolean =>
  has(dress, style) && !(avoid && has(dress, avoid));

/*
 * The limit judges: plain rules a consultant would state, read from the sheet's own cells. Each
 * says true (the pick keeps to her limit), false (it breaks it) or null (the sheet does not say,
 * so the pick is not judged on it).
 */

/** Whether all of a set of verdicts hold: false if any breaks, null if none breaks and one is unknown. */
function allOf(verdicts: readonly (boolean | null)[]): boolean | null {
  if (verdicts.includes(false)) return false;
  return verdicts.includes(null) ? null : true;
}

/** Whether a dress breaks one thing she ruled out. */
function breaks(dress: DressTruth, rule: ExcludedTruth): boolean | null {
  switch (rule.attribute) {
    case 'silhouette':
      return (rule.values as string[]).includes(dress.silhouette);
    case 'neckline':
      return (rule.values as string[]).includes(dress.neckline);
    case 'sleeves':
      return dress.sleeveLength === null ? null : rule.values.includes(dress.sleeveLength);
    case 'fabric':
      return rule.values.some((value) => dress.fabrics.includes(value));
    case 'colour':
      // Each tone by its own words: 'white' rules out Diamond White and an ivory/white two-tone.
      return dress.colour === null
        ? null
        : dress.colour.names.some((name) => rule.values.some((value) => name.split(' ').includes(value)));
    case 'train':
      return (rule.values as string[]).includes(dress.train);
    case 'back':
      return dress.back === null ? null : rule.values.includes(dress.back);
    case 'length':
      return dress.length === null ? null : rule.values.includes(dress.length);
    case 'embellishment': {
      if (rule.values.some((value) => dress.embellishments.listed.includes(value))) return true;
      return dress.embellishments.complete ? false : null;
    }
  }
}

/** Whether a dress keeps clear of everything she ruled out. */
export const withinExclusions = (dress: DressTruth, excluded: readonly ExcludedTruth[]): boolean | null =>
  allOf(
    excluded.map((rule) => {
      const broken = breaks(dress, rule);
      return broken === null ? null : !broken;
    }),
  );

/** Whether a dress covers at least what she asked: every rule she stated. */
export function coversEnough(dress: DressTruth, least: CoverageTruth): boolean | null {
  const verdicts: (boolean | null)[] = [];
  if (least.sleeves)
    verdicts.push(dress.sleeveLength === null ? null : sleeveReaches(dress.sleeveLength, least.sleeves));
  if (least.shoulders) verdicts.push(dress.shouldersCovered);
  // A corset back laces over a modesty panel; an illusion back is sheer.
  if (least.back)
    verdicts.push(dress.back === null ? null : ['covered', 'buttons', 'zip', 'corset'].includes(dress.back));
  if (least.highNeckline) verdicts.push(dress.highNeckline);
  if (least.noSlit) verdicts.push(dress.slit === null ? null : !dress.slit);
  return allOf(verdicts);
}

const fittedSilhouettes = ['mermaid', 'trumpet', 'fit-and-flare', 'sheath', 'jumpsuit'];

/**
 * Whether a dress can be worn over a bump: a maternity piece, or an empire or A-line waist that is
 * not laced into a corset. A fitted bodice or waist never is.
 */
export function suitsBump(dress: DressTruth): boolean {
  if (dress.maternity === true) return true;
  if (fittedSilhouettes.includes(dress.silhouette) || dress.back === 'corset') return false;
  return ['empire', 'a-line'].includes(dress.silhouette);
}

/** The sizes most brides wear: a gown made in too few of them is a narrow run. */
const commonSizes = [6, 8, 10, 12, 14, 16];

/** Whether a gown is made in at least half the common sizes: safe to pull for a bride who gave no size. */
export function madeInCommonSizes(dress: DressTruth): boolean | null {
  if (dress.sizeRun === null) return null;
  const { min, max } = dress.sizeRun;
  return commonSizes.filter((size) => min <= size && size <= max).length * 2 >= commonSizes.length;
}

/** Whether a dress answers the colour she asked for; for a bride who said nothing, whether it is a bridal shade. */
export function answersColour(dress: DressTruth, colour: NonNullable<EvalBride['truth']['colour']>): boolean | null {
  if (dress.colour === null) return null;
  const wanted = colour === 'unstated' ? bridalShades : colour;
  if (colour === 'unstated') return dress.colour.families.every((family) => wanted.includes(family));
  return dress.colour.families.some((family) => wanted.includes(family));
}

/**
 * The judge of a bride's class for one pick (its place in her list: a bride who said nothing about
 * colour is judged on her first pick only). Null: the pick is not judged for her class.
 */
export function fitsHerLimit(
  dress: DressTruth,
  bride: EvalBride,
  place: number,
  limitClass: LimitClass,
): boolean | null {
  const { truth } = bride;
  switch (limitClass) {
    case 'exclusions': {
      const kept = truth.excluded ? withinExclusions(dress, truth.excluded) : true;
      // Her false friend asked for the very thing: her stated style says whether it was read as a no.
      const styled =
        truth.falseFriend !== undefined && truth.style ? matchesStyle(dress, truth.style, truth.avoid) : true;
      return allOf([kept, styled]);
    }
    case 'colour':
      if (!truth.colour || (truth.colour === 'unstated' && place > 0)) return null;
      return answersColour(dress, truth.colour);
    case 'coverage':
      return truth.coverage ? coversEnough(dress, truth.coverage) : null;
    case 'bump':
      return truth.bump ? suitsBump(dress) : null;
    case 'big-budget':
      return truth.budgetFloor === undefined || dress.price === null ? null : dress.price >= truth.budgetFloor;
    case 'by-name':
      return truth.askedFor ? dress.garment === truth.askedFor : null;
    case 'no-size':
      return truth.sizes === null ? madeInCommonSizes(dress) : null;
  }
}
