import type { SurveyAnswers } from '../survey/survey-schema';
import { findSizesInText, readSizeAnswer } from './find-sizes-in-text';

/** The answers where she writes in her own words, and so may mention her size ('I wear a size 20'). */
export const freeTextAnswerFields = [
  'specificVision',
  'additionalNotes',
  'customFeeling',
  'customIntention',
  'weddingVenue',
] as const satisfies readonly (keyof SurveyAnswers)[];

type FreeTextAnswers = Partial<Record<(typeof freeTextAnswerFields)[number], string | null>>;

/** Her answers as stored: answers saved before the size question have no `dressSize`. */
export type BrideSizeAnswers = FreeTextAnswers & { dressSize?: string | null };

export interface BrideSize {
  /** The US sizes she wears, smallest first ('a 14 or 16' -> [14, 16]). */
  sizes: number[];
  /** Whether she answered the size question, or mentioned her size in her other answers. */
  source: 'question' | 'text';
}

/**
 * Her size from the survey: her answer to the size question first (she chose to tell us), else
 * sizes she wrote in her other answers. Null when she gave none: nothing is excluded for her, and
 * the consultant asks.
 */
export function readBrideSize(answers: BrideSizeAnswers): BrideSize | null {
  const answered = readSizeAnswer(answers.dressSize ?? '');
  if (answered.length > 0) return { sizes: answered, source: 'question' };
  const written = new Set(freeTextAnswerFields.flatMap((field) => findSizesInText(answers[field] ?? '')));
  return written.size > 0 ? { sizes: [...written].sort((a, b) => a - b), source: 'text' } : null;
}
