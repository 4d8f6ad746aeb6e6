import type { HelpProblem } from '@bridal/shared/advice/help-problems';
import type { AdviceContext, CoachingQuestion, HelpQuestion } from './advice-context';
import type { Advisor } from './advisor';
import { adviseBodyImage } from './advise-body-image';
import { adviseDifficultGuests } from './advise-difficult-guests';
import { adviseDressIssues } from './advise-dress-issues';
import { adviseNewDresses } from './advise-new-dresses';
import { adviseOther } from './advise-other';
import { type AdviceFacts, readAdviceFacts } from './read-advice-facts';
import { type DetailsReading, readDetails } from './read-details';
import { leadWithRecord, recordAdvice } from './record-advice';
import { writeCoachingAdvice } from './write-coaching-advice';

const writers: Record<HelpProblem, (facts: AdviceFacts, details: DetailsReading) => string> = {
  'dress-issues': adviseDressIssues,
  'body-image': adviseBodyImage,
  'difficult-guests': adviseDifficultGuests,
  'new-dress-recommendations': adviseNewDresses,
  other: adviseOther,
};

/**
 * Help advice computed from her data, the problem, the consultant's words and her own record (what
 * of it bears on this bride comes first, with its figure): no network, deterministic.
 */
export function writeHelpAdvice(context: AdviceContext, question: HelpQuestion): string {
  const write = writers[question.problem];
  if (!write) throw new Error(`No built-in advice for the problem "${String(question.problem)}".`);
  const facts = readAdviceFacts(context);
  const details = readDetails(question.details);
  return leadWithRecord(write(facts, details), recordAdvice(context.record, facts, details));
}

export function writeCoaching(context: AdviceContext, question: CoachingQuestion): string {
  const facts = readAdviceFacts(context);
  return leadWithRecord(writeCoachingAdvice(facts, question), recordAdvice(context.record, facts, null));
}

/** The built-in advisor: the default without an AI key, and the fallback when the model fails. */
export function createLocalAdvisor(): Advisor {
  return {
    name: 'local',
    helpAdvice: async (context, question) => ({ advice: writeHelpAdvice(context, question) }),
    coachingAdvice: async (context, question) => ({ advice: writeCoaching(context, question) }),
  };
}
