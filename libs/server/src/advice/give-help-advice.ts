import type { HelpAdviceRequest } from '@bridal/shared/advice/advice-schemas';
import type { Sql } from '../db/create-sql';
import type { Logger } from '../logging/create-logger';
import { type AdviceProvider, adviseWithFallback } from './advise-with-fallback';
import type { Advisors } from './create-advisor';
import { loadAdviceContext } from './load-advice-context';
import { saveAdviceRequest } from './save-advice-request';

/** What every piece of advice is given with: who asks, and the advisors that answer. */
export interface AdviceAskedBy {
  sql: Sql;
  advisors: Advisors;
  /** The session's boutique and user. */
  boutiqueId: number;
  userId: string;
  /** A demo visitor's trial (see saveAdviceRequest). */
  demoTrialId?: string | null;
  logger: Logger;
  today?: Date;
}

export interface GiveHelpAdviceOptions extends AdviceAskedBy {
  request: HelpAdviceRequest;
}

export interface GivenAdvice {
  id: string;
  advice: string;
  provider: AdviceProvider;
}

/** 'I Need Help': advice for this bride and problem, kept with her; undefined when she is not the boutique's. */
export async function giveHelpAdvice(options: GiveHelpAdviceOptions): Promise<GivenAdvice | undefined> {
  const { sql, request, boutiqueId } = options;
  const context = await loadAdviceContext({ sql, boutiqueId, brideId: request.brideId, today: options.today });
  if (!context) return undefined;
  const question = { problem: request.problem, details: request.details.trim() };
  const outcome = await adviseWithFallback(
    options.advisors,
    (advisor) => advisor.helpAdvice(context, question),
    options.logger,
  );
  const id = await saveAdviceRequest(
    sql,
    {
      boutiqueId,
      brideId: context.bride.id,
      userId: options.userId,
      demoTrialId: options.demoTrialId,
      kind: 'help',
      ...question,
    },
    outcome,
  );
  return { id, advice: outcome.advice, provider: outcome.provider };
}
