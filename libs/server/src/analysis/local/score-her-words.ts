import { formatMoney } from '@bridal/shared/format/money';
import { attributeName } from '@bridal/shared/wording/name-attribute';
import type { Dress } from '../../dresses/dress';
import type { LimitFacts } from '../../dresses/limit-facts';
import { type Garment, garmentNames } from '../../dresses/limit-vocabulary';
import { familyOfColourName } from '../../dresses/colour-families';
import { readLimitFacts } from '../../dresses/read-limit-facts';
import { formatUsRange } from '../../sizes/read-size';
import type { ColourWish } from '../her-words/her-limits';
import type { FitCriteria } from './build-fit-criteria';
import { hasNamed } from '../pull-rules/her-limit-rules';
import type { ScoreLine } from './score-dress';

/** The sizes most brides wear: a gown made only outside them is a guess for a bride who gave none. */
const commonSizes = { min: 6, max: 14 };

/** Colours a bride who said nothing of colour did not come in for. */
const boldFamilies = new Set(['dark', 'colourful', 'green', 'blue']);

const colourOf = (facts: LimitFacts): string | null => facts.colour.names[0] ?? facts.colour.family;

/** Made only in sizes outside the common run, when the sheet says: 'US 18-30'. */
function narrowRunOnly(facts: LimitFacts): string | null {
  const run = facts.sizeRun;
  if (!run || (run.max >= commonSizes.min && run.min <= commonSizes.max)) return null;
  return `US ${formatUsRange(run)}`;
}

/**
 * A dress that answers what she asked for in so many words: what she requires ("satin is a must"),
 * the piece she named, the colour she asked for, a waist that leaves room for her bump. Such dresses lead her list, before look-alikes.
 */
export function answersHerWish(dress: Dress, criteria: FitCriteria): boolean {
  const { askedFor, colour, bump, musts } = criteria.limits;
  if (askedFor.length === 0 && !colour && !bump && musts.length === 0) return false;
  const facts = readLimitFacts(dress);
  if (musts.some((must) => hasNamed(dress, facts, must))) return true;
  if (askedFor.some((entry) => isGarment(dress, facts, entry.garment))) return true;
  if (colour && inHerColour(facts, colour)) return true;
  return bump !== null && (facts.maternity || (roomyWaist(dress) && !facts.fittedBodice));
}

/**
 * Not a first pick, only one that fills a place: below a big budget's floor (half of what she came
 * to spend), or, when she gave no size, made only in sizes few brides wear.
 */
export function notAFirstPick(dress: Dress, criteria: FitCriteria): boolean {
  if (criteria.budgetFloor !== null && (dress.price === null || dress.price < criteria.budgetFloor)) return true;
  return criteria.herSize === null && narrowRunOnly(readLimitFacts(dress)) !== null;
}

/**
 * Whether the dress is in the colour she asked for. White and ivory name the colour every gown
 * starts from: beside another colour ("blush under ivory lace") they are not what she asked for.
 */
function inHerColour(facts: LimitFacts, wish: ColourWish): boolean {
  const distinctive = wish.families.filter((family) => family !== 'light-neutral');
  const families = distinctive.length > 0 ? distinctive : wish.families;
  const names = wish.names.filter(
    (name) => familyOfColourName(name) === null || families.includes(familyOfColourName(name)!),
  );
  return (
    facts.colour.names.some((name) => names.includes(name)) ||
    (facts.colour.family !== null && families.includes(facts.colour.family))
  );
}

/** Whether the dress is the piece she named; a tea-length or shorter gown is a short dress. */
function isGarment(dress: Dress, facts: LimitFacts, garment: Garment): boolean {
  if (facts.garment === garment) return true;
  return (
    garment === 'short-dress' &&
    facts.garment === 'gown' &&
    (dress.silhouette === 'tea-length' || (facts.length !== null && ['tea', 'knee', 'mini'].includes(facts.length)))
  );
}

const roomyWaist = (dress: Dress): boolean => dress.silhouette === 'empire' || dress.silhouette === 'a-line';

function scoreColour(facts: LimitFacts, criteria: FitCriteria): ScoreLine | null {
  const colour = colourOf(facts);
  if (!colour) return null;
  const wish = criteria.limits.colour;
  if (wish) {
    return inHerColour(facts, wish)
      ? { kind: 'style', points: 3, explain: () => `${colour}, the colour she asked for ("${wish.quote}")` }
      : null;
  }
  if (facts.colour.family && boldFamilies.has(facts.colour.family)) {
    return { kind: 'style', points: -2.5, explain: () => `${colour}: a bold colour she did not ask for` };
  }
  return null;
}

function scoreBump(dress: Dress, facts: LimitFacts, criteria: FitCriteria): ScoreLine | null {
  const bump = criteria.limits.bump;
  if (!bump) return null;
  if (facts.maternity) {
    return { kind: 'style', points: 3, explain: () => `made to grow with a bump (${bump.reason})` };
  }
  if (roomyWaist(dress) && !facts.fittedBodice) {
    const shape = attributeName(dress.silhouette!);
    return { kind: 'style', points: 2, explain: () => `${shape} leaves room for a bump (${bump.reason})` };
  }
  return null;
}

function scoreAskedFor(dress: Dress, facts: LimitFacts, criteria: FitCriteria): ScoreLine | null {
  const asked = criteria.limits.askedFor.find((entry) => isGarment(dress, facts, entry.garment));
  if (!asked) return null;
  return { kind: 'style', points: 5, explain: () => `${garmentNames[asked.garment]}, as she asked ("${asked.quote}")` };
}

function scoreBigBudget(dress: Dress, criteria: FitCriteria): ScoreLine | null {
  const floor = criteria.budgetFloor;
  if (floor === null || dress.price === null || !criteria.budget) return null;
  const label = criteria.budget.label;
  return dress.price >= floor
    ? {
        kind: 'budget',
        points: 1,
        explain: () => `${formatMoney(dress.price!)} is in the upper part of her ${label} budget`,
      }
    : {
        kind: 'budget',
        points: -3,
        explain: () => `${formatMoney(dress.price!)} is well under her ${label} budget: she means to spend more`,
      };
}

function scoreSizeRun(facts: LimitFacts, criteria: FitCriteria): ScoreLine | null {
  if (criteria.herSize) return null;
  const run = narrowRunOnly(facts);
  return run ? { kind: 'stock', points: -2, explain: () => `made only in ${run}: ask her size first` } : null;
}

/**
 * What her own words add to a dress's score beyond her likes: the colour she asked for (and no
 * bold colour she did not), a waist that leaves room for a bump, the piece she named, the upper
 * part of a big budget, and, with no size given, not a gown made only in sizes few brides wear.
 */
export function scoreHerWords(dress: Dress, criteria: FitCriteria): ScoreLine[] {
  const facts = readLimitFacts(dress);
  return [
    scoreColour(facts, criteria),
    scoreBump(dress, facts, criteria),
    scoreAskedFor(dress, facts, criteria),
    scoreBigBudget(dress, criteria),
    scoreSizeRun(facts, criteria),
  ].filter((line): line is ScoreLine => line !== null);
}
