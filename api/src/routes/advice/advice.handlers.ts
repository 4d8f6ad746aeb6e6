import { clientNotFoundMessage } from '@bridal/shared/brides/client-not-found-message';
import type { ServerEnv } from '@bridal/server/config/server-env';
import { type Advisors, createAdvisors } from '@bridal/server/advice/create-advisor';
import { createLocalAdvisor } from '@bridal/server/advice/local-advisor';
import { canSeeDemoBride } from '@bridal/server/demo/can-see-demo-bride';
import { findDemoCoach } from '@bridal/server/demo/find-demo-coach';
import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import { giveCoachingAdvice } from '@bridal/server/advice/give-coaching-advice';
import { giveHelpAdvice } from '@bridal/server/advice/give-help-advice';
import { loadConsultantRecord } from '@bridal/server/coaching/consultant-record/load-consultant-record';
import type { RecordReader } from '@bridal/server/advice/advice-context';
import { AppError } from '@bridal/server/errors/app-error';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { instrumentAdvisors } from '@bridal/server/metrics/instrument-advisors';
import {
  type AdviceResponse,
  coachingAdviceRequestSchema,
  helpAdviceRequestSchema,
} from '@bridal/shared/advice/advice-schemas';
import type { GivenAdvice } from '@bridal/server/advice/advise-and-keep';
import type { Sql } from '@bridal/server/db/create-sql';
import type { Logger } from '@bridal/server/logging/create-logger';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { readJsonBody } from '../../http/read-json-body';
import { uuidOrNotFound } from '../../http/uuid-param';
import { type Reader, resolveReader } from '../../http/resolve-reader';

export const tooManyAdviceRequestsMessage = (seconds: number) =>
  `You have asked for advice many times in a short while. Please wait ${Math.max(1, Math.ceil(seconds / 60))} minute(s) and try again.`;

// One OpenAI client per configuration, not per request.
const advisorsByEnv = new WeakMap<ServerEnv, Advisors>();
function advisorsFor(env: ServerEnv): Advisors {
  let advisors = advisorsByEnv.get(env);
  if (!advisors) {
    advisors = createAdvisors(env);
    advisorsByEnv.set(env, advisors);
  }
  return advisors;
}

// The demo boutique never calls a paid model: the built-in advisor answers every prospect.
const localAdvisor = createLocalAdvisor();
const demoAdvisors: Advisors = { advisor: localAdvisor, fallback: localAdvisor };

interface Adviser {
  boutiqueId: number;
  userId: string;
  /** The demo visitor asking, whose advice is deleted with her other demo data. */
  demoTrialId: string | null;
  advisors: Advisors;
}

/**
 * Who asks, for whom: a session's user with the configured advisors; in the demo boutique (a
 * visitor, or a session of it) the demo coach with the built-in advisor, for a bride that reader may see.
 * Her id is checked once the request is counted: one that is not a UUID names no bride (404).
 */
async function resolveAdviser(c: Context<AppEnv>, reader: Reader, brideId: string): Promise<Adviser> {
  const { sql, env } = c.var.deps;
  if (reader.boutiqueId !== demoBoutiqueId) {
    await limitAdvice(c, 'adviceByUser', reader.userId!);
    uuidOrNotFound(brideId, clientNotFoundMessage);
    const advisors = instrumentAdvisors(advisorsFor(env), c.var.metrics?.ai);
    return { boutiqueId: reader.boutiqueId, userId: reader.userId!, demoTrialId: null, advisors };
  }
  await limitAdvice(c, 'adviceByDemoTrial', reader.demoTrialId ?? reader.userId!);
  uuidOrNotFound(brideId, clientNotFoundMessage);
  const coach = reader.userId ?? (await findDemoCoach(sql));
  if (!coach || !(await canSeeDemoBride(sql, reader, brideId))) throw new AppError('NOT_FOUND', clientNotFoundMessage);
  return {
    boutiqueId: demoBoutiqueId,
    userId: coach,
    demoTrialId: reader.demoTrialId,
    advisors: instrumentAdvisors(demoAdvisors, c.var.metrics?.ai),
  };
}

/** Counts the request against the user's (or demo visitor's) advice budget; a clear 429 when it is spent. */
async function limitAdvice(
  c: Context<AppEnv>,
  limit: 'adviceByUser' | 'adviceByDemoTrial',
  key: string,
): Promise<void> {
  try {
    await c.var.deps.rateLimiter.consume(limit, key);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'TOO_MANY_REQUESTS') throw error;
    const seconds = error.retryAfterSeconds ?? 60;
    throw new AppError('TOO_MANY_REQUESTS', tooManyAdviceRequestsMessage(seconds), { retryAfterSeconds: seconds });
  }
}

/**
 * One advice request, validated: the adviser found (404 for a bride the reader may not see), the
 * advice given and kept; 404 when she is not the boutique's.
 */
async function answerAdvice<R extends { brideId: string }>(
  c: Context<AppEnv>,
  reader: Reader,
  request: R,
  give: (
    options: Adviser & { sql: Sql; request: R; logger: Logger; readRecord: RecordReader },
  ) => Promise<GivenAdvice | undefined>,
): Promise<GivenAdvice> {
  const adviser = await resolveAdviser(c, reader, request.brideId);
  const { sql } = c.var.deps;
  // The asking consultant's own record leads the advice where it bears on the bride.
  const readRecord: RecordReader = (consultant) => loadConsultantRecord({ sql, ...consultant });
  const given = await give({ sql, ...adviser, request, logger: c.var.logger, readRecord });
  if (!given) throw new AppError('NOT_FOUND', clientNotFoundMessage);
  return given;
}

/** POST /api/help/advice */
export async function helpAdviceHandler(c: Context<AppEnv>) {
  const reader = resolveReader(c);
  const request = await validateWithSchema(helpAdviceRequestSchema, await readJsonBody(c));
  const given = await answerAdvice(c, reader, request, giveHelpAdvice);
  c.var.logger.info({ adviceId: given.id, problem: request.problem, provider: given.provider }, 'help advice given');
  return c.json({ advice: given.advice } satisfies AdviceResponse);
}

/** POST /api/coaching-advice */
export async function coachingAdviceHandler(c: Context<AppEnv>) {
  const reader = resolveReader(c);
  const request = await validateWithSchema(coachingAdviceRequestSchema, await readJsonBody(c));
  const given = await answerAdvice(c, reader, request, giveCoachingAdvice);
  c.var.logger.info({ adviceId: given.id, provider: given.provider }, 'coaching advice given');
  return c.json({ advice: given.advice } satisfies AdviceResponse);
}
