import { formatUsSize } from '../../sizes/read-size';
import { sizeFitOf } from '../../dresses/dress-fit';
import type { Dress } from '../../dresses/dress';
import type { BudgetFrame } from '@bridal/shared/budget/resolve-budget';
import { selectStocked } from '../local/select-stocked';
import { hasSizeInfo } from './size-info';
import { describeOver, judgePrice } from '@bridal/shared/budget/judge-price';
import { readLimitFacts } from '../../dresses/read-limit-facts';
import type { FitCriteria } from '../local/build-fit-criteria';
import type { HerLimits } from '../her-words/her-limits';
import { breakOfHerLimits, sheetStates } from './her-limit-rules';

/** What the rules need to know about her. */
export interface PullRules {
  /** Her US sizes; null when she gave none, and then no dress is left out for its size. */
  herSizes: readonly number[] | null;
  budget: BudgetFrame | null;
  /** What she ruled out in her own words, the least a dress must cover, a bump: never pulled. */
  limits?: HerLimits | null;
  /** A big budget's floor, for the plan's note (the picks' order keeps to it: pick-under-rules.ts). */
  budgetFloor?: number | null;
}

/** The rules for her, as her fit criteria hold them. */
export function pullRulesOf(criteria: FitCriteria): PullRules {
  return {
    herSizes: criteria.herSize?.sizes ?? null,
    budget: criteria.budget,
    limits: criteria.limits,
    budgetFloor: criteria.budgetFloor,
  };
}

/** Dresses her limits kept out, by the limit, as the plan names it. */
export interface KeptOut {
  key: string;
  label: string;
  count: number;
}

export interface RuledDress {
  dress: Dress;
  /** What the pick says about her size ('sample in 12, orders 0-30', 'sizes are not listed'); null when nothing needs saying. */
  sizeReason: string | null;
  /** Above her maximum: it may only be pulled as the one labelled stretch pick. */
  stretch: boolean;
  /** A stretch dress: how far over her stated budget ('$1,150 is 15% over her under $1,000 budget'). */
  stretchReason?: string;
}

export interface PullPool {
  /** In her size (when known) and not above her maximum; unpriced dresses too, their reason says so. */
  allowed: RuledDress[];
  /**
   * In her size, at most 15 % over her maximum: one may be pulled, labelled, and only because
   * fewer than three dresses in her size are priced within her budget. Empty otherwise.
   */
  stretch: RuledDress[];
  /** Dresses in her size priced within her budget (all of them when she gave no ceiling). */
  withinBudget: number;
  /** How many dresses the rules left out, and why: for the plan, so nothing is dropped silently. */
  leftOut: { size: number; budget: number; noSizes: number; limits: KeptOut[] };
  /** 'US 20', 'US 14 or 16'; null when her size is unknown. */
  herSizeText: string | null;
  /** The limits the pool was ruled by, for the plan's notes. */
  limits: HerLimits | null;
  budgetFloor: number | null;
}

export const minWithinBudget = 3;

/** Her sizes as the plan names them. */
export function describeHerSizes(sizes: readonly number[]): string {
  const named = sizes.map(formatUsSize);
  const list = named.length <= 1 ? named.join('') : `${named.slice(0, -1).join(', ')} or ${named[named.length - 1]}`;
  return `US ${list}`;
}

type PullVerdict = 'within' | 'unpriced' | 'stretch' | 'over';

/** Her budget's verdict on a pull: a dress under her floor is still within what she would spend. */
function judgePull(price: number | null, budget: BudgetFrame | null): PullVerdict {
  if (!budget || budget.max === null) return 'within';
  if (price === null) return 'unpriced';
  const verdict = judgePrice(price, budget);
  return verdict === 'under' ? 'within' : verdict;
}

/** The candidates that break none of her limits, and how many each limit kept out. */
function keepToHerLimits<T extends { dress: Dress }>(
  inventory: readonly Dress[],
  candidates: T[],
  limits: HerLimits,
): { kept: T[]; keptOut: KeptOut[] } {
  if (limits.exclusions.length === 0 && !limits.coverage && !limits.bump) return { kept: candidates, keptOut: [] };
  const states = sheetStates(inventory.map(readLimitFacts));
  const keptOut = new Map<string, KeptOut>();
  const kept = candidates.filter(({ dress }) => {
    const broken = breakOfHerLimits(dress, readLimitFacts(dress), limits, states);
    if (!broken) return true;
    const entry = keptOut.get(broken.key) ?? { ...broken, count: 0 };
    entry.count += 1;
    keptOut.set(broken.key, entry);
    return false;
  });
  return { kept, keptOut: [...keptOut.values()] };
}

/**
 * The pull rules for every dress she is pulled, whoever ranks them (the built-in analyst, the
 * model, I Need Help): wearable or orderable in her size, nothing she ruled out or that covers
 * less than she asked, and within her budget, but for one labelled stretch pick when too few
 * dresses are.
 */
export function applyPullRules(inventory: readonly Dress[], rules: PullRules): PullPool {
  const leftOut: PullPool['leftOut'] = { size: 0, budget: 0, noSizes: 0, limits: [] };
  const herSizes = rules.herSizes && rules.herSizes.length > 0 ? rules.herSizes : null;
  const sheetListsSizes = inventory.some(hasSizeInfo);
  let candidates: { dress: Dress; sizeReason: string | null }[];
  if (herSizes) {
    candidates = inventory.flatMap((dress) => {
      const fit = sizeFitOf(dress, [...herSizes]);
      // No size on the tag says nothing about her size: only a sheet that never lists sizes keeps it.
      if (fit.how === 'unknown' && sheetListsSizes) {
        leftOut.noSizes += 1;
        return [];
      }
      if (!fit.fits) {
        leftOut.size += 1;
        return [];
      }
      return [{ dress, sizeReason: fit.reason }];
    });
  } else {
    const stocked = new Set(selectStocked(inventory));
    leftOut.noSizes = inventory.length - stocked.size;
    candidates = inventory
      .filter((dress) => stocked.has(dress))
      .map((dress) => ({
        dress,
        sizeReason: hasSizeInfo(dress) ? null : 'sizes are not listed: check them before pulling',
      }));
  }
  if (rules.limits) {
    const ruled = keepToHerLimits(inventory, candidates, rules.limits);
    candidates = ruled.kept;
    leftOut.limits = ruled.keptOut;
  }
  const allowed: RuledDress[] = [];
  const stretch: RuledDress[] = [];
  let withinBudget = 0;
  for (const candidate of candidates) {
    const verdict = judgePull(candidate.dress.price, rules.budget);
    if (verdict === 'within') withinBudget += 1;
    if (verdict === 'within' || verdict === 'unpriced') allowed.push({ ...candidate, stretch: false });
    else if (verdict === 'stretch') {
      const stretchReason = describeOver(candidate.dress.price!, rules.budget!)!;
      stretch.push({ ...candidate, stretch: true, stretchReason });
    } else leftOut.budget += 1;
  }
  const stretchAllowed = withinBudget < minWithinBudget;
  if (!stretchAllowed) leftOut.budget += stretch.length;
  return {
    allowed,
    stretch: stretchAllowed ? stretch : [],
    withinBudget,
    leftOut,
    herSizeText: herSizes ? describeHerSizes(herSizes) : null,
    limits: rules.limits ?? null,
    budgetFloor: rules.budgetFloor ?? null,
  };
}
