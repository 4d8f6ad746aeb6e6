import type { SavedScoreCard } from '@bridal/shared/coaching/score-card-view';

/** A card Clara filled on the evening of 10 June 2025 and nobody has reviewed: the tests' starting point. */
export const savedScoreCard = (fields: Partial<SavedScoreCard> = {}): SavedScoreCard => ({
  answers: {
    openedWithPlan: 'yes',
    askedBudgetAndDecider: 'no',
    pulledFromListFirst: 'yes',
    involvedParty: 'not_relevant',
    askedForSale: 'yes',
    setNextStep: 'no',
  },
  consultantId: 'clara',
  consultantName: 'Clara Vale',
  filledByName: 'Clara Vale',
  filledAt: '2025-06-10T17:00:00.000Z',
  updatedAt: '2025-06-10T17:00:00.000Z',
  reviewNote: '',
  reviewedByName: null,
  reviewedAt: null,
  reviewSeenAt: null,
  ...fields,
});
