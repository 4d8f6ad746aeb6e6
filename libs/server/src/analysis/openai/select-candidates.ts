import type { Vibe } from '@bridal/shared/survey/survey-options';
import type { SurveyAnswers } from '@bridal/shared/survey/survey-schema';
import type { AnalysisContext } from '../analysis-provider';
import type { DressPick } from '../../plans/analysis-schemas';
import type { Dress, DressStyle } from '../../dresses/dress';
import { buildFitCriteria } from '../local/build-fit-criteria';
import { type BudgetFrame, resolveBudget } from '@bridal/shared/budget/resolve-budget';
import { judgePrice } from '@bridal/shared/budget/judge-price';
import { applyPullRules, type PullPool, pullRulesOf } from '../pull-rules/apply-pull-rules';
import { bestStretch } from '../pull-rules/pick-under-rules';

/** Enough choice for the model while the prompt stays a few thousand tokens. */
export const maxCandidates = 60;

const stylesOfVibe: Record<Vibe, DressStyle[]> = {
  'garden-party': ['garden', 'romantic'],
  glamorous: ['glam', 'sexy'],
  bohemian: ['boho'],
  classic: ['classic', 'princess'],
  beach: ['beach', 'boho'],
  modern: ['modern', 'minimalist'],
};

/** Her budget's verdict as a candidate score: a stretch is still worth showing, far beyond it is not. */
function budgetFit(price: number | null, budget: BudgetFrame | null): number {
  if (budget === null || price === null) return 1;
  const verdict = judgePrice(price, budget);
  if (verdict === 'over') return 0;
  if (verdict === 'stretch') return 1;
  if (verdict === 'under' && price < budget.min! * 0.5) return 1;
  return 3;
}

/**
 * The dresses to offer the model: all of them when there are few, otherwise the ones closest
 * to her budget band and her vibes, so a large inventory does not blow up the prompt.
 */
export function selectCandidates(dresses: readonly Dress[], answers: SurveyAnswers, limit = maxCandidates): Dress[] {
  if (dresses.length <= limit) return [...dresses];
  const budget = resolveBudget(answers);
  const wanted = new Set(answers.weddingVibes.flatMap((vibe) => stylesOfVibe[vibe as Vibe] ?? []));
  const scored = dresses.map((dress, index) => {
    const overlap = dress.styles.filter((style) => wanted.has(style)).length;
    const score = budgetFit(dress.price, budget) * 2 + Math.min(overlap, 2) * 1.5 + (dress.isTopSeller ? 0.5 : 0);
    return { dress, index, score };
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.slice(0, limit).map(({ dress }) => dress);
}

export interface RuledCandidates {
  /** Only dresses that pass the pull rules, and at most one stretch dress, last. */
  candidates: Dress[];
  /** The one dress above her budget the model may pick, as a labelled stretch pick. */
  stretchId: string | null;
  /** How far over her stated budget that dress is. */
  stretchReason: string | null;
  /** What each candidate's pick says about her size, by id. */
  sizeReasons: Map<string, string>;
  pool: PullPool;
  budget: BudgetFrame | null;
}

/**
 * The model chooses only among dresses in her size and within her budget, plus the one
 * stretch dress the rules allow (the analyst's best-scoring one), so no answer can break them.
 */
export function selectRuledCandidates(context: AnalysisContext, limit = maxCandidates): RuledCandidates {
  const criteria = buildFitCriteria(context);
  const pool = applyPullRules(context.inventory, pullRulesOf(criteria));
  const stretch = bestStretch(pool, criteria);
  const allowed = selectCandidates(
    pool.allowed.map((entry) => entry.dress),
    context.bride.answers,
    stretch ? limit - 1 : limit,
  );
  const sizeReasons = new Map<string, string>();
  for (const entry of [...pool.allowed, ...pool.stretch])
    if (entry.sizeReason) sizeReasons.set(entry.dress.id, entry.sizeReason);
  return {
    candidates: stretch ? [...allowed, stretch.dress] : allowed,
    stretchId: stretch?.dress.id ?? null,
    stretchReason: stretch?.stretchReason ?? null,
    sizeReasons,
    pool,
    budget: criteria.budget,
  };
}

/**
 * The model's picks with the rules' labels from our records, whatever the model wrote: the
 * stretch flag and reason on the stretch dress only, and her size reason first on every pick.
 */
export function labelRuledPicks(picks: readonly DressPick[], ruled: RuledCandidates): DressPick[] {
  return picks.map(({ stretch: _ignored, ...pick }) => {
    const own = [
      ...(pick.dressId === ruled.stretchId
        ? [
            `stretch pick: ${ruled.stretchReason ?? 'above her budget'}, shown because fewer than three dresses that fit her are within it`,
          ]
        : []),
      ...(ruled.sizeReasons.has(pick.dressId) ? [ruled.sizeReasons.get(pick.dressId)!] : []),
    ];
    const reasons = [...own, ...pick.reasons.filter((reason) => !own.includes(reason))].slice(0, 6);
    return pick.dressId === ruled.stretchId ? { ...pick, reasons, stretch: true } : { ...pick, reasons };
  });
}
