import type { Sql } from '../db/create-sql';
import type { Logger } from '../logging/create-logger';
import { type AdviceProvider, adviseWithFallback } from './advise-with-fallback';
import type { AdviceOutput, Advisor } from './advisor';
import type { AdviceContext, RecordReader } from './advice-context';
import type { Advisors } from './create-advisor';
import { type AdviceRequestRow, saveAdviceRequest } from './save-advice-request';

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
  /** Reads the asking user's own record, which leads the advice where it bears on the bride; none: not read. */
  readRecord?: RecordReader;
}

export interface GivenAdvice {
  id: string;
  advice: string;
  provider: AdviceProvider;
}

/** Asks the advisors about her and keeps the question and its advice with her. */
export async function adviseAndKeep(
  asked: AdviceAskedBy,
  context: AdviceContext,
  question: Pick<AdviceRequestRow, 'kind' | 'problem' | 'details'>,
  ask: (advisor: Advisor) => Promise<AdviceOutput>,
): Promise<GivenAdvice> {
  const outcome = await adviseWithFallback(asked.advisors, ask, asked.logger);
  const row = { boutiqueId: asked.boutiqueId, brideId: context.bride.id, userId: asked.userId, ...question };
  const id = await saveAdviceRequest(asked.sql, { ...row, demoTrialId: asked.demoTrialId }, outcome);
  return { id, advice: outcome.advice, provider: outcome.provider };
}

/** The asking user's record, as loadAdviceContext reads it; undefined without a reader. */
export const recordOfAsker = (asked: AdviceAskedBy) =>
  asked.readRecord &&
  (() => asked.readRecord!({ boutiqueId: asked.boutiqueId, consultantId: asked.userId, now: asked.today }));
