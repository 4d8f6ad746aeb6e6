import { formatMoney } from '../format/money';
import { type Budget, budgetOptions, budgetRanges } from '../survey/survey-options';
import { parseCustomBudget } from '../survey/survey-schema';
import { capitalize } from '../wording/name-attribute';

/**
 * Her budget, read one way everywhere: the most she said she would spend is the
 * ceiling, whether she typed an amount or chose a range; a price up to 15 % over it is a stretch
 * (`judgePrice`), and beyond that it is over.
 */
export interface BudgetFrame {
  /** How every text says her budget: the range she chose ("$1,000 - $2,000", "under $1,000", "$5,000+") or her own amount ("$6,500"). */
  label: string;
  /** Below this a price is under her budget; null when there is no floor. */
  min: number | null;
  /** Her stated maximum: the amount she typed, or the top of her range; null when the range is open ('$5,000+'). */
  max: number | null;
  /** Her own amount, when she typed one. */
  amount: number | null;
}

// A typed amount names her ceiling; dresses far below it (more than 15 % under) read as under her budget.
const typedFloorShare = 0.15;

/** Her budget from the chosen range or her own amount; null when she gave none. */
export function resolveBudget(answers: { budget?: string; customBudget?: string }): BudgetFrame | null {
  const amount = parseCustomBudget(answers.customBudget ?? '');
  if ((answers.budget === 'custom' || !answers.budget) && amount && amount > 0) {
    return { label: formatMoney(amount), min: Math.round(amount * (1 - typedFloorShare)), max: amount, amount };
  }
  const range = budgetRanges[answers.budget as Exclude<Budget, 'custom'>];
  if (!range) return null;
  const option = budgetOptions.find((entry) => entry.value === answers.budget)?.label ?? answers.budget ?? '';
  // "fits her under $1,000 budget" reads better mid-sentence than "her Under $1,000 budget".
  const label = option.replace(/^Under /, 'under ');
  return { label, min: range.min, max: range.max, amount: null };
}

/**
 * Where a dress must be priced to fit her budget, as every text says it: "up to $2,500" (her own
 * amount), "within $1,000 - $2,000", "under $1,000", "from $5,000 up".
 */
export function describePriceBounds(budget: BudgetFrame): string {
  if (budget.amount !== null) return `up to ${budget.label}`;
  if (budget.min === null && budget.max !== null) return `under ${formatMoney(budget.max)}`;
  if (budget.max === null && budget.min !== null) return `from ${formatMoney(budget.min)} up`;
  return `within ${budget.label}`;
}

/**
 * Her budget answer as a field shows it (profile, review, appointment): "$1,000 - $2,000",
 * "Under $1,000", "$2,500" (her amount, in the one money format); what she typed when it is no
 * amount; '' when she gave none.
 */
export function describeBudgetAnswer(answers: { budget?: string; customBudget?: string }): string {
  const budget = resolveBudget(answers);
  if (budget) return capitalize(budget.label);
  return answers.budget === 'custom' || !answers.budget ? (answers.customBudget ?? '').trim() : '';
}
