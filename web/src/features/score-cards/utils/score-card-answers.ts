import type { ScoreCardAnswer, ScoreCardBehaviour } from '@bridal/shared/coaching/score-card';
import type { SavedScoreCard } from '@bridal/shared/coaching/score-card-view';

/** The answers being chosen: a behaviour not answered yet has none. */
export type DraftAnswers = Partial<Record<string, ScoreCardAnswer>>;

/** The card's saved answers for the behaviours it asks about now (none chosen for a new card). */
export function draftAnswersOf(behaviours: readonly ScoreCardBehaviour[], card: SavedScoreCard | null): DraftAnswers {
  const draft: DraftAnswers = {};
  for (const { key } of behaviours) {
    const saved = card?.answers[key];
    if (saved) draft[key] = saved;
  }
  return draft;
}

/** The behaviours still without an answer, in the card's order. */
export const unansweredOf = (behaviours: readonly ScoreCardBehaviour[], draft: DraftAnswers): string[] =>
  behaviours.filter(({ key }) => draft[key] === undefined).map(({ key }) => key);

/** The request once every behaviour has its answer; undefined while one is missing. */
export function completeAnswers(
  behaviours: readonly ScoreCardBehaviour[],
  draft: DraftAnswers,
): Record<string, ScoreCardAnswer> | undefined {
  if (unansweredOf(behaviours, draft).length > 0) return undefined;
  return Object.fromEntries(behaviours.map(({ key }) => [key, draft[key]!]));
}
