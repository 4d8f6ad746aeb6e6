import { type Budget, budgetOptions, budgetRanges } from '../survey/survey-options';
import { parseCustomBudget, type SurveyAnswers } from '../survey/survey-schema';
import { formatMoney } from '../format/money';

export interface BudgetFrame {
  /** How she put it: "$1,000 - $2,000", "$6,500". */
  label: string;
  /** A price from min to max fits; null bounds are open. */
  min: number | null;
  max: number | null;
  /** Up to here a dress is "a little over"; beyond it, far over. Null when there is no ceiling. */
  tolerance: number | null;
  /** Her own amount, when she typed one. */
  amount: number | null;
}

// A typed amount is a target, not a ceiling: ±15% around it fits.
const customBand = 0.15;
const overTolerance = 0.15;

/** Her budget as a price band, from the chosen range or her own amount; null when she gave none. */
export function resolveBudget(answers: Pick<SurveyAnswers, 'budget' | 'customBudget'>): BudgetFrame | null {
  const amount = parseCustomBudget(answers.customBudget);
  if ((answers.budget === 'custom' || !answers.budget) && amount && amount > 0) {
    return {
      label: formatMoney(amount),
      min: Math.round(amount * (1 - customBand)),
      max: Math.round(amount * (1 + customBand)),
      tolerance: Math.round(amount * (1 + customBand + overTolerance)),
      amount,
    };
  }
  const range = budgetRanges[answers.budget as Exclude<Budget, 'custom'>];
  if (!range) return null;
  const option = budgetOptions.find((entry) => entry.value === answers.budget)?.label ?? answers.budget;
  // "fits her under $1,000 budget" reads better mid-sentence than "her Under $1,000 budget".
  const label = option.replace(/^Under /, 'under ');
  return {
    label,
    min: range.min,
    max: range.max,
    tolerance: range.max === null ? null : Math.round(range.max * (1 + overTolerance)),
    amount: null,
  };
}
