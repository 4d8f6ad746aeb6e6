import { mailUnavailableMessage } from '@bridal/shared/accounts/mail-unavailable-message';
import { findAccountByEmail } from '@bridal/server/accounts/find-account-by-email';
import { checkCredentials } from '@bridal/server/accounts/log-in';
import { resetPassword } from '@bridal/server/accounts/password-reset';
import { toSessionInfo } from '@bridal/server/auth/role-mapping';
import { createSession, revokeSession } from '@bridal/server/accounts/sessions';
import { AppError } from '@bridal/server/errors/app-error';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { enqueueMail } from '@bridal/server/queue/mail-queue';
import { forgotPasswordSchema } from '@bridal/shared/validation/forgot-password-schema';
import { loginSchema } from '@bridal/shared/validation/login-schema';
import { resetPasswordRequestSchema } from '@bridal/shared/validation/reset-password-schema';
import type { OkResponse } from '@bridal/shared/api/ok-response';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { clientIp } from '../../http/client-ip';
import { checkPasswordUnderLoginLimits } from '../../http/password-attempts';
import { readJsonBody } from '../../http/read-json-body';
import {
  clearSessionCookie,
  forgetSession,
  readSessionToken,
  requireAccount,
  sessionPolicy,
  writeSessionCookie,
} from '../../middleware/session';

type Ctx = Context<AppEnv>;

export async function login(c: Ctx) {
  const { sql, env } = c.var.deps;
  const request = await validateWithSchema(loginSchema, await readJsonBody(c));
  const account = await checkPasswordUnderLoginLimits(c, { email: request.email, refusal: 'UNAUTHORIZED' }, () =>
    checkCredentials(sql, request),
  );
  // A fresh token at every login: a session id planted before login is worthless after it.
  const previous = readSessionToken(c);
  if (previous) {
    await revokeSession(sql, previous);
    forgetSession(c, previous);
  }
  const session = await createSession(sql, account, sessionPolicy(env), {
    userAgent: c.req.header('user-agent') ?? '',
    ip: clientIp(c),
  });
  writeSessionCookie(c, session.token, session.expiresAt);
  c.var.logger.info({ userId: account.userId, boutiqueId: account.boutiqueId }, 'logged in');
  return c.json(toSessionInfo(account));
}

export async function logout(c: Ctx) {
  const token = readSessionToken(c);
  if (token) {
    await revokeSession(c.var.deps.sql, token);
    forgetSession(c, token);
  }
  clearSessionCookie(c);
  return c.body(null, 204);
}

export function me(c: Ctx) {
  return c.json(toSessionInfo(requireAccount(c)));
}

/** Always answers OK, so nobody can learn from it whether an e-mail has an account. */
export async function forgotPassword(c: Ctx) {
  const { sql, rateLimiter, mailQueue, redis } = c.var.deps;
  const request = await validateWithSchema(forgotPasswordSchema, await readJsonBody(c));
  await rateLimiter.consume('forgotPasswordByIp', clientIp(c));
  if (redis.status !== 'ready') throw new AppError('SERVICE_UNAVAILABLE', mailUnavailableMessage);
  const account = await findAccountByEmail(sql, request.email);
  if (account && (await rateLimiter.tryConsume('forgotPasswordByEmail', request.email.toLowerCase()))) {
    await enqueueMail(mailQueue, { kind: 'password-reset', userId: account.userId });
  }
  return c.json({ ok: true } satisfies OkResponse);
}

export async function resetPasswordHandler(c: Ctx) {
  const { sql, rateLimiter } = c.var.deps;
  await rateLimiter.consume('resetPasswordByIp', clientIp(c));
  const request = await validateWithSchema(resetPasswordRequestSchema, await readJsonBody(c));
  const { userId } = await resetPassword(sql, request.token, request.password);
  c.var.deps.sessionCache?.forgetWhere((account) => account.userId === userId);
  clearSessionCookie(c);
  return c.json({ ok: true } satisfies OkResponse);
}
