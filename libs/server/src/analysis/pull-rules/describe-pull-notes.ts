import type { BudgetFrame } from '@bridal/shared/budget/resolve-budget';
import type { PullPool } from './apply-pull-rules';
import { countOf } from '@bridal/shared/wording/count-of';
import { formatMoney } from '@bridal/shared/format/money';

export const askHerSizeNote = 'Her size is not known: ask her before pulling.';

const dresses = (count: number): string => countOf(count, 'dress', 'dresses');

/**
 * What the plan says about the rules: her size (or that nobody knows it), what was left out, a
 * stretch pick, or why there is nothing to pull. Plain sentences; the caller quotes them.
 */
export function describePullNotes(
  pool: PullPool,
  picks: readonly { stretch?: boolean }[],
  budget: BudgetFrame | null,
): string[] {
  const notes: string[] = [];
  const outOfSize = pool.leftOut.size + pool.leftOut.noSizes;
  if (pool.herSizeText === null) notes.push(askHerSizeNote);
  else if (picks.length > 0) {
    notes.push(
      `Every dress here comes in her size (${pool.herSizeText}): in stock, as a sample to try on, or to order.${outOfSize > 0 ? ` ${dresses(outOfSize)} that do not, or list no sizes, were left out.` : ''}`,
    );
  }
  if (picks.length === 0) {
    const inHerSize = pool.herSizeText ? ` in her size (${pool.herSizeText})` : '';
    notes.push(
      budget && budget.max !== null
        ? `No dress in stock${inHerSize} fits her ${budget.label} budget, even 15 % over: say so before she comes in, and talk about ordering or sample sales.`
        : `No dress in stock comes${inHerSize || ' in a listed size'}: say so before she comes in, and talk about ordering in her size.`,
    );
  }
  if (pool.leftOut.limits.length > 0) {
    const kept = pool.leftOut.limits.map((entry) => `${entry.label}: ${dresses(entry.count)}`);
    notes.push(`Kept out, as she asked: ${kept.join('; ')}.`);
  }
  if (pool.limits?.bump) {
    notes.push(
      `She is expecting (${pool.limits.bump.reason}): waists that leave room (empire, A-line), stretch and adjustable backs come first, and fitted bodices are left out. Plan her fittings as late as her order allows.`,
    );
  }
  if (budget && pool.budgetFloor !== null && picks.length > 0) {
    notes.push(
      `Her ${budget.label} budget is a floor too: the first picks are priced from ${formatMoney(pool.budgetFloor)} up, where the shop has them in her size.`,
    );
  }
  if (budget && picks.some((pick) => pick.stretch)) {
    notes.push(
      `One stretch pick, above her ${budget.label} budget: fewer than three dresses${pool.herSizeText ? ' in her size' : ''} are within it. Say so before she tries it on.`,
    );
  }
  return notes;
}
