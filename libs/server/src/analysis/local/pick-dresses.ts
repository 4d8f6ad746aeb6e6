import type { ScoredDress } from './score-dress';

// Close enough that a second shape is worth the try-on; a much weaker dress is not.
const repeatedSilhouettePenalty = 1.5;

const byScore = (a: ScoredDress, b: ScoredDress): number =>
  b.score - a.score ||
  (a.dress.price ?? Infinity) - (b.dress.price ?? Infinity) ||
  a.dress.id.localeCompare(b.dress.id);

const fits = (entry: ScoredDress): boolean =>
  entry.budgetFit === 'within' || entry.budgetFit === 'under' || entry.budgetFit === 'no-budget';

/**
 * The dresses to pull, best first. The first pick fits her budget whenever any dress does; far
 * over-budget dresses only come in when there are too few others; after the first pick a
 * repeated silhouette costs a little, so close alternatives give her shapes to compare.
 */
export function pickDresses(scored: readonly ScoredDress[], count: number): ScoredDress[] {
  const affordable = scored.filter((entry) => entry.budgetFit !== 'over');
  let pool = [...(affordable.length >= count ? affordable : scored)].sort(byScore);
  const picks: ScoredDress[] = [];
  const first = pool.find(fits) ?? pool[0];
  if (!first) return picks;
  picks.push(first);
  pool = pool.filter((entry) => entry !== first);
  while (picks.length < count && pool.length > 0) {
    const adjusted = (entry: ScoredDress) =>
      entry.score -
      repeatedSilhouettePenalty *
        picks.filter((pick) => pick.dress.silhouette && pick.dress.silhouette === entry.dress.silhouette).length;
    const next = pool.reduce((best, entry) => (adjusted(entry) > adjusted(best) ? entry : best));
    picks.push(next);
    pool = pool.filter((entry) => entry !== next);
  }
  return picks;
}
