import * as yup from 'yup';
import { adviceLimits, adviceMessages, helpProblemValues, type HelpProblem } from './help-problems';
import { multiLineText } from '../validation/free-text';
import { messages } from '../validation/messages';

const brideId = yup.string().trim().required('brideId is required').max(64);

/**
 * POST /api/help/advice { brideId, problem, details }. For 'other' the details carry what the
 * consultant typed in step 1 (the web app puts it first), so they may not be blank.
 */
export const helpAdviceRequestSchema = yup.object({
  brideId,
  problem: yup
    .mixed<HelpProblem>()
    .oneOf(helpProblemValues, adviceMessages.chooseProblem)
    .required(adviceMessages.chooseProblem),
  details: yup
    .string()
    .meta(multiLineText)
    .default('')
    .max(adviceLimits.detailsMax + adviceLimits.otherMax + 2, messages.keepUnder('details', adviceLimits.detailsMax))
    .when('problem', {
      is: 'other',
      then: (schema) => schema.trim().required(adviceMessages.describeOther),
    }),
});

export type HelpAdviceRequest = yup.InferType<typeof helpAdviceRequestSchema>;

/** POST /api/coaching-advice { brideId }. */
export const coachingAdviceRequestSchema = yup.object({ brideId });

export type CoachingAdviceRequest = yup.InferType<typeof coachingAdviceRequestSchema>;

/** Both calls answer markdown advice. */
export interface AdviceResponse {
  advice: string;
}
