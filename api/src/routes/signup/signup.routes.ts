import { signUpBoutique } from '@bridal/server/accounts/sign-up-boutique';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { signupRequestSchema } from '@bridal/shared/validation/signup-schema';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { clientIp } from '../../http/client-ip';
import { readJsonBody } from '../../http/read-json-body';

export const signupRoutes = new Hono<AppEnv>().post('/signup', async (c) => {
  const { sql, rateLimiter } = c.var.deps;
  const request = await validateWithSchema(signupRequestSchema, await readJsonBody(c));
  // Only complete sign-ups count, so an owner correcting her form is never throttled.
  await rateLimiter.consume('signupByIp', clientIp(c));
  const boutique = await signUpBoutique({ sql, request });
  c.var.logger.info({ boutiqueId: boutique.boutiqueId }, 'boutique signed up');
  return c.json({ boutiqueId: boutique.boutiqueId, boutiqueName: boutique.boutiqueName }, 201);
});
