import type { Dress } from '../../dresses/dress';
import type { LimitFacts } from '../../dresses/limit-facts';
import { type BackStyle, type SleeveLength, sleeveLengths } from '../../dresses/limit-vocabulary';
import { readDressAttributes } from '../../dresses/read-dress-attributes';
import type { Exclusion, HerLimits } from '../her-words/her-limits';
import { attributeName } from '@bridal/shared/wording/name-attribute';
import { garmentNames } from '../../dresses/limit-vocabulary';

/** Why a dress may not be pulled for her: a key to count dresses by, and how the plan says it. */
export interface LimitBreak {
  key: string;
  /** "strapless (she said: "I would never wear a strapless gown")". */
  label: string;
}

/** The facts some dress of the sheet states: a fact no dress states cannot rule one out. */
export interface SheetStates {
  sleeveLength: boolean;
  shoulders: boolean;
  back: boolean;
  necklineHeight: boolean;
}

export function sheetStates(facts: readonly LimitFacts[]): SheetStates {
  return {
    sleeveLength: facts.some((fact) => fact.sleeveLength !== null),
    shoulders: facts.some((fact) => fact.shoulders !== null),
    back: facts.some((fact) => fact.back !== null),
    necklineHeight: facts.some((fact) => fact.necklineHeight !== null),
  };
}

// "No open back" rules out every back that shows her skin.
const openBacks: BackStyle[] = ['open', 'low', 'keyhole'];

function quoted(exclusion: Exclusion): string {
  return `she said: "${exclusion.quote}"`;
}

/** How the plan names what an exclusion rules out: "strapless", "a mermaid", "sleeves", "ivory". */
export function nameOfExclusion(exclusion: Exclusion): string {
  switch (exclusion.attribute) {
    case 'silhouette':
    case 'neckline':
      return attributeName(exclusion.value);
    case 'sleeves':
      return exclusion.value === 'sleeves' ? 'sleeves' : `${exclusion.value} sleeves`;
    case 'train':
      return exclusion.value === 'train' ? 'a train' : `a ${exclusion.value} train`;
    case 'back':
      return `a ${exclusion.value} back`;
    case 'length':
      return `${exclusion.value} length`;
    case 'garment':
      return garmentNames[exclusion.value];
    default:
      return exclusion.value;
  }
}

/** Whether the dress has what an exclusion (or a must) names. */
export function hasNamed(dress: Dress, facts: LimitFacts, exclusion: Exclusion): boolean {
  switch (exclusion.attribute) {
    case 'silhouette':
      return dress.silhouette === exclusion.value;
    case 'neckline':
      return dress.neckline === exclusion.value;
    case 'fabric':
      // A fabric the description names counts too ("tulle skirt with lace appliqués" has lace).
      return (
        dress.fabric === exclusion.value ||
        readDressAttributes(dress).some((found) => found.kind === 'fabric' && found.value === exclusion.value)
      );
    case 'sleeves':
      if (exclusion.value === 'sleeves') {
        // Any sleeve the tag names counts, off the shoulder and detachable ones too.
        return (
          (facts.sleeveLength !== null && facts.sleeveLength !== 'none') ||
          (dress.sleeves !== null && dress.sleeves !== 'sleeveless')
        );
      }
      return dress.sleeves === exclusion.value;
    case 'train':
      if (exclusion.value === 'train') return dress.train !== null && dress.train !== 'none';
      return dress.train === exclusion.value;
    case 'colour': {
      const value = exclusion.value.toLowerCase();
      return (
        facts.colour.family === value ||
        facts.colour.names.some((name) => name === value || name.split(/[\s/-]+/).includes(value))
      );
    }
    case 'back':
      return (
        facts.back === exclusion.value ||
        (exclusion.value === 'open' && facts.back !== null && openBacks.includes(facts.back))
      );
    case 'length':
      return facts.length === exclusion.value;
    case 'embellishment':
      return facts.embellishments.includes(exclusion.value);
    case 'garment':
      return facts.garment === exclusion.value;
  }
}

const sleeveRank = (length: SleeveLength) => sleeveLengths.indexOf(length);

/** What of her coverage minimum the dress falls short of, or cannot be seen to meet on a sheet that says it of others. */
function coverageBreak(facts: LimitFacts, limits: HerLimits, states: SheetStates): LimitBreak | null {
  const coverage = limits.coverage;
  if (!coverage) return null;
  const asked = coverage.quotes[0] ? ` (she said: "${coverage.quotes[0]}")` : '';
  if (coverage.sleeves) {
    const short =
      facts.sleeveLength === null ? states.sleeveLength : sleeveRank(facts.sleeveLength) < sleeveRank(coverage.sleeves);
    if (short) {
      return {
        key: `coverage:sleeves:${coverage.sleeves}`,
        label: `sleeves shorter than ${coverage.sleeves === 'long' ? 'full length' : `${coverage.sleeves} length`}, or not stated${asked}`,
      };
    }
  }
  if (coverage.shoulders && (facts.shoulders === 'bare' || (facts.shoulders === null && states.shoulders))) {
    return { key: 'coverage:shoulders', label: `bare or unstated shoulders${asked}` };
  }
  if (
    coverage.back &&
    ((facts.back !== null && openBacks.includes(facts.back)) || (facts.back === null && states.back))
  ) {
    return { key: 'coverage:back', label: `an open or unstated back${asked}` };
  }
  if (
    coverage.highNeckline &&
    (facts.necklineHeight === null ? states.necklineHeight : facts.necklineHeight !== 'high')
  ) {
    return { key: 'coverage:neckline', label: `a neckline that is not high${asked}` };
  }
  if (coverage.noSlit && facts.slit === true) return { key: 'coverage:slit', label: `a slit${asked}` };
  return null;
}

/**
 * The first of her limits a dress breaks, or null: what she ruled out in her own words, the least
 * it must cover, and, with a bump, a fitted bodice. Like her size, a limit is a rule: a dress that
 * breaks one is never pulled, by the analyst, the model or I Need Help.
 */
export function breakOfHerLimits(
  dress: Dress,
  facts: LimitFacts,
  limits: HerLimits,
  states: SheetStates,
): LimitBreak | null {
  for (const exclusion of limits.exclusions) {
    if (hasNamed(dress, facts, exclusion)) {
      return {
        key: `exclusion:${exclusion.attribute}:${exclusion.value}`,
        label: `${nameOfExclusion(exclusion)} (${quoted(exclusion)})`,
      };
    }
  }
  const coverage = coverageBreak(facts, limits, states);
  if (coverage) return coverage;
  if (limits.bump && facts.fittedBodice && !facts.maternity) {
    return { key: 'bump:fitted', label: `a fitted bodice (${limits.bump.reason})` };
  }
  return null;
}
