import { blankSurveyAnswers, type SurveyAnswers } from '@bridal/shared/survey/survey-schema';
import type { AnalysisContext } from '../analysis-provider';

const defaults: SurveyAnswers = blankSurveyAnswers();

/** A dress's orderable range is absent, null or two numbers: anything else reads as not known. */
function isRangeOrNothing(range: unknown): range is { min: number; max: number } | null | undefined {
  if (range === undefined || range === null) return true;
  const { min, max } = range as { min?: unknown; max?: unknown };
  return typeof min === 'number' && typeof max === 'number';
}

/**
 * The context with every answer present and every list a list. Answers are validated on the way
 * in, but older rows or a hand-edited record may lack a field; the built-in analyst is the last
 * resort when the model fails, so it must not fail on a missing field itself.
 */
export function completeContext(context: AnalysisContext): AnalysisContext {
  const stored = (context.bride.answers ?? {}) as Partial<Record<keyof SurveyAnswers, unknown>>;
  const answers = { ...defaults } as Record<keyof SurveyAnswers, unknown>;
  for (const key of Object.keys(defaults) as (keyof SurveyAnswers)[]) {
    const value = stored[key];
    if (Array.isArray(defaults[key]))
      answers[key] = Array.isArray(value) ? value.filter((entry) => typeof entry === 'string') : [];
    else answers[key] = typeof value === 'string' ? value : defaults[key];
  }
  const bride = context.bride;
  return {
    ...context,
    bride: {
      ...bride,
      name: bride.name ?? '',
      weddingVenue: bride.weddingVenue ?? '',
      weddingLocation: bride.weddingLocation ?? '',
      answers: answers as SurveyAnswers,
      photos: (bride.photos ?? []).filter((photo) => photo?.facts && Array.isArray(photo.facts.dominantColours)),
    },
    inventory: (context.inventory ?? []).map((dress) =>
      Array.isArray(dress.sizes) &&
      (dress.sampleSizes === undefined || Array.isArray(dress.sampleSizes)) &&
      isRangeOrNothing(dress.orderRange) &&
      Array.isArray(dress.tags) &&
      Array.isArray(dress.styles) &&
      typeof dress.description === 'string'
        ? dress
        : {
            ...dress,
            sizes: dress.sizes ?? [],
            sampleSizes: Array.isArray(dress.sampleSizes) ? dress.sampleSizes : [],
            orderRange: isRangeOrNothing(dress.orderRange) ? dress.orderRange : null,
            tags: dress.tags ?? [],
            styles: dress.styles ?? [],
            description: dress.description ?? '',
          },
    ),
  };
}
