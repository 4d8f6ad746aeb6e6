import { daysUntil } from '@bridal/shared/survey/survey-rules';
import { applyFittingRoom } from './apply-fitting-room';
import { type BrideSize, readBrideSize } from '../../sizes/bride-size';
import type { AnalysisContext } from '../analysis-provider';
import { classifyVenue, type VenueFacts } from './classify-venue';
import { describeOccasion } from './describe-occasion';
import { profileStyle, type StyleProfile } from './profile-style';
import { type BudgetFrame, resolveBudget } from '@bridal/shared/budget/resolve-budget';

export interface FitCriteria {
  profile: StyleProfile;
  venue: VenueFacts;
  budget: BudgetFrame | null;
  /** Her US sizes, from the survey question or her own words; null when she gave none. */
  herSize: BrideSize | null;
  /** "a July beach ceremony", for reasons. */
  occasion: string;
  days: number | null;
  /** Under 60 days: only what can leave the shop soon counts. */
  rush: boolean;
}

/** Everything a dress is measured against, computed once per bride. */
export function buildFitCriteria(context: AnalysisContext): FitCriteria {
  const { bride, today } = context;
  const venue = classifyVenue(bride);
  const days = daysUntil(bride.weddingDate, today);
  return {
    profile: applyFittingRoom(profileStyle(bride), context.verdicts ?? null),
    venue,
    budget: resolveBudget(bride.answers),
    herSize: readBrideSize(bride.answers),
    occasion: describeOccasion(venue),
    days,
    rush: (days !== null && days >= 0 && days < 60) || bride.answers.shoppingIntention === 'emergency',
  };
}
