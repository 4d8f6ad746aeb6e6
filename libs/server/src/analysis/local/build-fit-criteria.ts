import { daysUntil } from '@bridal/shared/survey/survey-rules';
import { applyFittingRoom } from './apply-fitting-room';
import { type BrideSize, readBrideSize } from '../../sizes/bride-size';
import type { AnalysisContext } from '../analysis-provider';
import { classifyVenue, type VenueFacts } from './classify-venue';
import { describeOccasion } from './describe-occasion';
import { profileStyle, type StyleProfile } from './profile-style';
import { type BudgetFrame, resolveBudget } from '@bridal/shared/budget/resolve-budget';
import type { Dress } from '../../dresses/dress';
import type { HerLimits } from '../her-words/her-limits';
import { readHerLimits } from '../her-words/read-her-limits';

export interface FitCriteria {
  profile: StyleProfile;
  venue: VenueFacts;
  budget: BudgetFrame | null;
  /** Her US sizes, from the survey question or her own words; null when she gave none. */
  herSize: BrideSize | null;
  /** "a July beach ceremony", for reasons. */
  occasion: string;
  days: number | null;
  /** Under 60 days: only what can leave the shop soon counts. */
  rush: boolean;
  /** What she ruled out, the least a dress must cover, her colour, a bump, the piece she named. */
  limits: HerLimits;
  /**
   * A big budget's floor: the first picks are priced at least this ("$5,000+", or her own amount
   * well above what the shop's dresses cost); null for any other budget.
   */
  budgetFloor: number | null;
}

// Her own amount is a big budget when it is this many times the shop's median price.
const bigAmountShare = 1.5;

function medianPrice(inventory: readonly Dress[]): number | null {
  const prices = inventory.flatMap((dress) => (dress.price === null ? [] : [dress.price])).sort((a, b) => a - b);
  if (prices.length === 0) return null;
  const middle = Math.floor(prices.length / 2);
  return prices.length % 2 === 1 ? prices[middle]! : (prices[middle - 1]! + prices[middle]!) / 2;
}

/** The floor of a big budget, or null: the top range's floor, or most of her own amount when the shop's prices sit far below it. */
function bigBudgetFloor(budget: BudgetFrame | null, inventory: readonly Dress[]): number | null {
  if (!budget || budget.min === null) return null;
  if (budget.max === null) return budget.min;
  const median = medianPrice(inventory);
  return budget.amount !== null && median !== null && budget.amount >= median * bigAmountShare ? budget.min : null;
}

/** Everything a dress is measured against, computed once per bride. */
export function buildFitCriteria(context: AnalysisContext): FitCriteria {
  const { bride, today } = context;
  const venue = classifyVenue(bride);
  const days = daysUntil(bride.weddingDate, today);
  const budget = resolveBudget(bride.answers);
  return {
    profile: applyFittingRoom(profileStyle(bride), context.verdicts ?? null),
    venue,
    budget,
    herSize: readBrideSize(bride.answers),
    occasion: describeOccasion(venue),
    days,
    rush: (days !== null && days >= 0 && days < 60) || bride.answers.shoppingIntention === 'emergency',
    limits: readHerLimits(bride, today),
    budgetFloor: bigBudgetFloor(budget, context.inventory),
  };
}
