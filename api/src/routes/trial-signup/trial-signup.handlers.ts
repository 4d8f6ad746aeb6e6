import type { TrialSignupResponse } from '@bridal/shared/accounts/account-types';
import { startTrial } from '@bridal/server/accounts/start-trial';
import { cookieIsSecure } from '@bridal/server/config/server-env';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { enqueueMail } from '@bridal/server/queue/mail-queue';
import { trialSignupSchema } from '@bridal/shared/validation/trial-signup-schema';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env';
import { clientIp } from '../../http/client-ip';
import { readJsonBody } from '../../http/read-json-body';
import { demoAccessCookie } from '../../middleware/demo-visitor';

/** POST /api/trial-signup: a prospect's trial, and her demo-access cookie. */
export async function startTrialHandler(c: Context<AppEnv>) {
  const { sql, rateLimiter, mailQueue, env } = c.var.deps;
  const ip = clientIp(c);
  await rateLimiter.consume('trialSignupByIp', ip);
  const request = await validateWithSchema(trialSignupSchema, await readJsonBody(c));
  const trial = await startTrial(sql, request, ip);
  // The demo endpoints check this cookie; the browser's own record only steers the UI.
  setCookie(c, demoAccessCookie, trial.accessToken, {
    httpOnly: true,
    secure: cookieIsSecure(env),
    sameSite: 'Lax',
    path: '/',
    expires: trial.accessExpiresAt,
  });
  // The lead is stored; a welcome e-mail that cannot be queued right now must not fail the sign-up.
  if (!(await rateLimiter.tryConsume('trialWelcomeByAddress', request.email.toLowerCase()))) {
    c.var.logger.info({ trialId: trial.trialId }, 'trial welcome e-mail not sent: address over its daily limit');
    return c.json({ trialId: trial.trialId } satisfies TrialSignupResponse, 201);
  }
  await enqueueMail(mailQueue, { kind: 'trial-welcome', trialId: trial.trialId }).catch((error: unknown) =>
    c.var.logger.warn({ err: error, trialId: trial.trialId }, 'trial welcome e-mail not queued'),
  );
  return c.json({ trialId: trial.trialId } satisfies TrialSignupResponse, 201);
}
