import type { SignupResponse } from '@bridal/shared/accounts/account-types';
import { signUpBoutique } from '@bridal/server/accounts/sign-up-boutique';
import { knownTimeZone } from '@bridal/server/db/database-time-zones';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { enqueueMail } from '@bridal/server/queue/mail-queue';
import type { MailJob } from '@bridal/server/queue/mail-job';
import { signupRequestSchema } from '@bridal/shared/validation/signup-schema';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { clientIp } from '../../http/client-ip';
import { readJsonBody } from '../../http/read-json-body';

/**
 * POST /api/signup: a new boutique and its owner. An address that already has an account gets
 * the same answer, and an e-mail that tells its owner how to log in: the answer never says
 * whether an address has an account.
 */
export async function signUpHandler(c: Context<AppEnv>) {
  const { sql, rateLimiter, mailQueue } = c.var.deps;
  const request = await validateWithSchema(signupRequestSchema, await readJsonBody(c));
  // Only complete sign-ups count, so an owner correcting her form is never throttled.
  await rateLimiter.consume('signupByIp', clientIp(c));
  // The browser's zone, when the database does not know it, is dropped like one the runtime does not.
  const timeZone = request.timeZone ? await knownTimeZone(sql, request.timeZone) : undefined;
  const signedUp = await signUpBoutique({ sql, request: { ...request, timeZone } });
  let mail: MailJob | undefined;
  if (signedUp.outcome === 'created') {
    c.var.logger.info({ boutiqueId: signedUp.boutiqueId }, 'boutique signed up');
    // The link that confirms her address (invitations wait for it).
    mail = { kind: 'email-confirmation', userId: signedUp.ownerId };
  } else if (await rateLimiter.tryConsume('signupAttemptMailByAddress', request.email.toLowerCase())) {
    c.var.logger.info({ userId: signedUp.userId }, 'sign-up with an address that has an account');
    mail = { kind: 'signup-attempt', userId: signedUp.userId };
  }
  // The account exists either way: if the e-mail cannot be queued now, she sends it again from her
  // dashboard (or logs in as she already could).
  if (mail) {
    await enqueueMail(mailQueue, mail).catch((error: unknown) =>
      c.var.logger.warn({ err: error, kind: mail.kind }, 'sign-up e-mail not queued'),
    );
  }
  return c.json({ ok: true } satisfies SignupResponse, 201);
}
