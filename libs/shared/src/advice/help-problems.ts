import { type Option, valuesOf } from '../survey/survey-options';

/** The five issues of the 'I Need Help' wizard, with the values the API takes. */
export const helpProblems = [
  { value: 'dress-issues', label: 'Dress fit or style concerns' },
  { value: 'body-image', label: 'Body image or confidence issues' },
  { value: 'difficult-guests', label: 'Difficult family or friends' },
  { value: 'new-dress-recommendations', label: 'Need new dress recommendations' },
  { value: 'other', label: 'Something else' },
] as const satisfies readonly Option[];

export type HelpProblem = (typeof helpProblems)[number]['value'];

export const helpProblemValues = valuesOf(helpProblems);

export const adviceMessages = {
  helpFailed: 'Failed to get consultation advice. Please try again.',
  coachingFailed: 'Failed to get coaching advice. Please try again.',
  chooseProblem: 'Please choose what you need help with.',
  describeOther: 'Please describe the problem.',
} as const;

/** Limits shared by the form and the server. */
export const adviceLimits = { detailsMax: 2000, otherMax: 300 } as const;
