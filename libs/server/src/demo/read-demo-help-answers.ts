import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import { type HelpProblem, helpProblemValues } from '@bridal/shared/advice/help-problems';
import { loadAdviceContext } from '../advice/load-advice-context';
import { writeHelpAdvice } from '../advice/local-advisor';
import type { Sql } from '../db/create-sql';
import { findDemoCoach } from './find-demo-coach';
import { loadConsultantRecord } from '../coaching/consultant-record/load-consultant-record';

export interface ReadDemoHelpAnswersOptions {
  sql: Sql;
  brideId: string;
  today?: Date;
}

/**
 * The demo's 'I Need Help' answers for one of its brides: the built-in analyst's advice for each
 * problem, written from her answers, her analyses and the demo boutique's stock, as the live
 * advice would be with no details typed. They travel with her plan, so the demo answers a visitor
 * in the browser and never calls the advice endpoint. The demo coach's record leads them, as it
 * leads the advice she is asked for. Undefined when she is not a demo bride.
 */
export async function readDemoHelpAnswers(
  options: ReadDemoHelpAnswersOptions,
): Promise<Record<HelpProblem, string> | undefined> {
  const consultantId = await findDemoCoach(options.sql);
  const readRecord = consultantId
    ? () => loadConsultantRecord({ sql: options.sql, boutiqueId: demoBoutiqueId, consultantId, now: options.today })
    : undefined;
  const context = await loadAdviceContext({ ...options, boutiqueId: demoBoutiqueId, readRecord });
  if (!context) return undefined;
  const answers = {} as Record<HelpProblem, string>;
  for (const problem of helpProblemValues) answers[problem] = writeHelpAdvice(context, { problem, details: '' });
  return answers;
}
