import type { AnalysisStep, AnalysisStepStatus } from '../analysis/analysis-steps';
import type { BrideStatus } from '../brides/bride-plan';

/** GET /api/survey-boutiques/{slug}: the boutique a survey link belongs to. */
export interface SurveyBoutique {
  name: string;
  slug: string;
  isDemo: boolean;
}

/** POST /api/surveys. */
export interface SubmitSurveyResponse {
  brideId: string;
  /**
   * Her single-use link to book an appointment (/book/{bookingToken}), valid 30 days; null for a
   * walk-in answering her invitation, whose appointment staff already booked.
   */
  bookingToken: string | null;
}

/** GET /api/surveys/{brideId}/status: public to whoever holds her id, so nothing personal in it. */
export interface SurveyStatus {
  status: BrideStatus;
  steps: Record<AnalysisStep, AnalysisStepStatus>;
}
