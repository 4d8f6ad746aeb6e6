import type { ScoreCardBehaviour } from '@bridal/shared/coaching/score-card';

/** One row of the behaviours editor: a behaviour already on the card keeps its key; a new one has ''. */
export interface BehaviourRow {
  key: string;
  label: string;
}

export interface BehavioursFormValues {
  behaviours: BehaviourRow[];
}

export const toBehavioursFormValues = (behaviours: readonly ScoreCardBehaviour[]): BehavioursFormValues => ({
  behaviours: behaviours.map(({ key, label }) => ({ key, label })),
});

/** PUT /api/score-cards/behaviours: each row in order, with its key when it has one (the server gives new ones theirs). */
export const toBehavioursRequest = (values: BehavioursFormValues) => ({
  behaviours: values.behaviours.map(({ key, label }) => (key ? { key, label: label.trim() } : { label: label.trim() })),
});
