import { budgetRanges, type Vibe } from '@bridal/shared/survey/survey-options';
import { parseCustomBudget, type SurveyAnswers } from '@bridal/shared/survey/survey-schema';
import type { Dress, DressStyle } from '../dress';

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

interface Band {
  min: number | null;
  max: number | null;
}

function budgetBand(answers: SurveyAnswers): Band | null {
  if (answers.budget === 'custom') {
    const amount = parseCustomBudget(answers.customBudget);
    return amount === null ? null : { min: amount * 0.6, max: amount };
  }
  return budgetRanges[answers.budget as keyof typeof budgetRanges] ?? null;
}

/** A stretch of a quarter over her budget is still worth showing; far beyond is not. */
function budgetFit(price: number | null, band: Band | null): number {
  if (band === null || price === null) return 1;
  if (band.max !== null && price > band.max * 1.25) return 0;
  if (band.max !== null && price > band.max) return 1;
  if (band.min !== null && price < band.min * 0.5) return 1;
  return 3;
}

/**
 * The dresses to offer the model: all of them when there are few, otherwise the ones closest
 * to her budget band and her vibes, so a large inventory does not blow up the prompt.
 */
export function selectCandidates(dresses: readonly Dress[], answers: SurveyAnswers, limit = maxCandidates): Dress[] {
  if (dresses.length <= limit) return [...dresses];
  const band = budgetBand(answers);
  const wanted = new Set(answers.weddingVibes.flatMap((vibe) => stylesOfVibe[vibe as Vibe] ?? []));
  const scored = dresses.map((dress, index) => {
    const overlap = dress.styles.filter((style) => wanted.has(style)).length;
    const score = budgetFit(dress.price, band) * 2 + Math.min(overlap, 2) * 1.5 + (dress.isTopSeller ? 0.5 : 0);
    return { dress, index, score };
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.slice(0, limit).map(({ dress }) => dress);
}
