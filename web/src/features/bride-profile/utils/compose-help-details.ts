import { adviceLimits, type HelpProblem } from '@bridal/shared/advice/help-problems';

const otherLead = 'Something else: ';

/** What fits in the step-1 text box, so that its lead stays within the server's limit. */
export const otherTextMax = adviceLimits.otherMax - otherLead.length;

/** For 'other' the text typed in step 1 leads the details, so the advice knows what happened. */
export function composeHelpDetails(problem: HelpProblem, otherText: string, details: string): string {
  const lead = problem === 'other' ? `${otherLead}${otherText.trim()}` : '';
  return [lead, details.trim()].filter(Boolean).join('\n\n');
}
