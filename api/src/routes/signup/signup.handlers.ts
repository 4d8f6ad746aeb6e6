import type { SignupResponse } from '@bridal/shared/accounts/account-types';
import { signUpBoutique } from '@bridal/server/accounts/sign-up-boutique';
import { knownTimeZone } from '@bridal/server/appointments/schedule/database-time-zones';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { enqueueMail } from '@bridal/server/queue/mail-queue';
import { signupRequestSchema } from '@bridal/shared/validation/signup-schema';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { clientIp } from '../../http/client-ip';
import { readJsonBody } from '../../http/read-json-body';

/** POST /api/signup: a new boutique and its owner. */
export async function signUpHandler(c: Context<AppEnv>) {
  const { sql, rateLimiter, mailQueue } = c.var.deps;
  const request = await validateWithSchema(signupRequestSchema, await readJsonBody(c));
  // Only complete sign-ups count, so an owner correcting her form is never throttled.
  await rateLimiter.consume('signupByIp', clientIp(c));
  // The browser's zone, when the database does not know it, is dropped like one the runtime does not.
  const timeZone = request.timeZone ? await knownTimeZone(sql, request.timeZone) : undefined;
  const boutique = await signUpBoutique({ sql, request: { ...request, timeZone } });
  c.var.logger.info({ boutiqueId: boutique.boutiqueId }, 'boutique signed up');
  // The link that confirms her address (invitations wait for it). The boutique exists either way:
  // if the e-mail cannot be queued now, she sends it again from her dashboard.
  await enqueueMail(mailQueue, { kind: 'email-confirmation', userId: boutique.ownerId }).catch((error: unknown) =>
    c.var.logger.warn({ err: error, boutiqueId: boutique.boutiqueId }, 'confirmation e-mail not queued'),
  );
  return c.json({ boutiqueId: boutique.boutiqueId, boutiqueName: boutique.boutiqueName } satisfies SignupResponse, 201);
}
