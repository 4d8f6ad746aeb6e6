import { describe, expect, it } from '@jest/globals';
import type { SavedScoreCard } from '@bridal/shared/coaching/score-card-view';
import { savedScoreCard } from '../testing/saved-score-card';
import { completeAnswers, draftAnswersOf, unansweredOf } from './score-card-answers';

const behaviours = [
  { key: 'openedWithPlan', label: 'Opened with her plan and her own words' },
  { key: 'askedForSale', label: 'Asked for the sale' },
  { key: 'setNextStep', label: 'Set a next step' },
];

const saved = (answers: SavedScoreCard['answers']) => savedScoreCard({ answers });

describe('the score card’s answers', () => {
  it('starts a new card with nothing chosen: every behaviour is hers to answer', () => {
    const draft = draftAnswersOf(behaviours, null);
    expect(draft).toEqual({});
    expect(unansweredOf(behaviours, draft)).toEqual(['openedWithPlan', 'askedForSale', 'setNextStep']);
  });

  it('starts an edit from the saved answers of the behaviours still on the card, dropping any taken off', () => {
    const draft = draftAnswersOf(
      behaviours,
      saved({ askedForSale: 'yes', setNextStep: 'not_relevant', removedOne: 'no' }),
    );
    expect(draft).toEqual({ askedForSale: 'yes', setNextStep: 'not_relevant' });
    expect(unansweredOf(behaviours, draft)).toEqual(['openedWithPlan']);
  });

  it('sends nothing while a behaviour is unanswered, and keeps every answer chosen so far', () => {
    const draft = { askedForSale: 'yes' as const };
    expect(completeAnswers(behaviours, draft)).toBeUndefined();
    expect(draft).toEqual({ askedForSale: 'yes' });
    expect(completeAnswers(behaviours, { ...draft, openedWithPlan: 'no', setNextStep: 'not_relevant' })).toEqual({
      openedWithPlan: 'no',
      askedForSale: 'yes',
      setNextStep: 'not_relevant',
    });
  });
});
