import { confirmEmail } from '@bridal/server/accounts/confirm-email';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { confirmEmailRequestSchema } from '@bridal/shared/validation/confirm-email-schema';
import type { ConfirmEmailResponse } from '@bridal/shared/accounts/email-confirmation';
import type { OkResponse } from '@bridal/shared/api/ok-response';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { clientIp } from '../../http/client-ip';
import { queueMail } from '../../http/queue-mail';
import { readJsonBody } from '../../http/read-json-body';
import { requireAccount } from '../../middleware/session';

type Ctx = Context<AppEnv>;

/**
 * POST /api/auth/confirm-email { token }: the link e-mailed at sign-up (or sent again), or to a new
 * address she asked to change to (the answer then names it). Public: it
 * may be opened in another browser than the one signed in; the token is the credential.
 */
export async function confirmEmailHandler(c: Ctx) {
  const { sql, rateLimiter, sessionCache } = c.var.deps;
  await rateLimiter.consume('confirmEmailByIp', clientIp(c));
  const request = await validateWithSchema(confirmEmailRequestSchema, await readJsonBody(c));
  const { userId, changedTo } = await confirmEmail({ sql, token: request.token });
  // This replica's sessions of hers show the change now; the database tells the other replicas.
  sessionCache?.forgetWhere((account) => account.userId === userId);
  c.var.logger.info({ userId, changed: Boolean(changedTo) }, 'e-mail address confirmed');
  return c.json({ ok: true, ...(changedTo ? { email: changedTo } : {}) } satisfies ConfirmEmailResponse);
}

/**
 * POST /api/auth/resend-confirmation: e-mails the signed-in user a new confirmation link. Answers
 * OK and sends nothing when her address is already confirmed.
 */
export async function resendConfirmationHandler(c: Ctx) {
  const account = requireAccount(c);
  if (account.emailConfirmed) return c.json({ ok: true } satisfies OkResponse);
  await c.var.deps.rateLimiter.consume('emailConfirmationResendByUser', account.userId);
  await queueMail(c, { kind: 'email-confirmation', userId: account.userId });
  return c.json({ ok: true } satisfies OkResponse);
}
