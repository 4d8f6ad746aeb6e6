import * as yup from 'yup';

/**
 * A score card: after an outcome, the consultant says which selling behaviours happened in the
 * appointment, each yes / no / not relevant. The boutique chooses the behaviours; these are the
 * defaults, from selling practice. A behaviour's key never changes once cards use it (its label
 * may), so a card keeps meaning what it said. Keys are camelCase: cards keep their answers as JSON
 * keyed by them, and the database driver camelCases JSON keys on the way out.
 */
export interface ScoreCardBehaviour {
  key: string;
  label: string;
}

export const defaultScoreCardBehaviours: readonly ScoreCardBehaviour[] = [
  { key: 'openedWithPlan', label: 'Opened with her plan and her own words' },
  { key: 'askedBudgetAndDecider', label: 'Asked about her budget and who decides' },
  { key: 'pulledFromListFirst', label: 'Pulled from her list first' },
  { key: 'involvedParty', label: 'Involved her party' },
  { key: 'askedForSale', label: 'Asked for the sale' },
  { key: 'setNextStep', label: 'Set a next step' },
];

export const scoreCardAnswerLabels = {
  yes: 'Yes',
  no: 'No',
  not_relevant: 'Not relevant',
} as const;
export type ScoreCardAnswer = keyof typeof scoreCardAnswerLabels;
export const scoreCardAnswers = Object.keys(scoreCardAnswerLabels) as ScoreCardAnswer[];

export const scoreCardLimits = {
  behaviours: 12,
  label: 80,
  reviewNote: 1000,
} as const;

export const scoreCardMessages = {
  answer: 'Answer yes, no or not relevant for each behaviour.',
  unknownBehaviour: 'That behaviour is not on this boutique’s score card.',
  missing: 'Answer every behaviour on the card.',
  noOutcome: 'Record the outcome of this appointment first: a score card follows an outcome.',
  notFound: 'Appointment not found.',
  cannotFill: 'Only the consultant who ran this appointment or an admin can fill in its score card.',
  noCard: 'This appointment has no score card yet.',
  reviewNote: `Keep the review note under ${scoreCardLimits.reviewNote} characters.`,
  reviewNoteRequired: 'Write a note, or cancel.',
  behavioursCount: `Choose between 1 and ${scoreCardLimits.behaviours} behaviours.`,
  behaviourLabel: `Name each behaviour in 1 to ${scoreCardLimits.label} characters.`,
  behaviourDuplicate: 'Two behaviours have the same name.',
  saved: 'Score card saved.',
  reviewed: 'Review note saved.',
} as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Each of the boutique's behaviours answered once. Which keys are the boutique's is the server's
 * to check. A keyed record, not a yup object: the server validates with `stripUnknown`, which would
 * empty an object schema that names no keys.
 */
export const scoreCardSchema = yup.object({
  answers: yup
    .mixed<Record<string, ScoreCardAnswer>>()
    .required(scoreCardMessages.missing)
    .test('record', scoreCardMessages.missing, (value) => value === undefined || isPlainObject(value))
    .test('answers', scoreCardMessages.answer, (value) =>
      Object.values(value ?? {}).every((answer) => scoreCardAnswers.includes(answer as ScoreCardAnswer)),
    ),
});
export type ScoreCardRequest = { answers: Record<string, ScoreCardAnswer> };

export const scoreCardReviewSchema = yup.object({
  note: yup
    .string()
    .trim()
    .required(scoreCardMessages.reviewNoteRequired)
    .max(scoreCardLimits.reviewNote, scoreCardMessages.reviewNote),
});

/** The boutique's behaviours: labels in order; a label that was there before keeps its key. */
export const scoreCardBehavioursSchema = yup.object({
  behaviours: yup
    .array(
      yup.object({
        key: yup.string().trim().max(60).optional(),
        label: yup
          .string()
          .trim()
          .required(scoreCardMessages.behaviourLabel)
          .max(scoreCardLimits.label, scoreCardMessages.behaviourLabel),
      }),
    )
    .required(scoreCardMessages.behavioursCount)
    .min(1, scoreCardMessages.behavioursCount)
    .max(scoreCardLimits.behaviours, scoreCardMessages.behavioursCount)
    .test('unique', scoreCardMessages.behaviourDuplicate, (list) => {
      const labels = (list ?? []).map((item) => item.label.trim().toLowerCase());
      return new Set(labels).size === labels.length;
    }),
});

/** A new behaviour's key, from its label ('Offered a veil' -> 'offeredAVeil'). */
export function behaviourKeyOf(label: string): string {
  const words = label
    .normalize('NFKD')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  const key = words.map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
  return /^[a-z]/.test(key) ? key.slice(0, 50) : `behaviour${key}`.slice(0, 50);
}
