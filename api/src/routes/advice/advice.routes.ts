import type { ServerEnv } from '@bridal/server/config/server-env';
import { type Advisors, createAdvisors } from '@bridal/server/advice/create-advisor';
import { giveCoachingAdvice } from '@bridal/server/advice/give-coaching-advice';
import { giveHelpAdvice } from '@bridal/server/advice/give-help-advice';
import { AppError } from '@bridal/server/errors/app-error';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import {
  type AdviceResponse,
  coachingAdviceRequestSchema,
  helpAdviceRequestSchema,
} from '@bridal/shared/advice/advice-schemas';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { readJsonBody } from '../../http/read-json-body';
import { requireAccount } from '../../middleware/session';

export const clientNotFoundMessage = 'Client not found';
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

/** Counts the request against the user's advice budget; a clear 429 when it is spent. */
async function limitAdvice(c: Context<AppEnv>, userId: string): Promise<void> {
  try {
    await c.var.deps.rateLimiter.consume('adviceByUser', userId);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'TOO_MANY_REQUESTS') throw error;
    const seconds = error.retryAfterSeconds ?? 60;
    throw new AppError('TOO_MANY_REQUESTS', tooManyAdviceRequestsMessage(seconds), { retryAfterSeconds: seconds });
  }
}

export const adviceRoutes = new Hono<AppEnv>()
  .post('/help/advice', async (c) => {
    const account = requireAccount(c);
    const request = await validateWithSchema(helpAdviceRequestSchema, await readJsonBody(c));
    await limitAdvice(c, account.userId);
    const given = await giveHelpAdvice({
      sql: c.var.deps.sql,
      advisors: advisorsFor(c.var.deps.env),
      boutiqueId: account.boutiqueId,
      userId: account.userId,
      request,
      logger: c.var.logger,
    });
    if (!given) throw new AppError('NOT_FOUND', clientNotFoundMessage);
    c.var.logger.info({ adviceId: given.id, problem: request.problem, provider: given.provider }, 'help advice given');
    return c.json({ advice: given.advice } satisfies AdviceResponse);
  })
  .post('/coaching-advice', async (c) => {
    const account = requireAccount(c);
    const request = await validateWithSchema(coachingAdviceRequestSchema, await readJsonBody(c));
    await limitAdvice(c, account.userId);
    const given = await giveCoachingAdvice({
      sql: c.var.deps.sql,
      advisors: advisorsFor(c.var.deps.env),
      boutiqueId: account.boutiqueId,
      userId: account.userId,
      request,
      logger: c.var.logger,
    });
    if (!given) throw new AppError('NOT_FOUND', clientNotFoundMessage);
    c.var.logger.info({ adviceId: given.id, provider: given.provider }, 'coaching advice given');
    return c.json({ advice: given.advice } satisfies AdviceResponse);
  });
