import { confirmEmail } from '@bridal/server/accounts/confirm-email';
import { AppError } from '@bridal/server/errors/app-error';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { enqueueMail } from '@bridal/server/queue/mail-queue';
import { confirmEmailRequestSchema } from '@bridal/shared/validation/confirm-email-schema';
import type { OkResponse } from '@bridal/shared/api/ok-response';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { clientIp } from '../../http/client-ip';
import { readJsonBody } from '../../http/read-json-body';
import { requireAccount } from '../../middleware/session';
import { mailUnavailableMessage } from '@bridal/shared/accounts/mail-unavailable-message';

type Ctx = Context<AppEnv>;

/**
 * POST /api/auth/confirm-email { token }: the link e-mailed at sign-up (or sent again). Public: it
 * may be opened in another browser than the one signed in; the token is the credential.
 */
export async function confirmEmailHandler(c: Ctx) {
  const { sql, rateLimiter, sessionCache } = c.var.deps;
  await rateLimiter.consume('confirmEmailByIp', clientIp(c));
  const request = await validateWithSchema(confirmEmailRequestSchema, await readJsonBody(c));
  const { userId } = await confirmEmail({ sql, token: request.token });
  // This replica's sessions of hers show the change now; the database tells the other replicas.
  sessionCache?.forgetWhere((account) => account.userId === userId);
  c.var.logger.info({ userId }, 'e-mail address confirmed');
  return c.json({ ok: true } satisfies OkResponse);
}

/**
 * POST /api/auth/resend-confirmation: e-mails the signed-in user a new confirmation link. Answers
 * OK and sends nothing when her address is already confirmed.
 */
export async function resendConfirmationHandler(c: Ctx) {
  const { rateLimiter, mailQueue, redis } = c.var.deps;
  const account = requireAccount(c);
  if (account.emailConfirmed) return c.json({ ok: true } satisfies OkResponse);
  await rateLimiter.consume('emailConfirmationResendByUser', account.userId);
  if (redis.status !== 'ready') throw new AppError('SERVICE_UNAVAILABLE', mailUnavailableMessage);
  try {
    await enqueueMail(mailQueue, { kind: 'email-confirmation', userId: account.userId });
  } catch (error) {
    c.var.logger.warn({ err: error, userId: account.userId }, 'confirmation e-mail not queued');
    throw new AppError('SERVICE_UNAVAILABLE', mailUnavailableMessage, { cause: error });
  }
  return c.json({ ok: true } satisfies OkResponse);
}
