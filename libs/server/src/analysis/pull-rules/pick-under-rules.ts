import type { Dress } from '../../dresses/dress';
import type { FitCriteria } from '../local/build-fit-criteria';
import { pickDresses } from '../local/pick-dresses';
import { answersHerWish, notAFirstPick } from '../local/score-her-words';
import { type ScoredDress, scoreDress } from '../local/score-dress';
import { applyPullRules, type PullPool, pullRulesOf, type RuledDress } from './apply-pull-rules';

export interface RuledPicks {
  /** Best first; a stretch pick, when there is one, comes last. */
  chosen: ScoredDress[];
  pool: PullPool;
}

export interface PickOptions {
  /** A caller's own filter (cheaper than what she saw, not what she turned down), on top of the rules. */
  keep?: (dress: Dress) => boolean;
  /** Scores a dress; scoreDress unless the caller weighs something more (her verdicts, say). */
  score?: (dress: Dress, criteria: FitCriteria) => ScoredDress;
}

const byScore = (a: ScoredDress, b: ScoredDress): number =>
  b.score - a.score ||
  (a.dress.price ?? Infinity) - (b.dress.price ?? Infinity) ||
  a.dress.id.localeCompare(b.dress.id);

/** The best-scoring stretch dress that passes `keep`, scored, or null. */
export function bestStretch(pool: PullPool, criteria: FitCriteria, options: PickOptions = {}): ScoredDress | null {
  const { keep = () => true, score = scoreDress } = options;
  const scored = pool.stretch
    .filter((entry) => keep(entry.dress))
    .map((entry) => withRules(score(entry.dress, criteria), entry));
  return scored.sort(byScore)[0] ?? null;
}

function withRules(scored: ScoredDress, entry: RuledDress): ScoredDress {
  return {
    ...scored,
    sizeReason: entry.sizeReason,
    ...(entry.stretch ? { stretch: true, stretchReason: entry.stretchReason } : {}),
  };
}

/**
 * Up to `count` dresses that pass the pull rules, ranked by the analyst's score with silhouettes
 * varied, those fit to lead her list first (score-her-words.ts); a labelled stretch pick fills a
 * place left empty only when the rules allow one.
 */
export function pickUnderRules(
  inventory: readonly Dress[],
  criteria: FitCriteria,
  count: number,
  options: PickOptions = {},
): RuledPicks {
  const { keep = () => true, score = scoreDress } = options;
  const pool = applyPullRules(inventory, pullRulesOf(criteria));
  const scored = pool.allowed
    .filter((entry) => keep(entry.dress))
    .map((entry) => withRules(score(entry.dress, criteria), entry));
  // What she asked for in so many words first (the piece, the colour, room for a bump), then the
  // dresses fit to lead her list; the others only fill the places left.
  const leads = (entry: ScoredDress) => !notAFirstPick(entry.dress, criteria);
  const wished = scored.filter((entry) => answersHerWish(entry.dress, criteria));
  const tiers = [wished.filter(leads), wished, scored.filter(leads), scored];
  const chosen: ScoredDress[] = [];
  for (const tier of tiers) {
    if (chosen.length >= count) break;
    chosen.push(
      ...pickDresses(
        tier.filter((entry) => !chosen.includes(entry)),
        count - chosen.length,
      ),
    );
  }
  if (chosen.length < count) {
    const stretch = bestStretch(pool, criteria, options);
    if (stretch) chosen.push(stretch);
  }
  return { chosen, pool };
}
